import { describe, expect, it } from 'vitest';
import { codeChoices, partnerChoices } from './lookup';

describe('lookup choices', () => {
  it('shows code and name, stores the code or the id, and mutes inactive items', () => {
    expect(codeChoices([{ code: 'DE', name: 'Germany' }])).toEqual([{ value: 'DE', label: 'DE — Germany' }]);
    expect(partnerChoices([{ id: 3, name: 'Acme', isActive: false }])).toEqual([
      { value: 3, label: 'Acme', inactive: true },
    ]);
    expect(codeChoices(undefined)).toEqual([]);
  });
});
