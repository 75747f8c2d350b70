import { describe, expect, it } from 'vitest';
import { failedDeleteMessage } from './delete-result';

describe('delete results (spec section 8)', () => {
  it('shows the first error of a failed delete, else the fallback', () => {
    expect(
      failedDeleteMessage({ status: 'Failed', errors: ['Has registrations', 'x'] }, 'Error deleting class 4.'),
    ).toBe('Has registrations');
    expect(failedDeleteMessage({ status: 'Failed', errors: [] }, 'Error deleting class 4.')).toBe(
      'Error deleting class 4.',
    );
    expect(failedDeleteMessage({ status: 'Succeeded', errors: [] }, 'Error deleting class 4.')).toBeNull();
  });
});
