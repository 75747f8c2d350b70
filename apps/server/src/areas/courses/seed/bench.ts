// The benchmark's catalogue and self-paced students: the demo catalogue extended to every language and
// currency, a market assignment for every ISO 3166 country, and a large number of enrollments made in
// one set-based statement (generate_series), so 500,000 rows take seconds.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { countries } from '../../../platform/iso.js';
import {
  benchCurrencies,
  courseSeeds,
  demoMarkets,
  type OnlineCourseSeed,
  onlineCourseSeeds,
} from './catalogue-data.js';
import { ensureCatalogue } from './demo.js';

const euro = 'AD AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MC ME MT NL PT SI SK SM VA XK'.split(' ');
const soldInEuro = 'BG CZ DK HU IS NO PL RO'.split(' ');
const ownCurrency: Record<string, string> = {
  GB: 'GBP',
  AU: 'AUD',
  JP: 'JPY',
  CA: 'CAD',
  CH: 'CHF',
  LI: 'CHF',
  SE: 'SEK',
  NZ: 'NZD',
  SG: 'SGD',
  IN: 'INR',
  BR: 'BRL',
  CN: 'CNY',
  ZA: 'ZAR',
};

export const currencyOfMarket = (code: string) =>
  ownCurrency[code] ?? (euro.includes(code) || soldInEuro.includes(code) ? 'EUR' : 'USD');

/** Every active course with an assessment gets an online course in each of the three languages. */
function benchOnlineCourses(): OnlineCourseSeed[] {
  const names = { en: '', ja: ' (Japanese)', zh: ' (Chinese)' } as const;
  const extra = courseSeeds
    .filter((c) => c.isActive !== false && c.assessment)
    .flatMap((c) =>
      (['en', 'ja', 'zh'] as const).map((languageId) => ({
        code: `${c.code}-OL${languageId === 'en' ? '' : `-${languageId.toUpperCase()}`}`,
        name: `${c.name} Online${names[languageId]}`,
        languageId,
        course: c.code,
        accessDays: 365,
      })),
    );
  return [...onlineCourseSeeds, ...extra.filter((e) => !onlineCourseSeeds.some((o) => o.code === e.code))];
}

export async function seedBenchCatalogue(db: Db) {
  const demo = new Map(demoMarkets.map((m) => [m.country, m]));
  await ensureCatalogue(db, {
    currencies: benchCurrencies,
    onlineCourses: benchOnlineCourses(),
    markets: countries.map(({ code }) => demo.get(code) ?? { country: code, currency: currencyOfMarket(code) }),
  });
}

/**
 * `count` enrollments of the bench learners in the active online courses: three in ten in the English
 * Scrum Master course, the rest spread evenly; start dates over the last three years; one in twenty
 * revoked. Learners and courses are numbered once and joined by number (hash joins, no per-row lookups).
 */
export async function seedBenchSelfPaced(db: Db, count: number) {
  const [sizes] = await queryRows<{ learners: number; courses: number; first: number }>(
    db,
    sql`select (select count(*)::int from account where email like 'learner%@bench.example.com') as learners,
               (select count(*)::int from online_course where is_active) as courses,
               (select id from online_course where code = 'PSM-OL') as first`,
  );
  if (!sizes?.learners || sizes.courses < 2 || !sizes.first) {
    throw new Error('Seed the bench accounts and catalogue first');
  }
  const spread = sizes.courses - 1;
  // hashint4(x) & 2147483647: a well-mixed non-negative int (abs() would overflow on the minimum).
  await bulkLoad(db, 'user_online_class', (tx) =>
    tx.execute(sql`
    insert into user_online_class (adm_id, online_course_id, start_date, end_date, is_revoked, revoked_reason, revoked_at)
    select l.adm_id, c.id, s.start_date, s.start_date + c.access_days,
           s.revoked, case when s.revoked then 'Refunded' end, case when s.revoked then s.start_date + 14 end
    from (
      select 1 + (hashint4(g) & 2147483647) % ${sizes.learners} as learner,
             case when g % 10 < 3 then 0 else 1 + (hashint4(g + 7) & 2147483647) % ${spread} end as course,
             current_date - (hashint4(g * 31) & 2147483647) % 1095 as start_date,
             (hashint4(g * 13) & 2147483647) % 20 = 0 as revoked
      from generate_series(1, ${count}) as g
    ) s
    join (select adm_id, row_number() over (order by id) as n from account
          where email like 'learner%@bench.example.com') l on l.n = s.learner
    join (select id, access_days, 0::bigint as n from online_course where id = ${sizes.first}
          union all
          select id, access_days, row_number() over (order by id) from online_course
          where is_active and id <> ${sizes.first}) c on c.n = s.course`),
  );
}

/**
 * Loads a table in bulk the way PostgreSQL likes it: its secondary indexes and foreign keys are dropped,
 * the rows inserted, then the indexes rebuilt (sorted builds) and the keys re-validated in one pass each.
 * The definitions are read from the catalog, so the schema stays the one source of truth. One
 * transaction: a failure leaves the table as it was. For seeding only (it locks the table).
 */
async function bulkLoad(db: Db, table: string, load: (tx: Db) => Promise<unknown>) {
  await db.transaction(async (t) => {
    const tx = t as Db;
    const indexes = await queryRows<{ name: string; def: string }>(
      tx,
      sql`select i.indexname as name, i.indexdef as def from pg_indexes i
          where i.schemaname = current_schema() and i.tablename = ${table}
            and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    const keys = await queryRows<{ name: string; def: string }>(
      tx,
      sql`select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
          where conrelid = ${table}::regclass and contype = 'f'`,
    );
    const quoted = sql.identifier(table);
    for (const k of keys) await tx.execute(sql`alter table ${quoted} drop constraint ${sql.identifier(k.name)}`);
    for (const i of indexes) await tx.execute(sql`drop index ${sql.identifier(i.name)}`);
    await load(tx);
    for (const i of indexes) await tx.execute(sql.raw(i.def));
    for (const k of keys) {
      await tx.execute(sql`alter table ${quoted} add constraint ${sql.identifier(k.name)} ${sql.raw(k.def)}`);
    }
  });
}
