// The Classes list's address as the server gets it: Submitted by default, beta courses left out, the
// yes/no filters null until chosen, and every filter read back from the address as it was written.
import { classSearchFilters } from '@eco/contract';
import { describe, expect, it } from 'vitest';
import { classFiltersOf, classSearch } from './class-list-search';

const parse = (params: Record<string, unknown>) => classSearch.schema.parse(params) as never;

describe('classes list filters', () => {
  it('start with Submitted classes of non-beta courses, everything else any', () => {
    const filters = classFiltersOf(parse({}));
    expect(filters).toEqual({
      startDate: null,
      endDate: null,
      trainerAdmId: null,
      courseType: null,
      includeBetaCourses: false,
      isCancelled: null,
      isPublished: null,
      scope: null,
      states: ['Submitted'],
      clientOrganization: null,
    });
    expect(classSearchFilters.safeParse(filters).success).toBe(true);
  });

  it('read every filter back from the address', () => {
    const filters = classFiltersOf(
      parse({
        startDate: '2027-03-01',
        endDate: '2027-03-31',
        trainerAdmId: '0F8FAD5B-D9CB-469F-A165-70867728950E',
        courseType: '7',
        includeBetaCourses: 'true',
        isCancelled: 'false',
        isPublished: true,
        scope: 'Private',
        states: 'Draft,Approved',
        clientOrganization: ' Acme ',
      }),
    );
    expect(filters).toEqual({
      startDate: '2027-03-01',
      endDate: '2027-03-31',
      trainerAdmId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      courseType: 7,
      includeBetaCourses: true,
      isCancelled: false,
      isPublished: true,
      scope: 'Private',
      states: ['Draft', 'Approved'],
      clientOrganization: 'Acme',
    });
    expect(classSearchFilters.safeParse(filters).success).toBe(true);
  });

  it('drop what it cannot use: an unknown state list falls back to Submitted, a bad day to none', () => {
    const filters = classFiltersOf(parse({ states: 'Draft,Bogus', startDate: '03/01/2027', scope: 'Secret' }));
    expect(filters).toMatchObject({ states: ['Submitted'], startDate: null, scope: null });
  });
});
