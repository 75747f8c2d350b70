// One account with its partner, roles, status and latest sign-ins; create and edit, versioned and
// audited (the changed fields only), with the e-mail unique among live accounts.
import type { AccountDetail, accountInput, accountUpdate, LanguageId } from '@eco/contract';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { accountRoles, accounts, partners, roles } from '../../db/schema/index.js';
import type { RequestContext } from '../../platform/context.js';
import { violatedUniqueIndex } from '../../platform/db-errors.js';
import { notFound } from '../../platform/errors.js';
import { FieldErrors } from '../../platform/field-errors.js';
import { isCountryCode } from '../../platform/iso.js';
import { updateVersioned } from '../../platform/versioning.js';
import { queueAccountEvent } from '../../platform/webhooks/events.js';
import { accountRowColumns, toAccountRow } from './account-list.js';
import { recentSignIns } from './account-sign-ins.js';

type AccountInput = z.output<typeof accountInput>;
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
      blockedByName: sql<
        string | null
      >`coalesce(nullif(trim(concat_ws(' ', ${blocker.firstName}, ${blocker.lastName})), ''), ${blocker.email})`,
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
  const [held, signIns] = await Promise.all([
    db
      .select({ name: roles.name })
      .from(accountRoles)
      .innerJoin(roles, eq(roles.key, accountRoles.roleKey))
      .where(eq(accountRoles.admId, row.admId))
      .orderBy(asc(roles.name)),
    recentSignIns(db, row),
  ]);
  return {
    ...toAccountRow({ ...rest, createdAt: rest.createdAt, lastSignInAt: rest.lastSignInAt }),
    version,
    updatedAt: updatedAt.toISOString(),
    preferredLanguage: preferredLanguage as LanguageId | null,
    phone,
    roles: held.map((r) => r.name),
    blockedReason,
    blockedAt: iso(blockedAt),
    blockedByName,
    deletedAt: iso(rest.deletedAt),
    mergedIntoAdmId: rest.mergedIntoAdmId,
    mergedIntoEmail: rest.mergedIntoEmail,
    recentSignIns: signIns,
  };
}

const emailTaken = (admId: string) => `Another account already uses this e-mail (admId ${admId}).`;

/** A free e-mail (among accounts not deleted or merged, as the unique index), a known country and partner. */
async function checkAccount(tx: Db, input: AccountInput, admId?: string) {
  const errors = new FieldErrors();
  const [[clash], [partner]] = await Promise.all([
    tx
      .select({ admId: accounts.admId })
      .from(accounts)
      .where(
        and(
          sql`lower(${accounts.email}) = ${input.email.toLowerCase()}`,
          isNull(accounts.deletedAt),
          isNull(accounts.mergedIntoAdmId),
          admId ? ne(accounts.admId, admId) : undefined,
        ),
      )
      .limit(1),
    input.partnerId
      ? tx.select({ id: partners.id }).from(partners).where(eq(partners.id, input.partnerId))
      : [{ id: 0 }],
  ]);
  if (clash) errors.add('email', emailTaken(clash.admId));
  if (input.countryCode && !isCountryCode(input.countryCode)) errors.add('countryCode', 'Not an ISO 3166-1 country.');
  if (!partner) errors.add('partnerId', 'No such partner.');
  errors.throwIfAny();
}

/** Two saves of one e-mail at once: the unique index refuses the second; say so as the check would. */
const orEmailTaken = (db: Db, email: string) => async (error: unknown) => {
  if (violatedUniqueIndex(error) === undefined) throw error;
  const [other] = await db
    .select({ admId: accounts.admId })
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = ${email}`, isNull(accounts.deletedAt), isNull(accounts.mergedIntoAdmId)));
  new FieldErrors().add('email', emailTaken(other?.admId ?? 'unknown')).throwIfAny();
  throw error;
};

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

export async function createAccount(ctx: RequestContext, input: AccountInput): Promise<AccountDetail> {
  const admId = await ctx
    .write(async (tx, audit) => {
      await checkAccount(tx, input);
      const values = { ...valuesOf(input), emailVerified: false };
      const [row] = await tx.insert(accounts).values(values).returning({ admId: accounts.admId });
      if (!row) throw new Error('insert returned no row');
      await audit({ action: 'accounts.create', entity: 'account', entityId: row.admId, after: values });
      await queueAccountEvent(tx, 'account.created', row.admId);
      return row.admId;
    })
    .catch(orEmailTaken(ctx.db, input.email));
  return getAccount(ctx.db, admId);
}

export async function updateAccount(ctx: RequestContext, admId: string, input: AccountUpdate): Promise<AccountDetail> {
  const { version, ...fields } = input;
  const id = admId.toLowerCase();
  await ctx
    .write(async (tx, audit) => {
      const before = await getAccount(tx, id);
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
