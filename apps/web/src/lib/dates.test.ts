import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, FIRST_DAY_OF_WEEK, formatDate, formatDateTime, formatDayRange, toDate, toIsoDate } from './dates';

describe('dates (spec section 9: mm/dd/yy, Sunday first)', () => {
  it('uses PrimeReact notation, where yy is the four-digit year', () => {
    expect(DATE_FORMAT).toBe('mm/dd/yy');
    expect(FIRST_DAY_OF_WEEK).toBe(0);
    expect(formatDate(new Date(2025, 2, 7))).toBe('03/07/2025');
    expect(formatDate(new Date(2025, 10, 23), 'm/d/y')).toBe('11/23/25');
  });

  it('reads ISO calendar days as local dates, without a time-zone shift', () => {
    expect(formatDate('2025-01-01')).toBe('01/01/2025');
    expect(toIsoDate(toDate('2024-02-29'))).toBe('2024-02-29');
  });

  it('writes an instant with its time, and a span of days as one day when it is one', () => {
    expect(formatDateTime(new Date(2025, 2, 7, 14, 5))).toMatch(/^03\/07\/2025 2:05\sPM$/);
    expect(formatDayRange('2026-12-07', '2026-12-09')).toBe('12/07/2026 – 12/09/2026');
    expect(formatDayRange('2026-12-07', '2026-12-07')).toBe('12/07/2026');
  });

  it('gives empty text for no or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
