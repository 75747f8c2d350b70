// Who is calling: the account behind a verified token and the capabilities its roles grant.
import { type Capability, capabilities } from '@eco/contract';
import { and, eq, sql } from 'drizzle-orm';
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
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PrincipalResolverOptions {
  /** The embedded provider's issuer, whose subjects are admIds; undefined with an external one. */
  embeddedIssuer: string | undefined;
  /** How long a resolved principal is reused (ms). A cache only: each instance keeps its own. */
  cacheMs: number;
}

export function createPrincipalResolver(db: Db, options: PrincipalResolverOptions) {
  const cache = new Map<string, { at: number; value: Promise<Principal> }>();

  async function load(token: VerifiedToken): Promise<Principal> {
    const admId = await findAdmId(db, token, options.embeddedIssuer);
    if (!admId) return { ...token, account: null, capabilities: new Set() };
    const rows = await queryRows<AccountRow>(
      db,
      sql`
      select a.adm_id as "admId", a.email, a.first_name as "firstName", a.last_name as "lastName",
             coalesce(array_agg(distinct c.cap) filter (where c.cap is not null), '{}') as caps
      from ${accounts} a
      left join ${accountRoles} ar on ar.adm_id = a.adm_id
      left join ${roles} r on r.key = ar.role_key
      left join lateral unnest(r.capabilities) as c(cap) on true
      where a.adm_id = ${admId} and not a.is_blocked and a.deleted_at is null
      group by a.id`,
    );
    const row = rows[0];
    if (!row) return { ...token, account: null, capabilities: new Set() };
    const held = new Set(row.caps.filter((c): c is Capability => capabilities.includes(c as Capability)));
    const { caps: _caps, ...account } = row;
    return { ...token, account, capabilities: held };
  }

  return {
    resolve(token: VerifiedToken): Promise<Principal> {
      const key = `${token.issuer} ${token.subject}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < options.cacheMs) return hit.value;
      const value = load(token);
      value.catch(() => cache.delete(key));
      if (cache.size > 10_000) cache.clear();
      cache.set(key, { at: Date.now(), value });
      return value;
    },
    /** Forget a cached principal after its roles change, so this instance applies it at once. */
    forget(admId: string) {
      for (const [key, entry] of cache) {
        void entry.value.then((p) => p.account?.admId === admId && cache.delete(key));
      }
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
