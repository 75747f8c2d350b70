// The face-to-face requirement of a trainer per calendar year: how many in-person classes are required,
// how many were completed (counted from classes, never typed), and an exemption with a reason and an end.
import type { TrainerF2fYear, TrainerF2fYearUpdate } from '@eco/contract';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import type { RequestContext } from '../../../platform/context.js';
import { conflict, notFound } from '../../../platform/errors.js';

/** A year with nothing stored reads as this many classes required, from the first licensed year on. */
export const DEFAULT_REQUIRED = 1;

/**
 * What a year with nothing stored requires: the requirement starts with the trainer's first licensed year
 * (the year of the earliest grant), so a year before it, or a trainer never licensed, requires nothing.
 */
export const defaultRequired = (year: number, firstLicensedYear: number | null) =>
  firstLicensedYear !== null && year >= firstLicensedYear ? DEFAULT_REQUIRED : 0;

/**
 * defaultRequired in SQL, for the statements that decide it for many trainers at once (the list's rows
 * and its Met / Not met filters): the same rule, and a test holds the two to the same answers. A null
 * first licensed year compares as null, which falls to 0.
 */
export const defaultRequiredSql = (year: SQLWrapper, firstLicensedYear: SQLWrapper) =>
  sql<number>`(case when ${year}::int >= ${firstLicensedYear} then ${sql.raw(String(DEFAULT_REQUIRED))} else 0 end)`;

/** The year of the trainer's earliest grant among the licenses held (null when none is held), in SQL. */
export const firstLicensedYearSql = (trainerId: SQLWrapper) =>
  sql<
    number | null
  >`(select min(extract(year from tl.granted_on))::int from trainer_license tl where tl.trainer_id = ${trainerId})`;

interface F2fRaw {
  year: number;
  required: number;
  completed: number;
  exempt_reason: string | null;
  exempt_until: string | null;
  version: number;
}

function yearOf(year: number, r: F2fRaw | undefined, today: string, firstLicensedYear: number | null): TrainerF2fYear {
  const required = r?.required ?? defaultRequired(year, firstLicensedYear);
  const completed = r?.completed ?? 0;
  const exemptUntil = r?.exempt_until ?? null;
  return {
    year,
    required,
    completed,
    remaining: Math.max(0, required - completed),
    status: completed >= required ? 'Met' : 'NotMet',
    exemptReason: r?.exempt_reason ?? null,
    exemptUntil,
    exempt: Boolean(r?.exempt_reason) && exemptUntil !== null && exemptUntil >= today,
    version: r?.version ?? null,
  };
}

const todayUtc = (now: Date) => now.toISOString().slice(0, 10);

const readRows = (db: Db, trainerId: number, years: readonly number[]) =>
  queryRows<F2fRaw>(
    db,
    sql`select year, required, completed, exempt_reason, exempt_until::text as exempt_until, version
        from trainer_f2f_year where trainer_id = ${trainerId}
        and year between ${Math.min(...years)} and ${Math.max(...years)}`,
  );

/** The prior, current and next year's requirement of a trainer (UTC years), oldest first. */
export async function readTrainerF2f(db: Db, trainerId: number, now = new Date()): Promise<TrainerF2fYear[]> {
  const year = now.getUTCFullYear();
  const years = [year - 1, year, year + 1];
  const rows = await readRows(db, trainerId, years);
  const first = await firstLicensedYear(db, trainerId);
  return years.map((y) =>
    yearOf(
      y,
      rows.find((r) => r.year === y),
      todayUtc(now),
      first,
    ),
  );
}

/** The year of the trainer's earliest grant among the licenses held, or null when none is held. */
async function firstLicensedYear(db: Db, trainerId: number): Promise<number | null> {
  const [row] = await queryRows<{ year: number | null }>(
    db,
    sql`select ${firstLicensedYearSql(sql`${trainerId}`)} as year`,
  );
  return row?.year ?? null;
}

/**
 * Saves a year's requirement and exemption. A year with nothing stored is created (version null); a
 * stored one is updated only at the version read, else 409. Completed is left to the count of classes.
 */
export async function updateF2fYear(ctx: RequestContext, admId: string, year: number, input: TrainerF2fYearUpdate) {
  const exemptReason = input.exemptReason ? input.exemptReason : null;
  const exemptUntil = exemptReason ? input.exemptUntil : null;
  return ctx.write(async (tx, audit) => {
    const [trainer] = await queryRows<{ id: number }>(
      tx,
      sql`select id from trainer where adm_id = ${admId.toLowerCase()} for update`,
    );
    if (!trainer) throw notFound('Trainer');
    const [before] = await readRows(tx, trainer.id, [year]);
    if ((before?.version ?? null) !== input.version) throw conflict();
    if (before) {
      await tx.execute(
        sql`update trainer_f2f_year set required = ${input.required}, exempt_reason = ${exemptReason},
              exempt_until = ${exemptUntil}, version = version + 1, updated_at = now()
            where trainer_id = ${trainer.id} and year = ${year}`,
      );
    } else {
      await tx.execute(
        sql`insert into trainer_f2f_year (trainer_id, year, required, completed, exempt_reason, exempt_until)
            values (${trainer.id}, ${year}, ${input.required}, ${await completedIn(tx, trainer.id, year)},
                    ${exemptReason}, ${exemptUntil})`,
      );
    }
    // Named with the year, so the trainer's history says which year changed (unchanged fields are dropped).
    const fields = (r: { required: number; exempt_reason: string | null; exempt_until: string | null }) => ({
      [`F2F ${year} required`]: r.required,
      [`F2F ${year} exemption reason`]: r.exempt_reason,
      [`F2F ${year} exempt until`]: r.exempt_until,
    });
    await audit({
      action: 'trainers.update-f2f-year',
      entity: 'trainer',
      entityId: trainer.id,
      before: before ? fields(before) : null,
      after: fields({ required: input.required, exempt_reason: exemptReason, exempt_until: exemptUntil }),
    });
    const [after] = await readRows(tx, trainer.id, [year]);
    return yearOf(year, after, todayUtc(new Date()), await firstLicensedYear(tx, trainer.id));
  });
}

/**
 * The in-person classes a trainer taught (as lead or co-trainer) that are Completed and ended in the
 * year: what counts towards the face-to-face requirement.
 */
const completedClasses = (year: number) => sql`
  select t.id as trainer_id, count(distinct c.id)::int as n
  from class c join class_trainer ct on ct.class_id = c.id join trainer t on t.adm_id = ct.adm_id
  where c.delivery_method = 'InPerson' and c.state = 'Completed'
    and c.end_date between make_date(${year}, 1, 1) and make_date(${year}, 12, 31)`;

async function completedIn(tx: Db, trainerId: number, year: number) {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`${completedClasses(year)} and t.id = ${trainerId} group by t.id`,
  );
  return row?.n ?? 0;
}

/**
 * Sets `completed` of every trainer's year from the classes, in two statements a year: years with classes
 * are written (a row is created where none was), years whose classes went away drop to 0. Only rows whose
 * count changed are written. Returns how many rows changed.
 */
export async function recountF2f(db: Db, years: readonly number[]): Promise<number> {
  let changed = 0;
  for (const year of years) {
    const written = await queryRows<{ trainer_id: number }>(
      db,
      sql`insert into trainer_f2f_year (trainer_id, year, completed)
          select trainer_id, ${year}, n from (${completedClasses(year)} group by t.id) counted
          on conflict (trainer_id, year) do update set completed = excluded.completed, updated_at = now()
          where trainer_f2f_year.completed <> excluded.completed
          returning trainer_id`,
    );
    const cleared = await queryRows<{ trainer_id: number }>(
      db,
      sql`update trainer_f2f_year f set completed = 0, updated_at = now()
          where f.year = ${year} and f.completed <> 0
            and not exists (select 1 from (${completedClasses(year)} group by t.id) counted
                            where counted.trainer_id = f.trainer_id)
          returning f.trainer_id`,
    );
    changed += written.length + cleared.length;
  }
  return changed;
}
