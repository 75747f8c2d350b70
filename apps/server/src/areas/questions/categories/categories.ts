// ClassMarker categories as Eco keeps them: read per language with their usage counts and sync state,
// renamed or moved (queued for the platform in the same transaction), archived and unarchived (Eco's own
// state: the platform has no such call, so nothing is queued for it).
import type { ClassMarkerCategory, ClassMarkerCategoryInput, ClassMarkerCategoryList } from '@eco/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { classMarkerCategories } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { violatedUniqueIndex } from '../../../platform/db-errors.js';
import { notFound } from '../../../platform/errors.js';
import { FieldErrors } from '../../../platform/field-errors.js';
import { updateVersioned } from '../../../platform/versioning.js';
import { enqueueSync } from '../sync/enqueue.js';

const categoryColumns = sql`c.id, c.language_id as "languageId", c.name, c.parent_category_id as "parentCategoryId",
  p.name as "parentCategoryName", c.provider_id as "providerId", c.is_archived as "isArchived",
  to_char(c.archived_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "archivedAt", c.version,
  (select count(*)::int from question q where q.category_id = c.id and not q.is_deleted) as "questionCount",
  (select s.state from question_sync_item s where s.kind = 'category' and s.entity_id = c.id
    order by s.id desc limit 1) as "syncState"`;

const selectCategories = (db: Db, where: SQL) =>
  queryRows<ClassMarkerCategory>(
    db,
    sql`select ${categoryColumns} from classmarker_category c
        join classmarker_parent_category p on p.id = c.parent_category_id
        where ${where} order by lower(p.name), lower(c.name), c.id`,
  );

export async function listCategories(
  db: Db,
  query: { languageId: string; includeArchived: boolean },
): Promise<ClassMarkerCategoryList> {
  const parentCategories = await queryRows<ClassMarkerCategoryList['parentCategories'][number]>(
    db,
    sql`select id, language_id as "languageId", name, provider_id as "providerId"
        from classmarker_parent_category where language_id = ${query.languageId} order by lower(name), id`,
  );
  const archived = query.includeArchived ? sql`` : sql`and not c.is_archived`;
  const results = await selectCategories(db, sql`c.language_id = ${query.languageId} ${archived}`);
  return { parentCategories, results };
}

export async function readCategory(db: Db, id: number): Promise<ClassMarkerCategory> {
  const [category] = await selectCategories(db, sql`c.id = ${id}`);
  if (!category) throw notFound('ClassMarker category');
  return category;
}

const auditedFields = (c: ClassMarkerCategory) => ({
  name: c.name,
  parentCategoryId: c.parentCategoryId,
  isArchived: c.isArchived,
});

export async function updateCategory(ctx: RequestContext, id: number, input: ClassMarkerCategoryInput) {
  const before = await readCategory(ctx.db, id);
  await ctx.write(async (tx, audit) => {
    const [parent] = await queryRows<{ languageId: string }>(
      tx,
      sql`select language_id as "languageId" from classmarker_parent_category where id = ${input.parentCategoryId}`,
    );
    const errors = new FieldErrors();
    if (!parent || parent.languageId !== before.languageId)
      errors.add('parentCategoryId', 'Choose a parent category of the same language.');
    errors.throwIfAny();
    try {
      await updateVersioned(
        tx,
        classMarkerCategories,
        classMarkerCategories.id,
        id,
        input.version,
        { name: input.name, parentCategoryId: input.parentCategoryId },
        'ClassMarker category',
      );
    } catch (error) {
      if (violatedUniqueIndex(error) === 'classmarker_category_name_key')
        new FieldErrors().add('name', 'That parent already has a category of this name.').throwIfAny();
      throw error;
    }
    if (before.name !== input.name || before.parentCategoryId !== input.parentCategoryId)
      await enqueueSync(tx, { kind: 'category', entityId: id });
    await audit({
      action: 'questions.update-category',
      entity: 'classmarker-category',
      entityId: id,
      before: auditedFields(before),
      after: { ...auditedFields(before), name: input.name, parentCategoryId: input.parentCategoryId },
    });
  });
  return readCategory(ctx.db, id);
}

export async function setArchived(ctx: RequestContext, id: number, version: number, isArchived: boolean) {
  const before = await readCategory(ctx.db, id);
  await ctx.write(async (tx, audit) => {
    await updateVersioned(
      tx,
      classMarkerCategories,
      classMarkerCategories.id,
      id,
      version,
      isArchived
        ? { isArchived, archivedAt: new Date(), archivedBy: ctx.principal?.account?.admId ?? null }
        : { isArchived, archivedAt: null, archivedBy: null },
      'ClassMarker category',
    );
    await audit({
      action: isArchived ? 'questions.archive-category' : 'questions.unarchive-category',
      entity: 'classmarker-category',
      entityId: id,
      before: { isArchived: before.isArchived },
      after: { isArchived },
    });
  });
  return readCategory(ctx.db, id);
}

export async function categoryUsages(db: Db, id: number) {
  await readCategory(db, id);
  const questions = await queryRows<{ id: number; state: string; type: string; prompt: string; isDeleted: boolean }>(
    db,
    sql`select q.id, q.state, q.type, q.is_deleted as "isDeleted",
          left(coalesce(r.prompt_text, ''), 200) as prompt
        from question q left join question_revision r on r.id = coalesce(q.current_revision_id, q.draft_revision_id)
        where q.category_id = ${id} order by q.id limit 500`,
  );
  const assessments = await queryRows<{ id: number; code: string; name: string; questionCount: number }>(
    db,
    sql`select a.id, a.code, a.name, count(*)::int as "questionCount"
        from question q join question_assessment qa on qa.question_id = q.id join assessment a on a.id = qa.assessment_id
        where q.category_id = ${id} and not q.is_deleted group by a.id order by a.code`,
  );
  return { questions, assessments };
}
