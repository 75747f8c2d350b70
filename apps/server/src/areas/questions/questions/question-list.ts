// The Questions list: filters, the text search and a page in one statement (the lists kit's shaped page:
// written once per shape, values bound by name, the count of matches riding along up to the cap), newest
// first. The page of questions is chosen first, in a subquery walking the (language, state, deleted, id)
// index, so the working revision, the category and the assessments are read for its rows only. Each
// row's excerpt and highlights are cut from the working revision's texts here.
import type { QueryFacet, QuestionRow, questionListQuery } from '@eco/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import { isoInstant } from '../../../db/iso-instant.js';
import { literalInt } from '../../../db/prepared.js';
import { EXACT_COUNT_CAP, estimateRowsFrom, settleCounted } from '../../../kits/lists/counting.js';
import { type ListPage, matchesUpTo, readShapedPage } from '../../../kits/lists/list-page.js';
import { offsetOf } from '../../../kits/lists/paging.js';
import { excerptOf, highlightsOf } from './question-highlights.js';
import {
  facetsMatch,
  filterShape,
  filterValues,
  placeholders,
  type QuestionFilter,
  questionFilterWhere,
  valuesOf,
} from './question-search.js';

export type QuestionListQuery = z.output<typeof questionListQuery>;

const q = sql.raw('"question"');

/** A row as the statement gives it: the contract's row but for the texts the excerpts are cut from. */
export type RawQuestionRow = Omit<QuestionRow, 'promptExcerpt' | 'highlights'> & {
  promptText: string;
  feedback: string;
  answersText: string;
};

/** The row's columns over the page's questions ("question"), their revisions and category. */
export const rowColumns = sql`${q}.id, ${q}.type, ${q}.language_id as "languageId", ${q}.category_id as "categoryId",
  c.name as "categoryName", p.name as "parentCategoryName", ${q}.state, ${q}.is_deleted as "isDeleted",
  d.staged_intent as "stagedIntent", d.review_status as "reviewStatus", cr.number as "revisionNumber",
  (${q}.draft_revision_id is not null) as "hasDraft",
  coalesce(w.prompt_text, '') as "promptText", coalesce(w.feedback, '') as feedback,
  coalesce(w.answers_text, '') as "answersText", coalesce(w.points, 0)::float8 as points,
  coalesce(jsonb_array_length(w.answers), 0) as "answerCount",
  coalesce((select json_agg(a.code order by a.code) from question_assessment qa
            join assessment a on a.id = qa.assessment_id where qa.question_id = ${q}.id), '[]') as "assessmentCodes",
  ${isoInstant(sql`${q}.updated_at`)} as "updatedAt"`;

/** The joins the columns read, after the questions (a table or the page's subquery) named "question". */
export const rowJoins = sql`left join question_revision w on w.id = coalesce(${q}.draft_revision_id, ${q}.current_revision_id)
  left join question_revision d on d.id = ${q}.draft_revision_id
  left join question_revision cr on cr.id = ${q}.current_revision_id
  left join classmarker_category c on c.id = ${q}.category_id
  left join classmarker_parent_category p on p.id = c.parent_category_id`;

const order = sql`${q}.id desc`;

function pageOf(query: QuestionListQuery, where: SQL): ListPage {
  return {
    columns: rowColumns,
    from: sql`(select * from question ${q} where ${where}
               order by ${order} limit ${literalInt(query.pageSize)} offset ${literalInt(offsetOf(query))}) ${q}
             ${rowJoins}`,
    where: undefined,
    orderBy: [order],
    limit: query.pageSize,
    offset: offsetOf(query),
    fromIsPage: true,
    matched: matchesUpTo(sql`question ${q}`, where, EXACT_COUNT_CAP + 1),
    // A search's plan depends on the text (how many rows a pattern matches): planned with it every time.
    prepared: !query.query,
  };
}

/** The row as the contract has it: the excerpt and the highlights cut from the working revision's texts. */
export function rowOf(raw: RawQuestionRow, facets: readonly QueryFacet[], query: string | undefined): QuestionRow {
  const { promptText, feedback, answersText, ...row } = raw;
  return {
    ...row,
    revisionNumber: raw.revisionNumber === null ? null : Number(raw.revisionNumber),
    answerCount: Number(raw.answerCount),
    points: Number(raw.points),
    promptExcerpt: excerptOf(promptText),
    highlights: highlightsOf({ Prompt: promptText, Feedback: feedback, Answer: answersText }, facets, query),
  };
}

/** A text the planner expects in more revisions than this is searched by walking the questions. */
const BROAD_TEXT = 5 * EXACT_COUNT_CAP;

/** Whether the planner expects the text in many revisions (its estimate, kept a few seconds). */
async function isBroad(db: Db, filter: QuestionFilter, values: ReturnType<typeof filterValues>) {
  if (!filter.query) return false;
  const rows = await estimateRowsFrom(db, sql`question_revision r`, facetsMatch(filter, valuesOf(values)));
  return rows > BROAD_TEXT;
}

export async function listQuestions(db: Db, query: QuestionListQuery) {
  const filter: QuestionFilter = query;
  const values = filterValues(filter);
  const broad = await isBroad(db, filter, values);
  const shape = `questions ${filterShape(filter)}${broad ? ' broad' : ''} ${query.pageSize} ${offsetOf(query)}`;
  const { rows, matched } = await readShapedPage<RawQuestionRow>(db, shape, values, () =>
    pageOf(query, questionFilterWhere(filter, placeholders, broad)),
  );
  const counted = await settleCounted(
    db,
    sql`question ${q}`,
    questionFilterWhere(filter, valuesOf(values), broad),
    matched,
  );
  return {
    results: rows.map((r) => rowOf(r, query.queryFacets, query.query)),
    ...counted,
    page: query.page,
  };
}

/** The questions named, as list rows in the order named; unknown ids are left out. */
export async function selectedQuestions(db: Db, ids: readonly number[]): Promise<QuestionRow[]> {
  const rows = await queryRows<RawQuestionRow>(
    db,
    sql`select ${rowColumns} from question ${q} ${rowJoins} where ${q}.id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [rowOf(row, [], undefined)] : [];
  });
}
