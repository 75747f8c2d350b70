import { describe, expect, it } from 'vitest';
import { choice, choices, flag, flagDefault, isoDay, page, pageSize, searchSchema, text } from './search';

const schema = searchSchema({
  page: page(),
  pageSize: pageSize(100),
  email: text(),
  isRevoked: choice(['any', 'No', 'Yes']),
  exactMatch: flagDefault(true),
  includeBeta: flag(),
  questionTypes: choices(['essay', 'multiplechoice', 'truefalse'], ['essay', 'multiplechoice', 'truefalse']),
  startDate: isoDay(),
});

describe('search params', () => {
  it('applies the defaults to an empty query string', () => {
    expect(schema.parse({})).toEqual({
      page: 1,
      pageSize: 100,
      exactMatch: true,
      questionTypes: ['essay', 'multiplechoice', 'truefalse'],
    });
  });

  it('reads filters back, as the router parses them', () => {
    expect(
      schema.parse({
        page: 3,
        pageSize: '50',
        email: ' ada@example.com ',
        isRevoked: 'Yes',
        exactMatch: false,
        includeBeta: 'true',
        questionTypes: ['essay'],
        startDate: '2025-03-07',
      }),
    ).toEqual({
      page: 3,
      pageSize: 50,
      email: 'ada@example.com',
      isRevoked: 'Yes',
      exactMatch: false,
      includeBeta: true,
      questionTypes: ['essay'],
      startDate: '2025-03-07',
    });
  });

  it('falls back on values it cannot use instead of failing the screen', () => {
    const parsed = schema.parse({
      page: -2,
      pageSize: 10_000,
      email: '  ',
      isRevoked: 'maybe',
      questionTypes: ['x'],
      startDate: 'soon',
    });
    expect(parsed).toMatchObject({
      page: 1,
      pageSize: 100,
      email: undefined,
      isRevoked: undefined,
      startDate: undefined,
    });
    expect(parsed.questionTypes).toEqual(['essay', 'multiplechoice', 'truefalse']);
  });
});
