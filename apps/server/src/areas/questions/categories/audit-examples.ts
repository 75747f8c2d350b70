// The categories part's audit examples: a category made for them is renamed, archived and unarchived,
// and a category export is dry-run (sent as JSON, as the form's fields would be; the dry run keeps its
// report, so it changes data and is audited like the run).
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import type { AuditExamples } from '../../../platform/audit-examples.js';

const made = { categoryId: 0 };

async function auditCategory(db: Db) {
  if (made.categoryId) return made.categoryId;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`with p as (insert into classmarker_parent_category (language_id, name) values ('ja', 'Audit parent') returning id)
        insert into classmarker_category (language_id, name, parent_category_id) select 'ja', 'Audit category', id from p
        returning id`,
  );
  made.categoryId = row?.id ?? 0;
  return made.categoryId;
}

export const categoryAuditExamples: AuditExamples<'questions'> = {
  updateCategory: async ({ db, get }) => {
    const id = await auditCategory(db);
    const category = await get(`/classMarkerCategories/${id}`);
    return {
      params: { id },
      body: { name: 'Audit category renamed', parentCategoryId: category.parentCategoryId, version: category.version },
    };
  },
  archiveCategory: async ({ db, version }) => {
    const id = await auditCategory(db);
    return { params: { id }, body: { version: await version(`/classMarkerCategories/${id}`) } };
  },
  unarchiveCategory: async ({ db, version }) => {
    const id = await auditCategory(db);
    return { params: { id }, body: { version: await version(`/classMarkerCategories/${id}`) } };
  },
  importCategories: async () => {
    const content = JSON.stringify({
      status: 'ok',
      parent_categories: [
        {
          parent_category: {
            parent_category_id: 880001,
            parent_category_name: 'Audited parent',
            categories: [{ category: { category_id: 880002, category_name: 'Audited import' } }],
          },
        },
      ],
    });
    return {
      params: { id: 'zh' },
      query: { dryRun: 'true' },
      body: { file: { fileName: 'categories.json', content } },
    };
  },
};
