import { describe, expect, it } from 'vitest';
import { codeChoices, courseChoices, partnerChoices } from './lookup';

describe('lookup choices', () => {
  it('shows code and name, stores the code or the id, and mutes inactive items', () => {
    expect(codeChoices([{ code: 'DE', name: 'Germany' }])).toEqual([{ value: 'DE', label: 'DE — Germany' }]);
    expect(partnerChoices([{ id: 3, name: 'Acme', isActive: false }])).toEqual([
      { value: 3, label: 'Acme', inactive: true },
    ]);
    expect(courseChoices([{ id: 7, code: 'PSM', name: 'Scrum Master', isActive: true }])).toEqual([
      { value: 7, label: 'PSM — Scrum Master', inactive: false },
    ]);
    expect(codeChoices(undefined)).toEqual([]);
  });
});
