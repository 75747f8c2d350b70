// One account with its partner, roles, status and latest sign-ins; create and edit, versioned and
// audited (the changed fields only), with the e-mail unique among live accounts. Other areas make an
// account through createAccountIn (a registration's new learner), with the same checks, audit and event.
import { type AccountDetail, accountInput, accountRefusals, type accountUpdate, type LanguageId } from '@eco/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { accounts, partners } from '../../../db/schema/index.js';
import type { Audit, RequestContext } from '../../../platform/context.js';
import { violatedUniqueIndex } from '../../../platform/db-errors.js';
import { notFound, refuse } from '../../../platform/errors.js';
import { FieldErrors } from '../../../platform/field-errors.js';
import { inTurn } from '../../../platform/in-turn.js';
import { isCountryCode } from '../../../platform/iso.js';
import { updateVersioned } from '../../../platform/versioning.js';
import { queueAccountEvent } from '../../../platform/webhooks/events.js';
import { roleNamesOf } from '../../users/public.js';
import { displayName, liveAccount } from '../account-sql.js';
import { accountRowColumns, toAccountRow } from './account-list.js';
import { recentSignIns } from './account-sign-ins.js';

type AccountInput = z.output<typeof accountInput>;
type AccountFields = z.input<typeof accountInput>;
type AccountUpdate = z.output<typeof accountUpdate>;

const blocker = alias(accounts, 'blocker');
const mergedInto = alias(accounts, 'merged_into');

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function getAccount(db: Db, admId: string): Promise<AccountDetail> {
  const [row] = await db
    .select({
      ...accountRowColumns,
      version: accounts.version,
      updatedAt: accounts.updatedAt,
      preferredLanguage: accounts.preferredLanguage,
      phone: accounts.phone,
      blockedReason: accounts.blockedReason,
      blockedAt: accounts.blockedAt,
      blockedByName: sql<string | null>`coalesce(nullif(${displayName('blocker')}, ''), ${blocker.email})`,
      deletedAt: accounts.deletedAt,
      mergedIntoAdmId: accounts.mergedIntoAdmId,
      mergedIntoEmail: mergedInto.email,
    })
    .from(accounts)
    .leftJoin(partners, eq(partners.id, accounts.partnerId))
    .leftJoin(blocker, eq(blocker.admId, accounts.blockedBy))
    .leftJoin(mergedInto, eq(mergedInto.admId, accounts.mergedIntoAdmId))
    .where(eq(accounts.admId, admId.toLowerCase()));
  if (!row) throw notFound('Account');
  const { version, updatedAt, preferredLanguage, phone, blockedReason, blockedAt, blockedByName, ...rest } = row;
  const [roleNames, signIns] = await Promise.all([roleNamesOf(db, row.admId), recentSignIns(db, row)]);
  return {
    ...toAccountRow({ ...rest, createdAt: rest.createdAt, lastSignInAt: rest.lastSignInAt }),
    version,
    updatedAt: updatedAt.toISOString(),
    preferredLanguage: preferredLanguage as LanguageId | null,
    phone,
    roles: roleNames,
    blockedReason,
    blockedAt: iso(blockedAt),
    blockedByName,
    deletedAt: iso(rest.deletedAt),
    mergedIntoAdmId: rest.mergedIntoAdmId,
    mergedIntoEmail: rest.mergedIntoEmail,
    recentSignIns: signIns,
  };
}

const emailTaken = (admId: string | undefined) =>
  `Another account already uses this e-mail (admId ${admId ?? 'unknown'}).`;

/** The live account using this e-mail (any case; the unique index holds live accounts), but `except`. */
async function emailOwner(db: Db, email: string, except?: string): Promise<string | undefined> {
  const [row] = await db
    .select({ admId: accounts.admId })
    .from(accounts)
    .where(
      and(
        sql`lower(${accounts.email}) = ${email.toLowerCase()}`,
        liveAccount(),
        except ? ne(accounts.admId, except) : undefined,
      ),
    )
    .limit(1);
  return row?.admId;
}

/** The live account with this admId, or using this e-mail (any case); undefined when there is none. */
export async function liveAccountId(db: Db, by: { admId: string } | { email: string }): Promise<string | undefined> {
  if ('email' in by) return emailOwner(db, by.email);
  const [row] = await db
    .select({ admId: accounts.admId })
    .from(accounts)
    .where(and(eq(accounts.admId, by.admId), liveAccount()));
  return row?.admId;
}

/**
 * A free e-mail (among live accounts, as the unique index), a known country and partner. `at` names
 * where the caller's request holds the account's fields ('newAccount.'), so a refusal names its field.
 */
async function checkAccount(tx: Db, input: AccountInput, admId?: string, at = '') {
  const errors = new FieldErrors();
  const [clash, [partner]] = await inTurn(
    () => emailOwner(tx, input.email, admId),
    input.partnerId
      ? tx.select({ id: partners.id }).from(partners).where(eq(partners.id, input.partnerId))
      : [{ id: 0 }],
  );
  if (clash) errors.add(`${at}email`, emailTaken(clash));
  if (input.countryCode && !isCountryCode(input.countryCode)) {
    errors.add(`${at}countryCode`, 'Not an ISO 3166-1 country.');
  }
  if (!partner) errors.add(`${at}partnerId`, 'No such partner.');
  errors.throwIfAny();
}

/** Two edits to one e-mail at once: the unique index refuses the second; say so as the check would. */
const orEmailTaken = (db: Db, email: string) => async (error: unknown) => {
  if (violatedUniqueIndex(error) === undefined) throw error;
  new FieldErrors().add('email', emailTaken(await emailOwner(db, email))).throwIfAny();
  throw error;
};

/** The fields as the Accounts form takes them (trimmed, the e-mail in lower case), or field errors at `at`. */
function accountFields(fields: AccountFields, at: string): AccountInput {
  const parsed = accountInput.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = new FieldErrors();
  for (const issue of parsed.error.issues) errors.add(`${at}${issue.path.join('.')}`, issue.message);
  errors.throwIfAny();
  throw parsed.error;
}

/** The columns an edit writes, as the audit trail records them. */
const valuesOf = (input: AccountInput) => ({
  email: input.email,
  firstName: input.firstName,
  lastName: input.lastName,
  countryCode: input.countryCode,
  partnerId: input.partnerId,
  preferredLanguage: input.preferredLanguage,
  phone: input.phone,
});

/**
 * Makes an account inside the caller's transaction, as the Accounts form does: its checks (refusals named
 * at `at`, the caller's place for the fields in its request, e.g. 'newAccount.'), the row, the audit
 * entry and the account.created webhook event. Answers the new admId.
 */
export async function createAccountIn(tx: Db, audit: Audit, fields: AccountFields, at = ''): Promise<string> {
  const input = accountFields(fields, at);
  await checkAccount(tx, input, undefined, at);
  const values = { ...valuesOf(input), emailVerified: false };
  // The one unique key a new row can meet is the live e-mail's (its admId is a fresh uuid): another
  // request made an account with it after the check. Skipping the row (waiting for that request to end)
  // keeps the caller's transaction usable, so the refusal is a field error, not a failed statement.
  const [row] = await tx.insert(accounts).values(values).onConflictDoNothing().returning({ admId: accounts.admId });
  if (!row) {
    new FieldErrors().add(`${at}email`, emailTaken(await emailOwner(tx, input.email))).throwIfAny();
    throw new Error('insert skipped without a clash');
  }
  await audit({ action: 'accounts.create', entity: 'account', entityId: row.admId, after: values });
  await queueAccountEvent(tx, 'account.created', row.admId);
  return row.admId;
}

export async function createAccount(ctx: RequestContext, input: AccountInput): Promise<AccountDetail> {
  const admId = await ctx.write((tx, audit) => createAccountIn(tx, audit, input));
  return getAccount(ctx.db, admId);
}

export async function updateAccount(ctx: RequestContext, admId: string, input: AccountUpdate): Promise<AccountDetail> {
  const { version, ...fields } = input;
  const id = admId.toLowerCase();
  await ctx
    .write(async (tx, audit) => {
      const before = await getAccount(tx, id);
      // A closed account is kept as it was when it closed: what it says is what the merge or the deletion
      // saw, and a learner picker must not offer edits made to it afterwards.
      if (before.mergedIntoAdmId) throw refuse(accountRefusals, 'merged', { mergedIntoAdmId: before.mergedIntoAdmId });
      if (before.deletedAt) throw refuse(accountRefusals, 'deleted');
      await checkAccount(tx, fields, id);
      // A new address is not verified until its owner confirms it.
      const emailChanged = before.email.toLowerCase() !== fields.email.toLowerCase();
      const values = { ...valuesOf(fields), ...(emailChanged ? { emailVerified: false } : {}) };
      await updateVersioned(tx, accounts, accounts.admId, id, version, values, 'Account');
      await audit({ action: 'accounts.update', entity: 'account', entityId: id, before, after: values });
      await queueAccountEvent(tx, 'account.updated', id);
    })
    .catch(orEmailTaken(ctx.db, input.email));
  return getAccount(ctx.db, id);
}
