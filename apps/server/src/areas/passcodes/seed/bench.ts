// Bench codes: a million passcodes and 300,000 enrollment codes made in set-based SQL (generate_series),
// deterministic from the row number, with the spread of a real shop: orders of ten, partners, classes,
// suffixes, learners, and every state. Code values are a bijection of the row number (g · P mod 31^12),
// so they look random, never collide, and are the same on every run.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { CODE_ALPHABET } from '../../../kits/codes/code-values.js';
import { withoutSecondaryIndexes } from '../../../kits/seeding/bulk-load.js';

export interface BenchCodesSize {
  passcodes: number;
  enrollmentCodes: number;
}

const M = 31n ** 12n;
const suffixes = ['ACME', 'GLOBEX', 'Q1', 'Q2', 'Q3', 'Q4', 'UNI', 'EDU', 'GOV', 'PARTNER', 'PROMO', 'EMEA'];

/** SQL for the code of row number `g`: 12 characters of base 31 from (g + offset) · P mod 31^12. */
function codeSql(g: string, offset: number, multiplier: bigint) {
  const n = `(((${g} + ${offset})::numeric * ${multiplier}) % ${M})::bigint`;
  const digit = (k: number) => `substr('${CODE_ALPHABET}', ((n / ${31n ** BigInt(k)}) % 31)::int + 1, 1)`;
  const group = (from: number) => [from, from - 1, from - 2, from - 3].map(digit).join(' || ');
  return { n, text: `${group(11)} || '-' || ${group(7)} || '-' || ${group(3)}` };
}

/** A deterministic version-4-shaped UUID from text (md5 with the version and variant digits set). */
const uuidOf = (text: string) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

/** The bench learners' e-mails, as seedBenchAccounts makes them. */
const learner = (expr: string, accounts: number) =>
  `'learner' || (1 + (${expr}) % ${accounts}) || '@bench.example.com'`;

export async function seedBenchCodes(db: Db, size: BenchCodesSize, accounts: number) {
  await withoutSecondaryIndexes(db, ['passcode', 'enrollment_code'], (tx) => insertCodes(tx, size, accounts));
}

async function insertCodes(db: Db, size: BenchCodesSize, accounts: number) {
  const [catalogue] = await queryRows<{ skus: string[]; partners: number[]; courses: number[] }>(
    db,
    sql`select
      (select array_agg(sku order by id) from product where kind in ('assessment-attempt', 'class-seat')) as skus,
      (select array_agg(id order by id) from partner) as partners,
      (select array_agg(id order by id) from online_course where is_active) as courses`,
  );
  const skus = catalogue?.skus ?? [];
  const partnerIds = catalogue?.partners ?? [];
  const courses = catalogue?.courses ?? [];
  if (!skus.length || !partnerIds.length || !courses.length) throw new Error('Bench codes need the demo catalogue');
  const suffixArray = `array[${suffixes.map((s) => `'${s}'`).join(',')}]`;

  const pc = codeSql('g', 0, 604_462_909_807_314_587n);
  // Orders of ten codes; 60% through a partner; 40% for a class; 25% with a suffix. Per hundred codes:
  // 8 revoked, 30 redeemed (by the learner they were for), 5 switched off.
  await db.execute(
    sql.raw(`
    insert into passcode (code, suffix, sku, adm_id, class_id, student_email, order_number, order_email, partner_id,
                          is_active, is_revoked, revoked_reason, revoked_at, redeemed_at, redeemed_by_result_id,
                          batch_id, created_at, updated_at)
    select s.code || coalesce('-' || s.suffix, ''), s.suffix, s.sku, a.adm_id, s.class_id, s.student_email,
           s.order_number, s.order_email, s.partner_id,
           not (s.bucket < 8 or s.bucket between 38 and 42), s.bucket < 8,
           case when s.bucket < 8 then (array['Order refunded','Issued by mistake','Class cancelled'])[1 + s.o % 3] end,
           case when s.bucket < 8 then s.created_at + interval '2 days' end,
           case when s.bucket between 8 and 37 then s.created_at + interval '5 days' end,
           case when s.bucket between 8 and 37 then s.g end,
           ${uuidOf("'passcode-order-' || s.o")}, s.created_at, s.created_at
    from (
      select g, o, g % 100 as bucket, ${pc.text} as code,
             case when o % 4 = 0 then (${suffixArray})[1 + (o / 4) % ${suffixes.length}] end as suffix,
             (array[${skus.map((s) => `'${s}'`).join(',')}])[1 + o % ${skus.length}] as sku,
             case when o % 5 < 2 then 1 + (o * 13) % 19997 end as class_id,
             case when g % 10 < 7 or g % 100 between 8 and 37 then ${learner('g * 7', accounts)} end as student_email,
             'SO-' || lpad(o::text, 7, '0') as order_number,
             case when o % 5 < 3 then 'orders' || ((o * 7) % 4999) || '@partner' || (o % 97) || '.example.com'
                  else ${learner('o * 13', accounts)} end as order_email,
             case when o % 5 < 3 then (array[${partnerIds.join(',')}])[1 + o % ${partnerIds.length}] end as partner_id,
             now() - (${size.passcodes} - g) * interval '30 seconds' as created_at
      from (select g, (g - 1) / 10 + 1 as o, ${pc.n} as n from generate_series(1, ${size.passcodes}) as g) as rows
    ) as s
    left join account a on a.email = s.student_email and s.bucket between 8 and 37
    on conflict (code) do nothing`),
  );

  const ec = codeSql('g', 50_000_000, 318_751_246_925_167_963n);
  await db.execute(
    sql.raw(`
    insert into enrollment_code (code, suffix, online_course_id, user_adm_id, user_email, order_number, order_email,
                                 redeemed_at, is_revoked, revoked_reason, revoked_at, batch_id, created_at, updated_at)
    select s.code || coalesce('-' || s.suffix, ''), s.suffix, s.course, a.adm_id, s.user_email, s.order_number,
           s.order_email, case when s.bucket between 6 and 40 then s.created_at + interval '1 day' end,
           s.bucket < 8, case when s.bucket < 8 then 'Order refunded' end,
           case when s.bucket < 8 then s.created_at + interval '3 days' end,
           ${uuidOf("'enrollment-order-' || s.o")}, s.created_at, s.created_at
    from (
      select g, o, g % 100 as bucket, ${ec.text} as code,
             case when o % 5 = 0 then (${suffixArray})[1 + (o / 5) % ${suffixes.length}] end as suffix,
             (array[${courses.join(',')}])[1 + o % ${courses.length}] as course,
             case when g % 100 between 6 and 40 or g % 10 = 9 then ${learner('g * 11', accounts)} end as user_email,
             'WEB-' || lpad(o::text, 7, '0') as order_number,
             ${learner('o * 17', accounts)} as order_email,
             now() - (${size.enrollmentCodes} - g) * interval '100 seconds' as created_at
      from (select g, (g - 1) / 5 + 1 as o, ${ec.n} as n from generate_series(1, ${size.enrollmentCodes}) as g) as rows
    ) as s
    left join account a on a.email = s.user_email and s.bucket between 6 and 40
    on conflict (code) do nothing`),
  );
}
