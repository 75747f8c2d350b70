// Search params of the Questions list (spec section 9: the filters by their names, 20 a page). The sets
// (queryFacets, questionTypes, stagedIntents) stay comma-joined words in the address, in a fixed order,
// as the server takes them: a link reads `?questionTypes=essay,truefalse`, and the same set always has the
// same address. An empty or unusable set means all of it (the default), so no filter hides everything.
// First load: no zod, the values written here and checked against the contract by type.
import { choiceDefault, flagDefault, id, listSearch, type Param, type SearchOf, text } from '../../../lib/search';

export const queryFacetValues = ['Prompt', 'Feedback', 'Answer'] as const;
export const questionTypeValues = ['essay', 'multiplechoice', 'truefalse'] as const;
export const questionStateValues = ['Current', 'Draft', 'Staged', 'Archived'] as const;
export const stagedIntentValues = ['Publish', 'Archive'] as const;
export const languageValues = ['en', 'zh', 'ja'] as const;

/** Screen words of the question types (spec section 9). */
export const questionTypeLabels: Record<(typeof questionTypeValues)[number], string> = {
  essay: 'Essay',
  multiplechoice: 'Multiple Choice',
  truefalse: 'True/False',
};

/** The words of a comma-joined set, known ones only, in the set's own order. */
export function setWords<const T extends readonly string[]>(values: T, joined: string | undefined): T[number][] {
  const picked = new Set((joined ?? '').split(',').map((w) => w.trim()));
  return values.filter((v) => picked.has(v));
}

/** Several of a fixed set as one comma-joined word list; none or nothing known is the whole set. */
export const commaSet = <const T extends readonly [string, ...string[]]>(values: T): Param<string> => ({
  parse(value) {
    const parts = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
    const words = setWords(values, parts.join(','));
    return (words.length ? words : values).join(',');
  },
});

export const questionSearch = listSearch({
  pageSize: 20,
  filters: {
    query: text(),
    queryFacets: commaSet(queryFacetValues),
    languageId: choiceDefault(languageValues, 'en'),
    assessmentId: id(),
    classMarkerParentCategoryName: text(),
    classMarkerCategoryName: text(),
    questionId: id(),
    questionTypes: commaSet(questionTypeValues),
    questionState: choiceDefault(questionStateValues, 'Current'),
    stagedIntents: commaSet(stagedIntentValues),
    isDeleted: flagDefault(false),
  },
});
export type QuestionSearch = SearchOf<typeof questionSearch>;
