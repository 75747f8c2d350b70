// Who is calling: the account behind a verified token and the capabilities its roles grant. Resolved
// principals are kept per instance, but each call first re-reads the account's stamp (one indexed row),
// so a role change, block, delete or merge made on any instance applies to the person's next call.
import { type Capability, capabilities } from '@eco/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../db/client.js';
import { accountRoles, accounts, identityLinks, roles } from '../db/schema/index.js';
import type { VerifiedToken } from './auth.js';

export interface Principal {
  issuer: string;
  subject: string;
  /** Null for a subject with no account: it holds no capability. */
  account: { admId: string; email: string; firstName: string; lastName: string } | null;
  capabilities: ReadonlySet<Capability>;
}

interface AccountRow {
  admId: string;
  email: string;
  firstName: string;
  lastName: string;
  caps: string[];
  stamp: string;
}

/** A resolved principal with what it was resolved from, to tell later whether it still holds. */
interface Resolved {
  principal: Principal;
  /** The account behind the token, also when it cannot act now (blocked): its stamp says when it can. */
  admId: string | undefined;
  /** stampOf the account when it was read; null when it was not live. */
  stamp: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a principal depends on, in one short text: the account's version (bumped by every versioned
 * change, block included), its role keys (whatever changed them, a merge too) and when the role
 * definitions last changed (synced at each start). Read with one index lookup per request, on every
 * instance, so a change made through any instance applies to the person's next call everywhere.
 */
const stampOf = (a: SQL) => sql`${a}.version::text
  || ':' || coalesce((select string_agg(sr.role_key, ',' order by sr.role_key)
                      from ${accountRoles} sr where sr.adm_id = ${a}.adm_id), '')
  || ':' || coalesce((select max(rd.updated_at)::text from ${roles} rd), '')`;

const liveAccount = (a: SQL) =>
  sql`not ${a}.is_blocked and ${a}.deleted_at is null and ${a}.merged_into_adm_id is null`;

const stampQuery = new PgDialect().sqlToQuery(
  sql`select ${stampOf(sql.raw('a'))} as stamp from ${accounts} a
      where a.adm_id = ${sql.placeholder('admId')} and ${liveAccount(sql.raw('a'))}`,
);

export interface PrincipalResolverOptions {
  /** The embedded provider's issuer, whose subjects are admIds; undefined with an external one. */
  embeddedIssuer: string | undefined;
  /**
   * How long a resolved principal is kept (ms). Kept ones are checked against the account's stamp on
   * every call, so this delays nothing about accounts; it only bounds how long a subject without an
   * account (an external issuer's, before its link exists) is remembered as such.
   */
  cacheMs: number;
}

export function createPrincipalResolver(db: Db, options: PrincipalResolverOptions) {
  const cache = new Map<string, { at: number; value: Promise<Resolved> }>();
  const a = sql.raw('a');

  async function load(token: VerifiedToken): Promise<Resolved> {
    const admId = await findAdmId(db, token, options.embeddedIssuer);
    if (!admId) return { principal: { ...token, account: null, capabilities: new Set() }, admId, stamp: null };
    const rows = await queryRows<AccountRow>(
      db,
      sql`
      select a.adm_id as "admId", a.email, a.first_name as "firstName", a.last_name as "lastName",
             coalesce(array_agg(distinct c.cap) filter (where c.cap is not null), '{}') as caps,
             ${stampOf(a)} as stamp
      from ${accounts} a
      left join ${accountRoles} ar on ar.adm_id = a.adm_id
      left join ${roles} r on r.key = ar.role_key
      left join lateral unnest(r.capabilities) as c(cap) on true
      where a.adm_id = ${admId} and ${liveAccount(a)}
      group by a.id`,
    );
    const row = rows[0];
    if (!row) return { principal: { ...token, account: null, capabilities: new Set() }, admId, stamp: null };
    const held = new Set(row.caps.filter((c): c is Capability => capabilities.includes(c as Capability)));
    const { caps: _caps, stamp, ...account } = row;
    return { principal: { ...token, account, capabilities: held }, admId, stamp };
  }

  let stampStatement: PgPreparedQuery<PreparedQueryConfig> | undefined;
  /** The account's stamp now, or null when it is not live (blocked, deleted, merged away). */
  async function currentStamp(admId: string): Promise<string | null> {
    // Every authenticated call runs it: prepared once, no statement built per call.
    stampStatement ??= db._.session.prepareQuery(stampQuery, undefined, 'principal_stamp', false);
    const result = (await stampStatement.execute({ admId })) as { rows: { stamp: string }[] };
    return result.rows[0]?.stamp ?? null;
  }

  /** A kept principal, if it is still what the database says (a fresh read of the stamp, every call). */
  async function stillValid(entry: { at: number; value: Promise<Resolved> } | undefined) {
    if (!entry) return undefined;
    const kept = await entry.value.catch(() => undefined);
    if (!kept) return undefined;
    // No account to stamp (an external subject not linked yet): remembered for cacheMs only.
    if (kept.admId === undefined) return Date.now() - entry.at < options.cacheMs ? kept.principal : undefined;
    return (await currentStamp(kept.admId)) === kept.stamp ? kept.principal : undefined;
  }

  return {
    async resolve(token: VerifiedToken): Promise<Principal> {
      const key = `${token.issuer} ${token.subject}`;
      const valid = await stillValid(cache.get(key));
      if (valid) return valid;
      const value = load(token);
      value.catch(() => cache.delete(key));
      if (cache.size > 10_000) cache.clear();
      cache.set(key, { at: Date.now(), value });
      return (await value).principal;
    },
  };
}

export type PrincipalResolver = ReturnType<typeof createPrincipalResolver>;

async function findAdmId(db: Db, token: VerifiedToken, embeddedIssuer: string | undefined) {
  if (token.issuer === embeddedIssuer && UUID.test(token.subject)) return token.subject;
  const [link] = await db
    .select({ admId: identityLinks.admId })
    .from(identityLinks)
    .where(and(eq(identityLinks.issuer, token.issuer), eq(identityLinks.subject, token.subject)));
  return link?.admId;
}
