// The question list's filters as one condition on the question row, and the text search in the working
// revision (the open draft, else the current revision) over the chosen facets.
//
// The search is a "contains", case-insensitive, in any language, run by the database through indexes:
// a text of 3 characters or more is looked up in the trigram GIN indexes on lower(prompt_text),
// lower(feedback) and lower(answers_text) (pg_trgm makes trigrams of Chinese and Japanese characters
// too); a text of 1 or 2 characters has no trigram, so when it is all non-ASCII (a Chinese or Japanese
// word is often 1 or 2 characters, written without spaces) it is looked up in the GIN indexes on
// question_cjk_grams(lower(...)) (migration 0047: every character and pair of neighbouring characters of
// the text's runs of non-ASCII, non-space characters), then checked with LIKE. A 1 or 2 character
// text holding ASCII (or a space) is scanned: it matches too much to be worth an index.
import { type QueryFacet, type questionListFilter, questionTypes, stagedIntents } from '@eco/contract';
import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { likeContains } from '../../../kits/search/text-match.js';

export type QuestionFilter = z.output<typeof questionListFilter>;

/** The facets' columns in the revision. */
const FACET_COLUMNS: Record<QueryFacet, string> = {
  Prompt: 'prompt_text',
  Feedback: 'feedback',
  Answer: 'answers_text',
};

/** How a query text is looked up: trigrams, the CJK grams, or a plain scan (short ASCII text). */
export type SearchKind = 'trigram' | 'grams' | 'scan';

export function searchKindOf(query: string): SearchKind {
  const chars = [...query.toLowerCase()];
  if (chars.length >= 3) return 'trigram';
  // The grams hold runs of non-ASCII, non-space characters only (question_cjk_grams).
  return chars.every((c) => (c.codePointAt(0) ?? 0) > 0x7f && !/\s/u.test(c)) ? 'grams' : 'scan';
}

/** The values bound by name in the list's statement. */
export function filterValues(f: QuestionFilter) {
  const query = f.query ? f.query.toLowerCase() : undefined;
  return {
    languageId: f.languageId,
    questionState: f.questionState,
    isDeleted: f.isDeleted,
    assessmentId: f.assessmentId,
    parentName: f.classMarkerParentCategoryName?.toLowerCase(),
    categoryName: f.classMarkerCategoryName?.toLowerCase(),
    questionId: f.questionId,
    types: `{${f.questionTypes.join(',')}}`,
    intents: `{${f.stagedIntents.join(',')}}`,
    pattern: query ? likeContains(query) : undefined,
    gram: query,
  };
}
type Values = ReturnType<typeof filterValues>;
export type Bind = (name: keyof Values) => SQL | Placeholder;

export const valuesOf =
  (values: Values): Bind =>
  (name) =>
    sql`${values[name]}`;
export const placeholders: Bind = (name) => sql.placeholder(name);

const q = sql.raw('"question"');

/** One facet's column contains the text: LIKE (the trigram index), with the grams' index first when short. */
function facetMatch(facet: QueryFacet, kind: SearchKind, bind: Bind): SQL {
  const column = sql.raw(`r.${FACET_COLUMNS[facet]}`);
  const like = sql`lower(${column}) like ${bind('pattern')}`;
  if (kind !== 'grams') return like;
  return sql`(question_cjk_grams(lower(${column})) @> array[${bind('gram')}::text] and ${like})`;
}

/**
 * The working revision (the draft, else the current one) contains the text in one of the facets. Two
 * plans, chosen by how many revisions the planner expects to contain the text (`broad`): a rare text
 * drives from the indexes, each matching revision's question looked up by its key (the revision names
 * it); a common one walks the questions in the list's order and looks up each one's working revision
 * by its key, stopping after a page (through the indexes, a text in half the bank took 0.3 to 1.6 s to
 * gather and sort its matches; walking, under 1 ms a page).
 */
function textWhere(f: QuestionFilter, bind: Bind, broad: boolean): SQL | undefined {
  if (!f.query) return undefined;
  const matching = facetsMatch(f, bind);
  const byQuestion = broad ? sql`` : sql`r.question_id = ${q}.id and `;
  return sql`exists (select 1 from question_revision r
    where ${byQuestion}r.id = coalesce(${q}.draft_revision_id, ${q}.current_revision_id) and (${matching}))`;
}

/** The chosen facets of a revision "r" contain the text. */
export function facetsMatch(f: QuestionFilter, bind: Bind): SQL {
  const kind = searchKindOf(f.query ?? '');
  return sql.join(
    f.queryFacets.map((facet) => facetMatch(facet, kind, bind)),
    sql` or `,
  );
}

const allChosen = (chosen: readonly string[], all: readonly string[]) => all.every((v) => chosen.includes(v));

/** The list's filters as a condition on "question" (whether a filter is set is the statement's shape). */
export function questionFilterWhere(f: QuestionFilter, bind: Bind = valuesOf(filterValues(f)), broad = false): SQL {
  const conditions: (SQL | undefined)[] = [
    sql`${q}.language_id = ${bind('languageId')}`,
    sql`${q}.state = ${bind('questionState')}`,
    sql`${q}.is_deleted = ${bind('isDeleted')}`,
    f.questionId === undefined ? undefined : sql`${q}.id = ${bind('questionId')}::int`,
    f.assessmentId === undefined
      ? undefined
      : sql`exists (select 1 from question_assessment qa where qa.question_id = ${q}.id and qa.assessment_id = ${bind('assessmentId')}::int)`,
    categoryWhere(f, bind),
    allChosen(f.questionTypes, questionTypes) ? undefined : sql`${q}.type = any(${bind('types')}::text[])`,
    f.questionState !== 'Staged' || allChosen(f.stagedIntents, stagedIntents)
      ? undefined
      : sql`exists (select 1 from question_revision sr where sr.id = ${q}.draft_revision_id and sr.staged_intent = any(${bind('intents')}::text[]))`,
    textWhere(f, bind, broad),
  ];
  return and(...conditions) as SQL;
}

/** Its category, and the category's parent, by name (equal, case-insensitively). */
function categoryWhere(f: QuestionFilter, bind: Bind): SQL | undefined {
  const byName = f.classMarkerCategoryName === undefined ? sql`` : sql` and lower(c.name) = ${bind('categoryName')}`;
  const byParent =
    f.classMarkerParentCategoryName === undefined ? sql`` : sql` and lower(p.name) = ${bind('parentName')}`;
  if (f.classMarkerCategoryName === undefined && f.classMarkerParentCategoryName === undefined) return undefined;
  return sql`${q}.category_id in (select c.id from classmarker_category c
    join classmarker_parent_category p on p.id = c.parent_category_id where true${byName}${byParent})`;
}

/** What makes two lists' statements differ: which filters are set, the facets, the search's kind. */
export function filterShape(f: QuestionFilter): string {
  return [
    f.questionId === undefined ? '' : 'id',
    f.assessmentId === undefined ? '' : 'as',
    f.classMarkerCategoryName === undefined ? '' : 'cat',
    f.classMarkerParentCategoryName === undefined ? '' : 'par',
    allChosen(f.questionTypes, questionTypes) ? '' : 'types',
    f.questionState !== 'Staged' || allChosen(f.stagedIntents, stagedIntents) ? '' : 'intents',
    f.query ? `${searchKindOf(f.query)}:${f.queryFacets.join('+')}` : '',
  ].join(' ');
}
