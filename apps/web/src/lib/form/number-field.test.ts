import { describe, expect, it } from 'vitest';
import { parseWhole } from './number-field';

describe('parseWhole', () => {
  it('reads whole numbers as typed, a minus sign included', () => {
    expect(parseWhole('12')).toBe(12);
    expect(parseWhole(' -3 ')).toBe(-3);
    expect(parseWhole('\u22123')).toBe(-3);
    expect(parseWhole('0')).toBe(0);
  });
  it('reads nothing as null and anything else as not a number', () => {
    expect(parseWhole('')).toBeNull();
    expect(parseWhole('   ')).toBeNull();
    for (const text of ['-', '1.5', '1e3', 'abc', '3 classes', '--3']) expect(parseWhole(text)).toBeNaN();
  });
});
