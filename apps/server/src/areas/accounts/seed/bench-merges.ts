// Bench data for account merges: pairs of accounts (merge-source-<i>, merge-destination-<i>) that each
// own `records` records spread over the owned tables (passcodes, enrollment codes, self-paced
// enrollments), with roles, a sign-in identity and saved filters, one role and one filter name
// clashing, so a merge does every kind of move.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

export const mergeBenchEmail = (side: 'source' | 'destination', i: number) => `merge-${side}-${i}@bench.example.com`;

export async function seedMergePairs(db: Db, pairs: number, records = 1000) {
  const passcodes = Math.round(records * 0.4);
  const enrollmentCodes = Math.round(records * 0.3);
  const selfPaced = records - passcodes - enrollmentCodes;
  await db.execute(sql`
    insert into account (email, first_name, last_name, email_verified)
    select 'merge-' || side || '-' || g || '@bench.example.com', 'Merge', initcap(side) || ' ' || g, true
    from generate_series(1, ${pairs}) g, unnest(array['source', 'destination']) side
    on conflict do nothing`);
  // The pairs' accounts, each once, with a number for unique codes.
  const people = sql`(select adm_id, email, row_number() over (order by email) as n from account
                      where email like 'merge-%@bench.example.com') p`;
  await db.execute(sql`
    insert into passcode (code, sku, adm_id, student_email)
    select 'MB' || p.n || '-' || g, 'SKU-MERGE-BENCH', p.adm_id, p.email
    from ${people}, generate_series(1, ${passcodes}) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into enrollment_code (code, online_course_id, user_adm_id, user_email)
    select 'MBE' || p.n || '-' || g, (select min(id) from online_course), p.adm_id, p.email
    from ${people}, generate_series(1, ${enrollmentCodes}) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into user_online_class (adm_id, online_course_id, start_date, end_date)
    select p.adm_id, (select min(id) from online_course), current_date - g, current_date - g + 365
    from ${people}, generate_series(1, ${selfPaced}) g
    where not exists (select 1 from user_online_class u where u.adm_id = p.adm_id)`);
  await db.execute(sql`
    insert into account_role (adm_id, role_key)
    select p.adm_id, r from ${people}, unnest(array['support', 'grader']) r
    where r = 'support' or p.email like 'merge-source-%'
    on conflict do nothing`);
  await db.execute(sql`
    insert into identity_link (issuer, subject, adm_id)
    select 'https://sso.bench.example.com', p.email, p.adm_id from ${people}
    on conflict do nothing`);
  await db.execute(sql`
    insert into saved_filter (owner, list, name, params)
    select p.adm_id::text, '/passcodes', f, '{}'::jsonb from ${people}, unnest(array['Mine', 'Revoked']) f
    where f = 'Mine' or p.email like 'merge-source-%'
    on conflict do nothing`);
}
