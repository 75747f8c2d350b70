// A translation's state against its English, the rule the matrix, its counts and the editor share.
import { describe, expect, it } from 'vitest';
import { stateOf } from './state.js';

describe('stateOf', () => {
  it('is missing without a row, and current for the English whatever its revision', () => {
    expect(stateOf(undefined, 3)).toBe('missing');
    expect(stateOf({ languageId: 'en', englishRevision: null }, 3)).toBe('current');
  });

  it('is current for a translation saved against the English now in force, outdated once the English moves on', () => {
    expect(stateOf({ languageId: 'ja', englishRevision: 3 }, 3)).toBe('current');
    expect(stateOf({ languageId: 'ja', englishRevision: 2 }, 3)).toBe('outdated');
  });

  it('is outdated for a copy never saved as a translation', () => {
    expect(stateOf({ languageId: 'zh', englishRevision: null }, 1)).toBe('outdated');
  });
});
