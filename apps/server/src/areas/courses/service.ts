// Courses: the paged catalogue list, one course with its online courses, and versioned, audited changes.
import type { CourseDetail, CourseRow, courseInput, courseListQuery } from '@eco/contract';
import { and, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { courseCategories, courses, licenses } from '../../db/schema/index.js';
import { offsetOf } from '../../kits/lists/paging.js';
import { orderOf } from '../../kits/lists/sorting.js';
import { textMatch } from '../../kits/search/text-match.js';
import type { RequestContext } from '../../platform/context.js';
import { violatedUniqueIndex } from '../../platform/db-errors.js';
import { notFound } from '../../platform/errors.js';
import { FieldErrors } from '../../platform/field-errors.js';
import { inTurn } from '../../platform/in-turn.js';
import { updateVersioned } from '../../platform/versioning.js';
import { onlineCoursesOf } from './online-course-options.js';

type CourseInput = z.output<typeof courseInput>;
type CourseListQuery = z.output<typeof courseListQuery>;

const onlineCourseCount = sql<number>`(select count(*)::int from online_course oc where oc.course_id = "course"."id")`;

const rowColumns = {
  id: courses.id,
  code: courses.code,
  name: courses.name,
  categoryId: courses.categoryId,
  categoryName: courseCategories.name,
  courseType: courses.courseType,
  isBeta: courses.isBeta,
  isActive: courses.isActive,
  defaultLanguageId: courses.defaultLanguageId,
  durationDays: courses.durationDays,
  requiredLicenseId: courses.requiredLicenseId,
  requiredLicenseName: licenses.name,
  onlineCourseCount,
  updatedAt: courses.updatedAt,
};

const sortColumns = {
  code: sql`lower(${courses.code})`,
  name: sql`lower(${courses.name})`,
  category: sql`lower(${courseCategories.name})`,
  courseType: courses.courseType,
  isBeta: courses.isBeta,
  isActive: courses.isActive,
  updatedAt: courses.updatedAt,
};

function whereOf(q: CourseListQuery) {
  const terms: (SQL | undefined)[] = [];
  if (q.search) terms.push(or(textMatch(courses.code, q.search, false), textMatch(courses.name, q.search, false)));
  if (q.categoryId !== undefined) terms.push(eq(courses.categoryId, q.categoryId));
  if (q.isActive !== undefined) terms.push(eq(courses.isActive, q.isActive));
  if (q.isBeta !== undefined) terms.push(eq(courses.isBeta, q.isBeta));
  return and(...terms);
}

type RawRow = Omit<CourseRow, 'updatedAt' | 'courseType' | 'defaultLanguageId'> & {
  updatedAt: Date;
  courseType: string;
  defaultLanguageId: string;
};
const toRow = (r: RawRow): CourseRow => ({
  ...r,
  courseType: r.courseType as CourseRow['courseType'],
  defaultLanguageId: r.defaultLanguageId as CourseRow['defaultLanguageId'],
  updatedAt: r.updatedAt.toISOString(),
});

const joined = (db: Db, columns: typeof rowColumns) =>
  db
    .select(columns)
    .from(courses)
    .leftJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .leftJoin(licenses, eq(licenses.id, courses.requiredLicenseId));

export async function listCourses(db: Db, q: CourseListQuery) {
  const where = whereOf(q);
  const [rows, [total]] = await Promise.all([
    joined(db, rowColumns)
      .where(where)
      .orderBy(...orderOf(sortColumns, q.sortBy, q.sortDescending, courses.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { results: rows.map(toRow), totalRowCount: total?.n ?? 0, page: q.page };
}

export async function getCourse(db: Db, id: number): Promise<CourseDetail> {
  const [[row], online] = await inTurn(
    db
      .select({
        ...rowColumns,
        description: courses.description,
        assessmentCode: courses.assessmentCode,
        version: courses.version,
        createdAt: courses.createdAt,
      })
      .from(courses)
      .leftJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
      .leftJoin(licenses, eq(licenses.id, courses.requiredLicenseId))
      .where(eq(courses.id, id)),
    () => onlineCoursesOf(db, id),
  );
  if (!row) throw notFound('Course');
  const { description, assessmentCode, version, createdAt, ...rest } = row;
  return {
    ...toRow(rest),
    description,
    assessmentCode,
    version,
    createdAt: createdAt.toISOString(),
    onlineCourses: online,
  };
}

/** The rules a course must meet besides its shape: a free code, and a category and license that exist. */
async function checkCourse(tx: Db, input: CourseInput, id?: number) {
  const errors = new FieldErrors();
  const [[taken], [category], [license]] = await inTurn(
    tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(sql`lower(${courses.code}) = ${input.code.toLowerCase()}`, id ? ne(courses.id, id) : undefined)),
    input.categoryId
      ? tx.select({ id: courseCategories.id }).from(courseCategories).where(eq(courseCategories.id, input.categoryId))
      : [{ id: 0 }],
    input.requiredLicenseId
      ? tx.select({ id: licenses.id }).from(licenses).where(eq(licenses.id, input.requiredLicenseId))
      : [{ id: 0 }],
  );
  if (taken) errors.add('code', `Another course already uses the code ${input.code.toUpperCase()}.`);
  if (!category) errors.add('categoryId', 'No such course category.');
  if (!license) errors.add('requiredLicenseId', 'No such license.');
  errors.throwIfAny();
}

const codeTaken = (error: unknown, code: string) => {
  if (violatedUniqueIndex(error) !== undefined) {
    new FieldErrors().add('code', `Another course already uses the code ${code.toUpperCase()}.`).throwIfAny();
  }
  throw error;
};

const valuesOf = (input: CourseInput) => ({ ...input, code: input.code.toUpperCase() });

export async function createCourse(ctx: RequestContext, input: CourseInput) {
  const id = await ctx
    .write(async (tx, audit) => {
      await checkCourse(tx, input);
      const [created] = await tx.insert(courses).values(valuesOf(input)).returning({ id: courses.id });
      if (!created) throw new Error('insert returned no row');
      await audit({ action: 'courses.create', entity: 'course', entityId: created.id, after: valuesOf(input) });
      return created.id;
    })
    .catch((e) => codeTaken(e, input.code));
  return getCourse(ctx.db, id);
}

export async function updateCourse(ctx: RequestContext, id: number, input: CourseInput & { version: number }) {
  const { version, ...fields } = input;
  await ctx
    .write(async (tx, audit) => {
      const before = await getCourse(tx, id);
      await checkCourse(tx, fields, id);
      await updateVersioned(tx, courses, courses.id, id, version, valuesOf(fields), 'Course');
      await audit({ action: 'courses.update', entity: 'course', entityId: id, before, after: valuesOf(fields) });
    })
    .catch((e) => codeTaken(e, input.code));
  return getCourse(ctx.db, id);
}
