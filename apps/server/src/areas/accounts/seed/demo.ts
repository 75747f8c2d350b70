// Demo accounts: a few hundred people as a training provider knows them (learners, trainers and a few
// staff) across countries, with names of their country, most brought by a partner of their country,
// some not yet verified, a few blocked with the reason support gave, and three months of sign-in
// history each from their own devices and addresses (sign-ins, sign-outs, now and then a wrong
// password), with last_sign_in_at set to match. Deterministic (one seeded generator), and bulk inserts.
// Runs after the other demo seeders: it also sets last_sign_in_at of the accounts they made from the
// sign-ins already in the trail.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accountRoles, accounts, auditEvents, partners } from '../../../db/schema/index.js';
import { prng } from '../../../kits/seeding/prng.js';
import { foldAccents } from '../../../platform/ascii.js';
import { seedDemoAccountActions } from './demo-actions.js';
import { blockReasons, type Country, countries, userAgents } from './people-data.js';

type Rnd = ReturnType<typeof prng>;

type Kind = 'learner' | 'trainer' | 'staff';

/** How many of each: learners most, then trainers, and a few staff of the business. */
const MIX: [Kind, number][] = [
  ['learner', 260],
  ['trainer', 36],
  ['staff', 14],
];

const DAY = 86_400_000;
const ascii = (s: string) =>
  foldAccents(s)
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

interface Person {
  values: typeof accounts.$inferInsert;
  kind: Kind;
  country: Country;
  /** Sign-ins over the last 90 days (0: never signed in). */
  signIns: number;
}

function personOf(rnd: Rnd, kind: Kind, i: number, partnerIds: Map<string, number[]>, anyPartners: number[]): Person {
  const country = rnd.pick(countries);
  const firstName = rnd.pick(country.first);
  const lastName = rnd.pick(country.last);
  const domain =
    kind === 'trainer'
      ? rnd.pick(['agile-coaching.example', 'scrum-studio.example', `${ascii(lastName)}-consulting.example`])
      : kind === 'staff'
        ? 'eco-training.example'
        : rnd.pick(country.domains);
  // Staff addresses follow the company's rule; people choose their own.
  const local =
    kind === 'staff'
      ? `${ascii(firstName)}.${ascii(lastName)}`
      : rnd.pick([
          `${ascii(firstName)}.${ascii(lastName)}`,
          `${ascii(firstName)[0]}${ascii(lastName)}`,
          `${ascii(firstName)}${ascii(lastName)[0]}${rnd.int(1, 99)}`,
        ]);
  const own = partnerIds.get(country.code) ?? [];
  // Learners mostly come through a partner of their country; trainers deliver for one; staff belong to none.
  const withPartner = kind !== 'staff' && rnd.next() < (kind === 'trainer' ? 0.8 : 0.6);
  const partnerId = withPartner ? rnd.pick(own.length > 0 ? own : anyPartners) : null;
  const verified = kind !== 'learner' || rnd.next() > 0.12;
  const created = Date.now() - rnd.int(95, 900) * DAY - rnd.int(0, DAY);
  return {
    kind,
    country,
    signIns: !verified ? 0 : kind === 'staff' ? rnd.int(25, 60) : rnd.next() < 0.15 ? 0 : rnd.int(1, 18),
    values: {
      // A number keeps two people of the same name apart, as real address books do.
      email: `${local}${i % 7 === 0 ? i : ''}@${domain}`,
      firstName,
      lastName,
      countryCode: country.code,
      partnerId,
      preferredLanguage: rnd.next() < 0.7 ? country.language : null,
      phone: rnd.next() < 0.45 ? `${country.phone}${String(rnd.int(0, 9999)).padStart(4, '0')}` : null,
      emailVerified: verified,
      createdAt: new Date(created),
      updatedAt: new Date(created),
    },
  };
}

/** A person's own devices and addresses: one to three networks at home and work, one or two browsers. */
function devicesOf(rnd: Rnd, country: Country) {
  const addresses = Array.from(
    { length: rnd.int(1, 3) },
    () => `${rnd.pick(country.networks)}.${rnd.int(0, 255)}.${rnd.int(1, 254)}`,
  );
  const agents = Array.from({ length: rnd.int(1, 2) }, () => rnd.pick(userAgents));
  return { address: () => rnd.pick(addresses), agent: () => rnd.pick(agents) };
}

type AuditRow = typeof auditEvents.$inferInsert;

/** A person's sign-in history over the last 90 days, oldest first, and when they last signed in. */
function historyOf(rnd: Rnd, p: Person, admId: string): { events: AuditRow[]; last: Date | null } {
  const events: AuditRow[] = [];
  const devices = devicesOf(rnd, p.country);
  const email = p.values.email;
  const times = Array.from({ length: p.signIns }, () => Date.now() - rnd.int(0, 90 * DAY)).sort((a, b) => a - b);
  for (const t of times) {
    const address = devices.address();
    const userAgent = devices.agent();
    const at = new Date(t);
    // Now and then a mistyped password first, from the same browser a minute earlier.
    if (rnd.next() < 0.08) {
      events.push({
        at: new Date(t - rnd.int(20, 120) * 1000),
        action: 'identity.sign-in-failed',
        entity: 'sign-in',
        entityId: email.toLowerCase(),
        after: { email, reason: 'wrong-password', admId, address, userAgent },
      });
    }
    events.push({
      at,
      actorAdmId: admId,
      actorSubject: admId,
      action: 'identity.sign-in',
      entity: 'account',
      entityId: admId,
      after: { email, address, userAgent },
    });
    if (rnd.next() < 0.3) {
      events.push({
        at: new Date(t + rnd.int(10, 240) * 60_000),
        actorAdmId: admId,
        actorSubject: admId,
        action: 'identity.sign-out',
        entity: 'account',
        entityId: admId,
        after: { everywhere: false, address, userAgent },
      });
    }
  }
  return { events, last: times.length > 0 ? new Date(times[times.length - 1] as number) : null };
}

async function partnersByCountry(tx: Db) {
  const rows = await tx
    .select({ id: partners.id, countryCode: partners.countryCode })
    .from(partners)
    .where(eq(partners.isActive, true));
  const byCountry = new Map<string, number[]>();
  for (const r of rows)
    if (r.countryCode) byCountry.set(r.countryCode, [...(byCountry.get(r.countryCode) ?? []), r.id]);
  return { byCountry, all: rows.map((r) => r.id) };
}

/** A few blocked accounts, by support, with the reason they gave. */
async function blockSome(tx: Db, rnd: Rnd, admIds: string[]) {
  const [support] = await tx
    .select({ admId: accounts.admId })
    .from(accounts)
    .where(eq(accounts.email, 'support@example.com'));
  for (const [n, reason] of blockReasons.entries()) {
    const admId = admIds[(n * 37 + 11) % admIds.length] as string;
    // Blocked after their last sign-in (a blocked account cannot sign in), a day or so later.
    const [seen] = await tx.select({ at: accounts.lastSignInAt }).from(accounts).where(eq(accounts.admId, admId));
    const after = seen?.at?.getTime() ?? Date.now() - rnd.int(5, 60) * DAY;
    const at = new Date(Math.min(Date.now() - 3_600_000, after + rnd.int(2, 40) * 3_600_000));
    await tx
      .update(accounts)
      .set({ isBlocked: true, blockedReason: reason, blockedAt: at, blockedBy: support?.admId ?? null })
      .where(eq(accounts.admId, admId));
    await tx.insert(auditEvents).values({
      at,
      actorAdmId: support?.admId ?? null,
      actorSubject: support?.admId ?? null,
      action: 'accounts.block',
      entity: 'account',
      entityId: admId,
      after: { isBlocked: true, reason },
    });
  }
}

/** Staff of the business hold a role: support for most, the classes team for the rest. */
async function grantStaffRoles(tx: Db, staff: string[]) {
  if (staff.length === 0) return;
  await tx
    .insert(accountRoles)
    .values(staff.map((admId, i) => ({ admId, roleKey: i % 3 === 2 ? 'classes-admin' : 'support' })))
    .onConflictDoNothing();
}

export async function seedDemoAccounts(tx: Db) {
  const rnd = prng(20_261_124);
  const { byCountry, all } = await partnersByCountry(tx);
  const people = MIX.flatMap(([kind, n]) =>
    Array.from({ length: n }, (_, i) => personOf(rnd, kind, i, byCountry, all)),
  );
  // Two people may draw the same address: the first keeps it (the e-mail is unique among live accounts).
  const taken = new Set((await tx.select({ email: accounts.email }).from(accounts)).map((a) => a.email.toLowerCase()));
  const unique = people.filter(
    (p) => !taken.has(p.values.email.toLowerCase()) && taken.add(p.values.email.toLowerCase()),
  );
  const rows = await tx
    .insert(accounts)
    .values(unique.map((p) => p.values))
    .returning({ admId: accounts.admId });
  const admIds = rows.map((r) => r.admId);

  const events: AuditRow[] = [];
  const lastSignIns: { admId: string; at: Date }[] = [];
  unique.forEach((p, i) => {
    const admId = admIds[i] as string;
    const { events: own, last } = historyOf(rnd, p, admId);
    events.push(...own);
    if (last) lastSignIns.push({ admId, at: last });
  });
  // The trail in time order, as it would have been written (ids ascend with time).
  events.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
  for (let i = 0; i < events.length; i += 1_000) await tx.insert(auditEvents).values(events.slice(i, i + 1_000));

  await syncLastSignIns(tx, lastSignIns);
  await blockSome(
    tx,
    rnd,
    admIds.filter((_, i) => unique[i]?.kind === 'learner'),
  );
  await grantStaffRoles(
    tx,
    admIds.filter((_, i) => unique[i]?.kind === 'staff'),
  );
}

/** last_sign_in_at of these accounts, and of every other account from the sign-ins in the trail. */
async function syncLastSignIns(tx: Db, known: { admId: string; at: Date }[]) {
  if (known.length > 0) {
    const values = sql.join(
      known.map((k) => sql`(${k.admId}::uuid, ${k.at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await tx.execute(sql`update account a set last_sign_in_at = v.at
      from (values ${values}) as v(adm_id, at) where a.adm_id = v.adm_id`);
  }
  // The accounts above already have theirs: only the ones still without one are read from the trail.
  await tx.execute(sql`update account a set last_sign_in_at = s.at
    from (select entity_id, max(at) as at from audit_event
          where entity = 'account' and action = 'identity.sign-in' group by entity_id) as s
    where a.adm_id::text = s.entity_id and a.last_sign_in_at is null`);
}

/** The accounts' demo rows: the demo people with their sign-in history, then their pending e-mails. */
export async function seedAccountsDemo(tx: Db) {
  await seedDemoAccounts(tx);
  // A pending password reset and verification e-mail for demo learners: after the accounts.
  await seedDemoAccountActions(tx);
}
