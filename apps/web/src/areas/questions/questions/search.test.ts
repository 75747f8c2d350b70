import { describe, expect, it } from 'vitest';
import { joinSet } from './comma-set';
import { questionSearch, questionTypeValues, setWords } from './search';

const parse = (raw: Record<string, unknown>) => questionSearch.schema.parse(raw);

describe('Questions list filters in the address (spec section 9)', () => {
  it('means the spec defaults by an empty query string: English, Current, every facet, type and intent', () => {
    expect(questionSearch.defaults).toEqual({
      page: 1,
      pageSize: 20,
      queryFacets: 'Prompt,Feedback,Answer',
      languageId: 'en',
      questionTypes: 'essay,multiplechoice,truefalse',
      questionState: 'Current',
      stagedIntents: 'Publish,Archive',
      isDeleted: false,
    });
  });

  it('reads comma-joined sets in their fixed order, whatever order the address has', () => {
    const s = parse({ questionTypes: 'truefalse,essay', queryFacets: 'Answer', stagedIntents: ['Archive'] });
    expect(s.questionTypes).toBe('essay,truefalse');
    expect(s.queryFacets).toBe('Answer');
    expect(s.stagedIntents).toBe('Archive');
  });

  it('falls back to the whole set for an empty or unknown set, so no filter hides every question', () => {
    expect(parse({ questionTypes: '' }).questionTypes).toBe('essay,multiplechoice,truefalse');
    expect(parse({ questionTypes: 'poll' }).questionTypes).toBe('essay,multiplechoice,truefalse');
    expect(parse({ questionTypes: 'poll,essay' }).questionTypes).toBe('essay');
  });

  it('keeps the other filters by their spec names and drops unusable values', () => {
    const s = parse({
      query: '  スクラム ',
      languageId: 'ja',
      assessmentId: '12',
      questionId: 'x',
      questionState: 'Staged',
      isDeleted: 'true',
      classMarkerCategoryName: 'Roles',
      page: '3',
      pageSize: '7',
    });
    expect(s).toMatchObject({
      query: 'スクラム',
      languageId: 'ja',
      assessmentId: 12,
      questionId: undefined,
      questionState: 'Staged',
      isDeleted: true,
      classMarkerCategoryName: 'Roles',
      page: 3,
      pageSize: 20,
    });
    expect(parse({ languageId: 'fr', questionState: 'Gone' })).toMatchObject({
      languageId: 'en',
      questionState: 'Current',
    });
  });

  it('turns ticked words into the address value and back', () => {
    expect(joinSet(questionTypeValues, ['truefalse', 'multiplechoice'])).toBe('multiplechoice,truefalse');
    expect(joinSet(questionTypeValues, [])).toBe('essay,multiplechoice,truefalse');
    expect(setWords(questionTypeValues, 'truefalse,essay')).toEqual(['essay', 'truefalse']);
  });
});
