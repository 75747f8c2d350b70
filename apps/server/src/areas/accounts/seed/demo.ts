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

type Rnd = ReturnType<typeof prng>;

interface Country {
  code: string;
  first: string[];
  last: string[];
  domains: string[];
  /** First two octets of the consumer networks addresses come from. */
  networks: string[];
  language: 'en' | 'zh' | 'ja' | null;
  phone: string;
}

const countries: Country[] = [
  {
    code: 'US',
    first: ['Emily', 'Michael', 'Jessica', 'David', 'Ashley', 'Chris', 'Megan', 'Tyler', 'Brianna', 'Jordan'],
    last: ['Johnson', 'Miller', 'Davis', 'Rodriguez', 'Wilson', 'Anderson', 'Thompson', 'Moore', 'Jackson', 'Lee'],
    domains: ['gmail.example', 'outlook.example', 'acme-insurance.example', 'northwind.example'],
    networks: ['73.162', '24.5', '98.207', '174.63'],
    language: 'en',
    phone: '+1 512 555 ',
  },
  {
    code: 'GB',
    first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Poppy', 'Jack', 'Freya', 'Alfie', 'Imogen'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Evans', 'Walker', 'Wright', 'Hughes', 'Edwards', 'Clarke'],
    domains: ['btinternet.example', 'gmail.example', 'fintech-ldn.example'],
    networks: ['81.154', '86.13', '92.40'],
    language: 'en',
    phone: '+44 20 7946 ',
  },
  {
    code: 'DE',
    first: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Hannah', 'Maximilian', 'Sophie', 'Paul', 'Marie'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Koch'],
    domains: ['web.example', 'gmx.example', 'autowerk.example'],
    networks: ['84.150', '91.64', '217.229'],
    language: 'en',
    phone: '+49 30 901820',
  },
  {
    code: 'NL',
    first: ['Daan', 'Emma', 'Sem', 'Julia', 'Lucas', 'Tess', 'Milan', 'Sanne', 'Bram', 'Fleur'],
    last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos'],
    domains: ['ziggo.example', 'kpn-mail.example', 'bank-nl.example'],
    networks: ['83.160', '145.53', '77.170'],
    language: 'en',
    phone: '+31 20 555 ',
  },
  {
    code: 'IN',
    first: ['Aarav', 'Ananya', 'Vihaan', 'Diya', 'Arjun', 'Isha', 'Rohan', 'Kavya', 'Aditya', 'Priya'],
    last: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Gupta', 'Nair', 'Menon', 'Singh', 'Kulkarni', 'Rao'],
    domains: ['gmail.example', 'rediffmail.example', 'infosoft.example'],
    networks: ['49.36', '117.196', '106.51'],
    language: 'en',
    phone: '+91 80 4000 ',
  },
  {
    code: 'JP',
    first: ['Haruto', 'Yui', 'Sota', 'Hina', 'Ren', 'Aoi', 'Yuto', 'Sakura', 'Kaito', 'Mei'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato'],
    domains: ['docomo.example', 'yahoo-jp.example', 'denki.example'],
    networks: ['126.15', '153.206', '180.15'],
    language: 'ja',
    phone: '+81 3 5555 ',
  },
  {
    code: 'CN',
    first: ['Wei', 'Fang', 'Jun', 'Li', 'Hao', 'Xin', 'Yang', 'Min', 'Lei', 'Ying'],
    last: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou'],
    domains: ['qq.example', '163.example', 'techcn.example'],
    networks: ['114.88', '223.104', '36.110'],
    language: 'zh',
    phone: '+86 10 5555 ',
  },
  {
    code: 'BR',
    first: ['Gabriel', 'Júlia', 'Lucas', 'Beatriz', 'Mateus', 'Larissa', 'Rafael', 'Camila', 'Pedro', 'Mariana'],
    last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento', 'Lima'],
    domains: ['uol.example', 'gmail.example', 'banco-br.example'],
    networks: ['177.92', '189.6', '201.17'],
    language: 'en',
    phone: '+55 11 5555 ',
  },
  {
    code: 'AU',
    first: ['Jack', 'Charlotte', 'William', 'Olivia', 'Noah', 'Mia', 'Thomas', 'Chloe', 'Lachlan', 'Ruby'],
    last: ['Smith', 'Nguyen', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Martin', 'White', 'Kelly', 'Ryan'],
    domains: ['bigpond.example', 'gmail.example', 'minerals-au.example'],
    networks: ['101.188', '120.17', '58.96'],
    language: 'en',
    phone: '+61 2 5550 ',
  },
  {
    code: 'CA',
    first: ['Liam', 'Emma', 'Ethan', 'Olivia', 'Logan', 'Chloé', 'Nathan', 'Léa', 'Owen', 'Ava'],
    last: ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'MacDonald', 'Campbell', 'Wong', 'Singh'],
    domains: ['rogers.example', 'videotron.example', 'maple-bank.example'],
    networks: ['99.224', '142.113', '70.48'],
    language: 'en',
    phone: '+1 416 555 ',
  },
  {
    code: 'FR',
    first: ['Louis', 'Camille', 'Hugo', 'Manon', 'Arthur', 'Inès', 'Jules', 'Léa', 'Théo', 'Chloé'],
    last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau'],
    domains: ['orange.example', 'free.example', 'assur-fr.example'],
    networks: ['90.24', '82.64', '176.150'],
    language: 'en',
    phone: '+33 1 70 55 ',
  },
  {
    code: 'SG',
    first: ['Wei Ling', 'Jun Jie', 'Hui Min', 'Kai', 'Siti', 'Arjun', 'Mei Ling', 'Darren', 'Nur', 'Ethan'],
    last: ['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Koh', 'Teo'],
    domains: ['singnet.example', 'gmail.example', 'port-logistics.example'],
    networks: ['116.86', '175.156', '202.156'],
    language: 'en',
    phone: '+65 6555 ',
  },
];

const userAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
];

const blockReasons = [
  'Shared one seat among a whole team (three sign-ins from different cities within an hour)',
  'Payment charged back on the class order; blocked until finance clears it',
  'Asked us to lock the account while they report a phishing e-mail',
  'Sat the assessment for a colleague (proctoring report 2024-117)',
  'Abusive messages to a trainer; under review by the support lead',
  'Duplicate of another account; awaiting a merge',
];

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
