// Code values and the insert-until-unique loop.
import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, insertUniqueCodes, randomCode, seededCode } from './code-values.js';

describe('code values', () => {
  it('use no look-alike characters, group in fours and append the suffix', () => {
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(CODE_ALPHABET).toHaveLength(31);
    for (let i = 0; i < 500; i++) expect(randomCode('Q3')).toMatch(/^([2-9A-HJKMNP-Z]{4}-){3}Q3$/);
    expect(randomCode()).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  });

  it('are the same from the same seed', () => {
    const from = (seed: number) => {
      let a = seed;
      return () => {
        a = (a * 16807) % 2147483647;
        return (a - 1) / 2147483646;
      };
    };
    expect(seededCode(from(7))).toBe(seededCode(from(7)));
  });

  it('are regenerated when the database already holds some', async () => {
    const taken = new Set<string>();
    let rounds = 0;
    const stored = await insertUniqueCodes(50, null, async (codes) => {
      rounds++;
      // The first round collides on half of its codes.
      const fresh = rounds === 1 ? codes.slice(0, 25) : codes;
      for (const c of fresh) taken.add(c);
      return fresh.map((code, i) => ({ id: taken.size + i, code }));
    });
    expect(stored).toHaveLength(50);
    expect(rounds).toBe(2);
    expect(new Set(stored.map((s) => s.code)).size).toBe(50);
  });
});
