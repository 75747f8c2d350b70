// The next scheduled reminder a held license shows: the earliest schedule entry due today or later and
// not sent for this expiry; an entry whose day passed unsent is superseded, and none once it has ended.
import { describe, expect, it } from 'vitest';
import { nextReminder } from './licenses-held.js';

const schedule = [7, 60, 14, 30];

describe('nextReminder', () => {
  it('is the earliest entry still ahead, in calendar days before the last valid day', () => {
    expect(nextReminder(schedule, '2027-03-31', '2026-12-01', new Set())).toEqual({
      daysBefore: 60,
      dueOn: '2027-01-30',
    });
    expect(nextReminder(schedule, '2027-03-31', '2027-02-15', new Set())).toEqual({
      daysBefore: 30,
      dueOn: '2027-03-01',
    });
  });

  it('counts an entry due today until it is sent, then moves to the next', () => {
    expect(nextReminder(schedule, '2027-03-31', '2027-03-17', new Set())).toEqual({
      daysBefore: 14,
      dueOn: '2027-03-17',
    });
    expect(nextReminder(schedule, '2027-03-31', '2027-03-17', new Set([14]))).toEqual({
      daysBefore: 7,
      dueOn: '2027-03-24',
    });
  });

  it('has none after the last entry is sent, nor once the license has ended', () => {
    expect(nextReminder(schedule, '2027-03-31', '2027-03-24', new Set([7]))).toBeNull();
    expect(nextReminder(schedule, '2027-03-31', '2027-04-01', new Set())).toBeNull();
    expect(nextReminder([], '2027-03-31', '2027-01-01', new Set())).toBeNull();
  });
});
