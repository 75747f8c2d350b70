// Online (self-paced) courses: the catalogue entries enrollments and enrollment codes refer to.
import type { OnlineCourseDetail, OnlineCourseRow, onlineCourseInput, onlineCourseListQuery } from '@eco/contract';
import { and, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { courses, onlineCourses } from '../../db/schema/index.js';
import { offsetOf } from '../../kits/lists/paging.js';
import { orderOf } from '../../kits/lists/sorting.js';
import { textMatch } from '../../kits/search/text-match.js';
import type { RequestContext } from '../../platform/context.js';
import { violatedUniqueIndex } from '../../platform/db-errors.js';
import { notFound } from '../../platform/errors.js';
import { FieldErrors } from '../../platform/field-errors.js';
import { inTurn } from '../../platform/in-turn.js';
import { updateVersioned } from '../../platform/versioning.js';

type OnlineCourseInput = z.output<typeof onlineCourseInput>;
type OnlineCourseListQuery = z.output<typeof onlineCourseListQuery>;

const rowColumns = {
  id: onlineCourses.id,
  code: onlineCourses.code,
  name: onlineCourses.name,
  languageId: onlineCourses.languageId,
  isActive: onlineCourses.isActive,
  accessDays: onlineCourses.accessDays,
  courseId: onlineCourses.courseId,
  courseCode: courses.code,
  courseName: courses.name,
  updatedAt: onlineCourses.updatedAt,
};

const sortColumns = {
  code: sql`lower(${onlineCourses.code})`,
  name: sql`lower(${onlineCourses.name})`,
  languageId: onlineCourses.languageId,
  accessDays: onlineCourses.accessDays,
  isActive: onlineCourses.isActive,
  updatedAt: onlineCourses.updatedAt,
};

type Raw = Omit<OnlineCourseRow, 'updatedAt' | 'languageId'> & { updatedAt: Date; languageId: string };
const toRow = (r: Raw): OnlineCourseRow => ({
  ...r,
  languageId: r.languageId as OnlineCourseRow['languageId'],
  updatedAt: r.updatedAt.toISOString(),
});

function whereOf(q: OnlineCourseListQuery) {
  const terms: (SQL | undefined)[] = [];
  if (q.search) {
    terms.push(or(textMatch(onlineCourses.code, q.search, false), textMatch(onlineCourses.name, q.search, false)));
  }
  if (q.languageId) terms.push(eq(onlineCourses.languageId, q.languageId));
  if (q.isActive !== undefined) terms.push(eq(onlineCourses.isActive, q.isActive));
  if (q.courseId !== undefined) terms.push(eq(onlineCourses.courseId, q.courseId));
  return and(...terms);
}

export async function listOnlineCourses(db: Db, q: OnlineCourseListQuery) {
  const where = whereOf(q);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(onlineCourses)
      .leftJoin(courses, eq(courses.id, onlineCourses.courseId))
      .where(where)
      .orderBy(...orderOf(sortColumns, q.sortBy, q.sortDescending, onlineCourses.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(onlineCourses).where(where),
  ]);
  return { results: rows.map(toRow), totalRowCount: total?.n ?? 0, page: q.page };
}

export async function getOnlineCourse(db: Db, id: number): Promise<OnlineCourseDetail> {
  const [row] = await db
    .select({ ...rowColumns, version: onlineCourses.version, createdAt: onlineCourses.createdAt })
    .from(onlineCourses)
    .leftJoin(courses, eq(courses.id, onlineCourses.courseId))
    .where(eq(onlineCourses.id, id));
  if (!row) throw notFound('Online course');
  const { version, createdAt, ...rest } = row;
  return { ...toRow(rest), version, createdAt: createdAt.toISOString() };
}

const codeTaken = (code: string) =>
  new FieldErrors().add('code', `Another online course already uses the code ${code.toUpperCase()}.`);

async function checkOnlineCourse(tx: Db, input: OnlineCourseInput, id?: number) {
  const errors = new FieldErrors();
  const [[taken], [course]] = await inTurn(
    tx
      .select({ id: onlineCourses.id })
      .from(onlineCourses)
      .where(
        and(sql`lower(${onlineCourses.code}) = ${input.code.toLowerCase()}`, id ? ne(onlineCourses.id, id) : undefined),
      ),
    input.courseId ? tx.select({ id: courses.id }).from(courses).where(eq(courses.id, input.courseId)) : [{ id: 0 }],
  );
  if (taken) errors.add('code', `Another online course already uses the code ${input.code.toUpperCase()}.`);
  if (!course) errors.add('courseId', 'No such course.');
  errors.throwIfAny();
}

const orCodeTaken = (code: string) => (error: unknown) => {
  if (violatedUniqueIndex(error) !== undefined) codeTaken(code).throwIfAny();
  throw error;
};

const valuesOf = (input: OnlineCourseInput) => ({ ...input, code: input.code.toUpperCase() });

export async function createOnlineCourse(ctx: RequestContext, input: OnlineCourseInput) {
  const id = await ctx
    .write(async (tx, audit) => {
      await checkOnlineCourse(tx, input);
      const [row] = await tx.insert(onlineCourses).values(valuesOf(input)).returning({ id: onlineCourses.id });
      if (!row) throw new Error('insert returned no row');
      await audit({
        action: 'courses.create-online',
        entity: 'online-course',
        entityId: row.id,
        after: valuesOf(input),
      });
      return row.id;
    })
    .catch(orCodeTaken(input.code));
  return getOnlineCourse(ctx.db, id);
}

export async function updateOnlineCourse(
  ctx: RequestContext,
  id: number,
  input: OnlineCourseInput & { version: number },
) {
  const { version, ...fields } = input;
  await ctx
    .write(async (tx, audit) => {
      const before = await getOnlineCourse(tx, id);
      await checkOnlineCourse(tx, fields, id);
      await updateVersioned(tx, onlineCourses, onlineCourses.id, id, version, valuesOf(fields), 'Online course');
      await audit({ action: 'courses.update-online', entity: 'online-course', entityId: id, before, after: fields });
    })
    .catch(orCodeTaken(input.code));
  return getOnlineCourse(ctx.db, id);
}
