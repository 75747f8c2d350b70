import { describe, expect, it } from 'vitest';
import { deleteSummary, ownedList } from './delete-summary';

const holding = (label: string, count: number) => ({ kind: label, label, count, link: null });

describe('the delete confirmation', () => {
  it('names the kinds of record the account has, with their counts', () => {
    const holdings = [holding('Class registrations', 3), holding('Sign-in identities', 0), holding('Passcodes', 2)];
    expect(ownedList(holdings)).toBe('3 class registrations, 2 passcodes');
    expect(deleteSummary(holdings)).toContain('It owns 3 class registrations, 2 passcodes. They stay with the deleted');
  });

  it('says when the account owns nothing, or when that could not be read', () => {
    expect(deleteSummary([holding('Passcodes', 0)])).toMatch(/^The account owns no records\./);
    expect(deleteSummary(null)).toMatch(/^What the account owns could not be read\./);
  });
});
