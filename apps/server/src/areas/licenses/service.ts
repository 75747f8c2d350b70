// Licenses: the paged list with the courses each allows, one license, versioned and audited changes,
// and deletion refused while anything holds the license.
import {
  type LicenseDetail,
  type LicenseRow,
  type licenseInput,
  type licenseListQuery,
  licenseRefusals,
} from '@eco/contract';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.js';
import { courses, licenseCourses, licenses } from '../../db/schema/index.js';
import { offsetOf } from '../../kits/lists/paging.js';
import { orderOf } from '../../kits/lists/sorting.js';
import { textMatch } from '../../kits/search/text-match.js';
import type { RequestContext } from '../../platform/context.js';
import { violatedUniqueIndex } from '../../platform/db-errors.js';
import { conflict, notFound, refuse } from '../../platform/errors.js';
import { FieldErrors } from '../../platform/field-errors.js';
import { inTurn } from '../../platform/in-turn.js';
import { updateVersioned } from '../../platform/versioning.js';
import { writeHolderStates } from '../trainers/public.js';
import { heldByTrainers, requiredByCourses } from './holders.js';

type LicenseInput = z.output<typeof licenseInput>;
type LicenseListQuery = z.output<typeof licenseListQuery>;

const rowColumns = {
  id: licenses.id,
  name: licenses.name,
  renewalMonths: licenses.renewalMonths,
  isActive: licenses.isActive,
  requiredByCourseCount: sql<number>`(select count(*)::int from course c where c.required_license_id = "license"."id")`,
  updatedAt: licenses.updatedAt,
};

const sortColumns = {
  name: sql`lower(${licenses.name})`,
  renewalMonths: licenses.renewalMonths,
  isActive: licenses.isActive,
  updatedAt: licenses.updatedAt,
};

function whereOf(q: LicenseListQuery) {
  const terms: (SQL | undefined)[] = [];
  if (q.search) terms.push(textMatch(licenses.name, q.search, false));
  if (q.isActive !== undefined) terms.push(eq(licenses.isActive, q.isActive));
  if (q.courseId !== undefined) {
    terms.push(
      sql`exists (select 1 from license_course lc where lc.license_id = "license"."id" and lc.course_id = ${q.courseId})`,
    );
  }
  return and(...terms);
}

/** The courses each license allows, for a page of licenses in one query. */
async function allowedCourses(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, LicenseRow['courses']>();
  const rows = await db
    .select({ licenseId: licenseCourses.licenseId, id: courses.id, code: courses.code, name: courses.name })
    .from(licenseCourses)
    .innerJoin(courses, eq(courses.id, licenseCourses.courseId))
    .where(inArray(licenseCourses.licenseId, ids))
    .orderBy(asc(sql`lower(${courses.code})`));
  const byLicense = new Map<number, LicenseRow['courses']>();
  for (const { licenseId, ...course } of rows) byLicense.set(licenseId, [...(byLicense.get(licenseId) ?? []), course]);
  return byLicense;
}

export async function listLicenses(db: Db, q: LicenseListQuery) {
  const where = whereOf(q);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(licenses)
      .where(where)
      .orderBy(...orderOf(sortColumns, q.sortBy, q.sortDescending, licenses.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(licenses).where(where),
  ]);
  const allowed = await allowedCourses(
    db,
    rows.map((r) => r.id),
  );
  const results: LicenseRow[] = rows.map((r) => ({
    ...r,
    courses: allowed.get(r.id) ?? [],
    updatedAt: r.updatedAt.toISOString(),
  }));
  return { results, totalRowCount: total?.n ?? 0, page: q.page };
}

export async function getLicense(db: Db, id: number): Promise<LicenseDetail> {
  const [[row], allowed, requiredBy] = await inTurn(
    db
      .select({
        ...rowColumns,
        description: licenses.description,
        reminderDays: licenses.reminderDays,
        graceDays: licenses.graceDays,
        renewalWindowMonths: licenses.renewalWindowMonths,
        heldByCount: sql<number>`(select count(*)::int from trainer_license tl where tl.license_id = "license"."id")`,
        version: licenses.version,
        createdAt: licenses.createdAt,
      })
      .from(licenses)
      .where(eq(licenses.id, id)),
    () => allowedCourses(db, [id]),
    db
      .select({ id: courses.id, code: courses.code, name: courses.name })
      .from(courses)
      .where(eq(courses.requiredLicenseId, id))
      .orderBy(asc(sql`lower(${courses.code})`)),
  );
  if (!row) throw notFound('License');
  const list = allowed.get(id) ?? [];
  return {
    ...row,
    courses: list,
    courseIds: list.map((c) => c.id),
    requiredBy,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

async function checkLicense(tx: Db, input: LicenseInput, id?: number) {
  const errors = new FieldErrors();
  const ids = [...new Set(input.courseIds)];
  const [[taken], found] = await inTurn(
    tx
      .select({ id: licenses.id })
      .from(licenses)
      .where(and(sql`lower(${licenses.name}) = ${input.name.toLowerCase()}`, id ? ne(licenses.id, id) : undefined)),
    ids.length ? tx.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids)) : [],
  );
  if (taken) errors.add('name', `A license named ${input.name} already exists.`);
  const missing = ids.filter((c) => !found.some((f) => f.id === c));
  if (missing.length) errors.add('courseIds', `No such course: ${missing.join(', ')}.`);
  errors.throwIfAny();
  return ids;
}

const orNameTaken = (name: string) => (error: unknown) => {
  if (violatedUniqueIndex(error) !== undefined) {
    new FieldErrors().add('name', `A license named ${name} already exists.`).throwIfAny();
  }
  throw error;
};

async function setCourses(tx: Db, licenseId: number, courseIds: number[]) {
  await tx.delete(licenseCourses).where(eq(licenseCourses.licenseId, licenseId));
  if (courseIds.length) await tx.insert(licenseCourses).values(courseIds.map((courseId) => ({ licenseId, courseId })));
}

/** The stored fields; reminder days largest first, the order the schedule runs in. */
const fieldsOf = ({ courseIds: _courseIds, ...fields }: LicenseInput) => ({
  ...fields,
  reminderDays: [...fields.reminderDays].sort((a, b) => b - a),
});

export async function createLicense(ctx: RequestContext, input: LicenseInput) {
  const id = await ctx
    .write(async (tx, audit) => {
      const courseIds = await checkLicense(tx, input);
      const [row] = await tx.insert(licenses).values(fieldsOf(input)).returning({ id: licenses.id });
      if (!row) throw new Error('insert returned no row');
      await setCourses(tx, row.id, courseIds);
      await audit({
        action: 'licenses.create',
        entity: 'license',
        entityId: row.id,
        after: { ...fieldsOf(input), courseIds },
      });
      return row.id;
    })
    .catch(orNameTaken(input.name));
  return getLicense(ctx.db, id);
}

export async function updateLicense(ctx: RequestContext, id: number, input: LicenseInput & { version: number }) {
  const { version, ...fields } = input;
  await ctx
    .write(async (tx, audit) => {
      const before = await getLicense(tx, id);
      const courseIds = await checkLicense(tx, fields, id);
      await updateVersioned(tx, licenses, licenses.id, id, version, fieldsOf(fields), 'License');
      await setCourses(tx, id, courseIds);
      // Its holders' timelines moved: their states are written now, not at the next daily run.
      if (before.renewalWindowMonths !== fields.renewalWindowMonths || before.graceDays !== fields.graceDays) {
        await writeHolderStates(tx, id);
      }
      await audit({
        action: 'licenses.update',
        entity: 'license',
        entityId: id,
        before: {
          name: before.name,
          description: before.description,
          renewalMonths: before.renewalMonths,
          isActive: before.isActive,
          courseIds: before.courseIds,
          reminderDays: before.reminderDays,
          graceDays: before.graceDays,
          renewalWindowMonths: before.renewalWindowMonths,
        },
        after: { ...fieldsOf(fields), courseIds },
      });
    })
    .catch(orNameTaken(input.name));
  return getLicense(ctx.db, id);
}

/** Deletes a license nothing holds; otherwise 409 naming every holder (trainers, courses). */
export async function deleteLicense(ctx: RequestContext, id: number, version: number | undefined) {
  return ctx.write(async (tx, audit) => {
    // The row lock keeps a course from starting to require it between the checks and the delete.
    const [row] = await queryRows<{ name: string; version: number }>(
      tx,
      sql`select name, version from license where id = ${id} for update`,
    );
    if (!row) throw notFound('License');
    if (version !== undefined && version !== row.version) throw conflict();
    const trainers = await heldByTrainers(tx, id);
    const required = await requiredByCourses(tx, id);
    if (trainers || required) throw refuse(licenseRefusals, 'in-use', { name: row.name, trainers, courses: required });
    const before = await getLicense(tx, id);
    await tx.delete(licenses).where(eq(licenses.id, id));
    await audit({ action: 'licenses.delete', entity: 'license', entityId: id, before });
    return { status: 'Succeeded' as const, errors: [] };
  });
}
