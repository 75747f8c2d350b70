import { describe, expect, it } from 'vitest';
import { flag, flagDefault, id, isoDay, listSearch, matching, pageSizeOptions, sorting, text } from '../search';
import { checkPage, InvalidListResponse } from './page';
import { hasFilters, pickFilters } from './use-list';

const selfPaced = listSearch({
  pageSize: 100,
  sort: sorting(['startDate', 'endDate'], 'startDate', true),
  filters: { userEmail: text(), startDate: isoDay(), onlineCourseId: id(), isRevoked: flag() },
});

describe('list search params', () => {
  it('has the list defaults: page 1, its page size, its order, no filters', () => {
    expect(selfPaced.defaults).toEqual({ page: 1, pageSize: 100, sortBy: 'startDate', sortDescending: true });
    expect(selfPaced.filterKeys).toEqual(['userEmail', 'startDate', 'onlineCourseId', 'isRevoked']);
    expect(selfPaced.pageSizes).toEqual([25, 50, 100, 200]);
    expect(pageSizeOptions(150)).toEqual([25, 50, 100, 150, 200]);
  });

  it('reads filters, page and order back from the address', () => {
    expect(
      selfPaced.schema.parse({
        page: '3',
        pageSize: 50,
        sortBy: 'endDate',
        sortDescending: 'false',
        userEmail: 'ada',
        onlineCourseId: '7',
        isRevoked: 'true',
      }),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sortBy: 'endDate',
      sortDescending: false,
      userEmail: 'ada',
      onlineCourseId: 7,
      isRevoked: true,
    });
  });

  it('falls back to the default for a value it cannot use', () => {
    expect(
      selfPaced.schema.parse({ page: 'x', pageSize: 7, sortBy: 'name', onlineCourseId: '-1', startDate: 'soon' }),
    ).toEqual(selfPaced.defaults);
  });

  it('reads codes of a fixed shape in capitals, and nothing else', () => {
    const currency = matching(/^[A-Z]{3}$/, (v) => v.toUpperCase());
    expect(currency.parse('eur')).toBe('EUR');
    expect(currency.parse('euro')).toBeUndefined();
    expect(flagDefault(true).parse(undefined)).toBe(true);
  });
});

describe('has filters (spec section 4)', () => {
  it('is true only when an applied filter differs from its default', () => {
    expect(hasFilters(selfPaced, selfPaced.defaults)).toBe(false);
    expect(hasFilters(selfPaced, { ...selfPaced.defaults, page: 4, sortBy: 'endDate' as const })).toBe(false);
    expect(hasFilters(selfPaced, { ...selfPaced.defaults, isRevoked: false })).toBe(true);
    expect(pickFilters(selfPaced, { ...selfPaced.defaults, userEmail: 'a' })).toEqual({
      userEmail: 'a',
      startDate: undefined,
      onlineCourseId: undefined,
      isRevoked: undefined,
    });
  });

  it('counts a default that is not empty (exactMatch true) as no filter', () => {
    const codes = listSearch({ pageSize: 100, filters: { suffix: text(), exactMatch: flagDefault(true) } });
    expect(hasFilters(codes, codes.defaults)).toBe(false);
    expect(hasFilters(codes, { ...codes.defaults, exactMatch: false })).toBe(true);
  });
});

describe('list responses', () => {
  it('accepts a page of rows and refuses anything else', () => {
    expect(checkPage({ results: [], totalRowCount: 0, page: 1 })).toEqual({ results: [], totalRowCount: 0, page: 1 });
    expect(() => checkPage(null)).toThrow(InvalidListResponse);
    expect(() => checkPage({ results: 'x', totalRowCount: 1 })).toThrow(InvalidListResponse);
    expect(() => checkPage({ results: [] })).toThrow(InvalidListResponse);
  });
});
