// Where a Go to result opens: the first screen of its kind the person can reach.
import type { SearchResult } from '@eco/contract';
import { describe, expect, it } from 'vitest';
import { targetOf } from './targets';

const passcode: SearchResult = { kind: 'passcode', id: '42', label: 'ABCD-EFGH-JKMN', detail: '' };
const course: SearchResult = { kind: 'course', id: '7', label: 'PSM — Professional Scrum Master', detail: '' };

describe('targetOf', () => {
  it("opens a record's own screen when the person can reach it", () => {
    expect(targetOf(passcode, () => true)).toEqual({
      to: '/passcodes/$passcodeId/edit',
      params: { passcodeId: '42' },
    });
  });

  it('falls back to the list filtered on the record for people who may only view the list', () => {
    const listOnly = (path: string) => !path.includes('$');
    expect(targetOf(passcode, listOnly)).toEqual({ to: '/passcodes', search: { passcode: 'ABCD-EFGH-JKMN' } });
    expect(targetOf(course, listOnly)).toEqual({ to: '/classes/courses', search: { search: 'PSM' } });
  });

  it('offers nothing the person cannot reach', () => {
    expect(targetOf(course, () => false)).toBeUndefined();
  });
});
