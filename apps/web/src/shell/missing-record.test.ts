import { describe, expect, it } from 'vitest';
import { missingRecordAt } from './missing-record';

describe('Not found for a record', () => {
  it('names the record and the list it belongs to', () => {
    expect(missingRecordAt('/classes/courses/999999/edit')).toEqual({
      label: 'Course 999999',
      list: { path: '/classes/courses', title: 'Courses' },
    });
    expect(missingRecordAt('/licenses/7/edit')?.list?.title).toBe('Licenses');
  });

  it('says nothing more for an address that is not a record screen', () => {
    expect(missingRecordAt('/classes/courses')).toBeNull();
    expect(missingRecordAt('/no/such/page')).toBeNull();
  });
});
