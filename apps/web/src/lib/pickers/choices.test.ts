// The pickers' names and choices: one spelling per kind, stored value, inactive items muted or left out.
import { describe, expect, it } from 'vitest';
import { accountLabel, courseChoices, courseLabel, productChoices, trainerChoices, trainerLabel } from './choices';

describe('picker labels', () => {
  it('names an account by name and e-mail, a trainer by last name', () => {
    expect(accountLabel({ admId: 'a', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' })).toBe(
      'Ada Lovelace <ada@example.com>',
    );
    expect(trainerLabel({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Lovelace, Ada');
  });

  it('names a course by code and name, beta only where asked', () => {
    const beta = { id: 1, code: 'PSM', name: 'Scrum Master', isActive: true, isBeta: true };
    expect(courseLabel(beta)).toBe('PSM — Scrum Master');
    expect(courseLabel(beta, { markBeta: true })).toBe('PSM — Scrum Master (beta)');
  });
});

describe('picker choices', () => {
  it('stores the id, shows the label and mutes inactive courses, or leaves them out', () => {
    const courses = [
      { id: 7, code: 'PSM', name: 'Scrum Master', isActive: true },
      { id: 8, code: 'OLD', name: 'Retired', isActive: false, isBeta: true },
    ];
    expect(courseChoices(courses, { markBeta: true })).toEqual([
      { value: 7, label: 'PSM — Scrum Master', inactive: false },
      { value: 8, label: 'OLD — Retired (beta)', inactive: true },
    ]);
    expect(courseChoices(courses, { activeOnly: true })).toEqual([
      { value: 7, label: 'PSM — Scrum Master', inactive: false },
    ]);
    expect(courseChoices(undefined)).toEqual([]);
  });

  it('keeps the label a lookup sends already', () => {
    expect(courseChoices([{ value: 3, displayName: 'PSM-OL — Online', isActive: false }])).toEqual([
      { value: 3, label: 'PSM-OL — Online', inactive: true },
    ]);
    expect(productChoices([{ value: 'SKU-1', displayName: 'SKU-1 — Seat', isActive: true }])).toEqual([
      { value: 'SKU-1', label: 'SKU-1 — Seat', inactive: false },
    ]);
  });

  it('stores a trainer by admId', () => {
    const trainers = [
      { admId: 'u1', firstName: 'Ada', lastName: 'Lovelace', isActive: true },
      { admId: 'u2', firstName: 'Alan', lastName: 'Turing', isActive: false },
    ];
    expect(trainerChoices(trainers)).toEqual([
      { value: 'u1', label: 'Lovelace, Ada', inactive: false },
      { value: 'u2', label: 'Turing, Alan', inactive: true },
    ]);
    expect(trainerChoices(trainers, { activeOnly: true })).toHaveLength(1);
  });
});
