import { describe, expect, it } from 'vitest';
import { KEEP, olderFirst, revisionName, shorten } from './revision-text';

describe('revision words', () => {
  it('names a revision by number, the draft and the empty side', () => {
    expect(revisionName({ number: 3 })).toBe('Revision 3');
    expect(revisionName({ number: null })).toBe('Draft');
    expect(revisionName(null)).toBe('Nothing');
  });

  it('compares from the older to the newer, the draft last', () => {
    const rows = [{ number: null }, { number: 4 }, { number: 2 }];
    expect(olderFirst(rows).map((r) => r.number)).toEqual([2, 4, null]);
  });

  it('keeps short unchanged text and cuts a long one to its ends', () => {
    expect(shorten('short text')).toBe('short text');
    const long = `${'a'.repeat(KEEP)}${'b'.repeat(200)}${'c'.repeat(KEEP)}`;
    expect(shorten(long)).toBe(`${'a'.repeat(KEEP)} … ${'c'.repeat(KEEP)}`);
  });
});
