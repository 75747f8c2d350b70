// What an import asks of the bank, in a few statements whatever the file's size: which prompts it already
// has (by hash, among the questions of the language that are not deleted), which categories a name means,
// and whether the chosen category and assessments exist. The dry run asks it, and the run asks it again
// to refuse a report the bank has overtaken.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';

/** The hashes the bank has, each with the lowest id of the questions whose current or draft prompt has it. */
export async function bankDuplicates(
  db: Db,
  languageId: string,
  hashes: readonly string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const unique = [...new Set(hashes)];
  // md5 hex has no commas: the hashes travel as one parameter, whatever their number.
  for (let i = 0; i < unique.length; i += 5_000) {
    const chunk = unique.slice(i, i + 5_000).join(',');
    const rows = await queryRows<{ hash: string; questionId: number }>(
      db,
      sql`select r.prompt_hash as hash, min(q.id)::int as "questionId"
            from question_revision r
            join question q on q.id = r.question_id
           where r.prompt_hash = any(string_to_array(${chunk}, ','))
             and q.language_id = ${languageId}
             and not q.is_deleted
             and (r.id = q.current_revision_id or r.id = q.draft_revision_id)
           group by r.prompt_hash`,
    );
    for (const row of rows) found.set(row.hash, row.questionId);
  }
  return found;
}

export interface LanguageCategory {
  id: number;
  name: string;
}

/** The language's categories that are not archived, by lower-case name; a name under two parents maps to both. */
export async function categoriesByName(db: Db, languageId: string): Promise<Map<string, LanguageCategory[]>> {
  const rows = await queryRows<LanguageCategory>(
    db,
    sql`select id, name from classmarker_category where language_id = ${languageId} and not is_archived`,
  );
  const byName = new Map<string, LanguageCategory[]>();
  for (const row of rows) {
    const key = row.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), row]);
  }
  return byName;
}

/** The chosen category when it exists in the language and is not archived. */
export async function usableCategory(db: Db, languageId: string, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from classmarker_category where id = ${id} and language_id = ${languageId} and not is_archived`,
  );
  return rows.length > 0;
}

/** The ids of `ids` that are no assessment. */
export async function missingAssessments(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from assessment where id = any(string_to_array(${ids.join(',')}, ',')::int[])`,
  );
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}
