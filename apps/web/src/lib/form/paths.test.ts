import { describe, expect, it } from 'vitest';
import { errorFor, getPath, issuesToErrors, setPath } from './paths';

describe('form paths', () => {
  it('reads and writes nested values without changing the original', () => {
    const values = { name: 'x', price: { amount: 100, currency: 'USD' } };
    const next = setPath(values, 'price.amount', 250);
    expect(next).toEqual({ name: 'x', price: { amount: 250, currency: 'USD' } });
    expect(values.price.amount).toBe(100);
    expect(getPath(next, 'price.currency')).toBe('USD');
    expect(getPath(next, 'price.missing.deeper')).toBeUndefined();
  });

  it('finds a field error, including errors of its parts', () => {
    const errors = { code: ['A course with this code exists.'], 'courseIds.2': ['Unknown course'] };
    expect(errorFor(errors, 'code')).toBe('A course with this code exists.');
    expect(errorFor(errors, 'courseIds')).toBe('Unknown course');
    expect(errorFor(errors, 'name')).toBeUndefined();
  });

  it('turns zod issues into field errors', () => {
    expect(
      issuesToErrors([
        { path: ['price', 'amount'], message: 'Not negative' },
        { path: [], message: 'Choose at least one field' },
        { path: ['onlineCourseId'], code: 'invalid_type', message: 'Invalid input: expected number, received null' },
      ]),
    ).toEqual({ 'price.amount': ['Not negative'], _: ['Choose at least one field'], onlineCourseId: ['Required'] });
  });
});
