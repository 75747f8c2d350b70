// Course categories: a short ordered list of names; renamed, reordered, and deleted only when unused.
import { type CourseCategory, courseRefusals } from '@eco/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { courseCategories } from '../../db/schema/index.js';
import type { RequestContext } from '../../platform/context.js';
import { violatedUniqueIndex } from '../../platform/db-errors.js';
import { conflict, notFound, refuse } from '../../platform/errors.js';
import { FieldErrors } from '../../platform/field-errors.js';
import { updateVersioned } from '../../platform/versioning.js';

interface CategoryInput {
  name: string;
  sortOrder: number;
}

const columns = {
  id: courseCategories.id,
  name: courseCategories.name,
  sortOrder: courseCategories.sortOrder,
  courseCount: sql<number>`(select count(*)::int from course c where c.category_id = "course_category"."id")`,
  version: courseCategories.version,
  updatedAt: courseCategories.updatedAt,
};

const toCategory = (r: Omit<CourseCategory, 'updatedAt'> & { updatedAt: Date }): CourseCategory => ({
  ...r,
  updatedAt: r.updatedAt.toISOString(),
});

export async function listCategories(db: Db) {
  const rows = await db
    .select(columns)
    .from(courseCategories)
    .orderBy(asc(courseCategories.sortOrder), asc(sql`lower(${courseCategories.name})`));
  return rows.map(toCategory);
}

/** The categories as a form offers them (another area's form, through courses/public.ts): id and name, in order. */
export async function categoryOptions(db: Db): Promise<{ id: number; name: string }[]> {
  return (await listCategories(db)).map(({ id, name }) => ({ id, name }));
}

async function getCategory(db: Db, id: number) {
  const [row] = await db.select(columns).from(courseCategories).where(eq(courseCategories.id, id));
  if (!row) throw notFound('Course category');
  return toCategory(row);
}

const nameTaken = (name: string) => new FieldErrors().add('name', `A category named ${name} already exists.`);

async function checkName(tx: Db, name: string, id?: number) {
  const [taken] = await tx
    .select({ id: courseCategories.id })
    .from(courseCategories)
    .where(
      and(sql`lower(${courseCategories.name}) = ${name.toLowerCase()}`, id ? ne(courseCategories.id, id) : undefined),
    );
  if (taken) nameTaken(name).throwIfAny();
}

const orNameTaken = (name: string) => (error: unknown) => {
  if (violatedUniqueIndex(error) !== undefined) nameTaken(name).throwIfAny();
  throw error;
};

export async function createCategory(ctx: RequestContext, input: CategoryInput) {
  const id = await ctx
    .write(async (tx, audit) => {
      await checkName(tx, input.name);
      const [row] = await tx.insert(courseCategories).values(input).returning({ id: courseCategories.id });
      if (!row) throw new Error('insert returned no row');
      await audit({ action: 'courses.create-category', entity: 'course-category', entityId: row.id, after: input });
      return row.id;
    })
    .catch(orNameTaken(input.name));
  return getCategory(ctx.db, id);
}

export async function updateCategory(ctx: RequestContext, id: number, input: CategoryInput & { version: number }) {
  const { version, ...fields } = input;
  await ctx
    .write(async (tx, audit) => {
      const before = await getCategory(tx, id);
      await checkName(tx, fields.name, id);
      await updateVersioned(tx, courseCategories, courseCategories.id, id, version, fields, 'Course category');
      await audit({
        action: 'courses.update-category',
        entity: 'course-category',
        entityId: id,
        before: { name: before.name, sortOrder: before.sortOrder },
        after: fields,
      });
    })
    .catch(orNameTaken(input.name));
  return getCategory(ctx.db, id);
}

export async function deleteCategory(ctx: RequestContext, id: number, version: number | undefined) {
  return ctx.write(async (tx, audit) => {
    // Locks the row so no course can be filed under it between the check and the delete.
    const [row] = await tx
      .select({ name: courseCategories.name, version: courseCategories.version })
      .from(courseCategories)
      .where(eq(courseCategories.id, id))
      .for('update');
    if (!row) throw notFound('Course category');
    if (version !== undefined && version !== row.version) throw conflict();
    const [used] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from course where category_id = ${id}`,
    );
    if (used && used.n > 0) throw refuse(courseRefusals, 'category-in-use', { name: row.name, courses: used.n });
    await tx.delete(courseCategories).where(eq(courseCategories.id, id));
    await audit({ action: 'courses.delete-category', entity: 'course-category', entityId: id, before: row });
    return { status: 'Succeeded' as const, errors: [] };
  });
}
