// User interactions in bulk: audit events of the kinds the user-interaction report reads, spread evenly
// over a span of days in time order (ids ascend with time, as they do in life), made in one set-based
// statement from generate_series. The bench has five million over two years; the demo a few thousand
// sign-in events over three months (seed/demo.ts). Per thousand events: 600 sign-ins, 200
// sign-outs, 90 failed sign-ins (10 more with e-mails nobody has), 10 slowed, 20 reset e-mails sent and
// 20 resets, 15 verification e-mails and 20 verifications, 8 blocks, 4 unblocks, 2 deletions, 1 merge.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';

const userAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
];

/** Event kinds by bucket (0-999 of each thousand): [first bucket, action, entity]. */
const kinds: [number, string][] = [
  [0, 'identity.sign-in'],
  [600, 'identity.sign-out'],
  [800, 'identity.sign-in-failed'],
  [900, 'identity.sign-in-throttled'],
  [910, 'accounts.forgot-password'],
  [930, 'identity.password-reset'],
  [950, 'accounts.resend-verification'],
  [965, 'identity.email-verified'],
  [985, 'accounts.block'],
  [993, 'accounts.unblock'],
  [997, 'accounts.delete'],
  [999, 'accounts.merge'],
];

const actionOf = `case ${kinds
  .slice()
  .reverse()
  .map(([from, action]) => `when b >= ${from} then '${action}'`)
  .join(' ')} end`;

/**
 * Adds `count` interaction events about the accounts there are, evenly over the last `days` days; only
 * the sign-in pages' events unless `staffActions` (the demo's accounts are not blocked or deleted, so
 * their history must not say so). Runs in a transaction: the numbered accounts are a temporary table.
 */
export async function insertInteractionEvents(tx: Db, options: { count: number; days: number; staffActions: boolean }) {
  // The people the events are about, numbered, so each event picks one by arithmetic.
  await tx.execute(sql`create temporary table bench_person on commit drop as
    select row_number() over (order by id)::int as n, adm_id, email from account`);
  await tx.execute(sql`alter table bench_person add primary key (n)`);
  const [people] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from bench_person`);
  if (!people?.n) throw new Error('Interactions need the accounts seeded first');
  // In slices: each statement sorts and inserts a bounded number of rows (PGlite holds them in memory).
  for (let from = 1; from <= options.count; from += SLICE) {
    await insertInteractions(tx, options, people.n, { from, to: Math.min(options.count, from + SLICE - 1) });
  }
}

const SLICE = 500_000;

async function insertInteractions(
  db: Db,
  { count, days, staffActions }: { count: number; days: number; staffActions: boolean },
  people: number,
  slice: { from: number; to: number },
) {
  const agents = `array[${userAgents.map((a) => `'${a}'`).join(',')}]`;
  await db.execute(
    sql.raw(`
    insert into audit_event (at, actor_adm_id, actor_subject, action, entity, entity_id, after)
    select s.at,
           case when s.staffAction then s.staff when s.action not like 'identity.sign-in-%' then s.adm_id end,
           case when s.staffAction then s.staff::text when s.action not like 'identity.sign-in-%' then s.adm_id::text end,
           s.action, case when s.action like 'identity.sign-in-%' then 'sign-in' else 'account' end,
           case when s.action like 'identity.sign-in-%' then lower(s.email) else s.adm_id::text end,
           case s.action
             when 'identity.sign-in' then jsonb_build_object('email', s.email, 'address', s.address, 'userAgent', s.agent)
             when 'identity.sign-out' then jsonb_build_object('everywhere', s.g % 10 = 0, 'address', s.address, 'userAgent', s.agent)
             when 'identity.sign-in-failed' then jsonb_build_object('email', s.email, 'reason',
               case when s.known then 'wrong-password' else 'unknown-email' end,
               'admId', case when s.known then s.adm_id end, 'address', s.address, 'userAgent', s.agent)
             when 'identity.sign-in-throttled' then jsonb_build_object('email', s.email, 'limit', 'pair',
               'waitSeconds', 30 * (1 + s.g % 4), 'address', s.address, 'userAgent', s.agent)
             when 'identity.password-reset' then jsonb_build_object('address', s.address, 'userAgent', s.agent)
             when 'identity.email-verified' then jsonb_build_object('address', s.address, 'userAgent', s.agent)
             when 'accounts.block' then jsonb_build_object('isBlocked', true, 'reason',
               (array['Shared their account','Payment dispute','Requested by the learner'])[1 + s.g % 3])
             when 'accounts.unblock' then jsonb_build_object('isBlocked', false)
             when 'accounts.delete' then jsonb_build_object('reason', 'Asked to be forgotten')
             when 'accounts.merge' then jsonb_build_object('sourceAdmId', s.other)
             else '{}'::jsonb end
    from (
      select e.g, e.b, e.action, e.at, p.adm_id, e.action like 'accounts.%' as staffAction,
             not (e.action = 'identity.sign-in-failed' and e.b >= 890) as known,
             case when e.action = 'identity.sign-in-failed' and e.b >= 890
                  then 'no.such.person' || e.g || '@gmail.com' else p.email end as email,
             (1 + (e.g * 13) % 223) || '.' || (e.g * 7) % 256 || '.' || (e.g / 3) % 256 || '.' || (1 + e.g % 254)
               as address,
             (${agents})[1 + (e.g / 11) % ${userAgents.length}] as agent,
             staff.ids[1 + e.g % array_length(staff.ids, 1)] as staff, o.adm_id as other
      from (
        select g, b, ${actionOf} as action,
               now() - interval '${days} days' + (g::float8 / ${count}) * interval '${days} days' as at
        from (select g, (g::bigint * 389) % 1000 as b from generate_series(${slice.from}, ${slice.to}) as g) as numbered
      ) as e
      join bench_person p on p.n = 1 + (e.g::bigint * 7919) % ${people}
      join bench_person o on o.n = 1 + (e.g::bigint * 104729) % ${people}
      cross join (select array_agg(distinct adm_id) as ids from account_role) as staff
      ${staffActions ? '' : "where e.action not like 'accounts.%'"}
      order by e.g
    ) as s`),
  );
}
