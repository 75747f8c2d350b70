import { describe, expect, it } from 'vitest';
import { codeAndName, languageName, plural, totalOf, unit } from './format';

describe('counting words', () => {
  it('says one in the singular and any other number in the plural, irregular plurals given', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(0, 'day')).toBe('0 days');
    expect(plural(2, 'month')).toBe('2 months');
    expect(plural(10_000, 'passcode')).toBe('10,000 passcodes');
    expect(plural(1, 'country', 'countries')).toBe('1 country');
    expect(plural(3, 'country', 'countries')).toBe('3 countries');
    expect(unit(1, 'day')).toBe('day');
    expect(unit(1.5, 'day')).toBe('days');
  });

  it("counts a list's total in words, estimated or failed", () => {
    expect(totalOf({ total: 1, estimate: false, failed: false }, 'partner')).toBe('1 partner');
    expect(totalOf({ total: 912_000, estimate: true, failed: false }, 'message')).toBe('About 912,000 messages');
    expect(totalOf({ total: 0, estimate: false, failed: true }, 'message')).toBe('The list could not be loaded.');
  });

  it('names a coded record one way everywhere', () => {
    expect(codeAndName('PSM-OL', 'Professional Scrum Master Online')).toBe('PSM-OL — Professional Scrum Master Online');
  });

  it('names a language in English, and shows a code it cannot read as it is', () => {
    expect(languageName('en')).toBe('English');
    expect(languageName('ja')).toBe('Japanese');
    expect(languageName('zh-Hans')).toBe('Simplified Chinese');
    expect(languageName('not a tag')).toBe('not a tag');
  });
});
