import { describe, expect, it } from 'vitest';
import { actionLabel, fieldLabel, isCreation, isLongText, valueText } from './history-values';

describe('history wording', () => {
  it('names a field by the screen’s label, else by its name in words', () => {
    expect(fieldLabel('categoryId', { labels: { categoryId: 'Category' } })).toBe('Category');
    expect(fieldLabel('requiredLicenseId', {})).toBe('Required license id');
  });

  it('writes values for reading: empty, yes or no, lists, and the screen’s own names', () => {
    expect(valueText('name', null, {})).toBe('(empty)');
    expect(valueText('isActive', false, {})).toBe('No');
    expect(valueText('courseIds', [], {})).toBe('(none)');
    const wording = { format: (_f: string, v: unknown) => (v === 3 ? 'PSM' : undefined) };
    expect(valueText('courseIds', [3, 4], wording)).toBe('PSM, 4');
    // A day as MM/DD/YYYY (never shifted by the viewer's zone), an instant with its time.
    expect(valueText('exemptUntil', '2026-12-07', {})).toBe('12/07/2026');
    expect(valueText('paidOn', ['2026-12-07', '2027-01-31'], {})).toBe('12/07/2026, 01/31/2027');
    expect(valueText('sentAt', '2026-12-07T15:05:00', {})).toMatch(/^12\/07\/2026 3:05\sPM$/);
  });

  it('diffs long or multi-line texts only', () => {
    expect(isLongText('short', 'shorter')).toBe(false);
    expect(isLongText('a\nb', 'a')).toBe(true);
    expect(isLongText('x'.repeat(61), 'y')).toBe(true);
    expect(isLongText(1, 'x'.repeat(80))).toBe(false);
  });

  it('says what an action did', () => {
    expect(actionLabel('courses.update-online')).toBe('Edited');
    expect(actionLabel('passcodes.resend')).toBe('E-mailed');
    expect(actionLabel('email-contents.copy')).toBe('Copied');
    expect(actionLabel('email-contents.restore')).toBe('Restored');
    expect(actionLabel('system.outbox-retry')).toBe('outbox retry');
    expect(isCreation('courses.create-category')).toBe(true);
    expect(isCreation('passcodes.generate')).toBe(true);
    expect(isCreation('passcodes.update')).toBe(false);
  });
});
