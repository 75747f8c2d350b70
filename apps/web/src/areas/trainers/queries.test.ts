// The trainer list's address as the server gets it: the yes/no/any words of the active and exempt
// filters become true, false and null (spec section 3: null for empty or any, true for yes, else false).
import { triState } from '@eco/contract';
import { describe, expect, it } from 'vitest';
import { trainerFilterOf } from './queries';
import { trainerSearch } from './search';

describe('trainer list filters', () => {
  it('map empty and any to null, yes to true and anything else to false', () => {
    expect([undefined, null, '', 'any', 'yes', 'no', 'false', 'nope', true, false].map(triState)).toEqual([
      null,
      null,
      null,
      null,
      true,
      false,
      false,
      false,
      true,
      false,
    ]);
  });

  it('send active yes by default and every exempt filter as null until chosen', () => {
    const filter = trainerFilterOf(trainerSearch.schema.parse({}) as never);
    expect(filter).toMatchObject({
      isActive: true,
      faceToFaceRequirementStatusPriorYearExempt: null,
      faceToFaceRequirementStatusCurrentYearExempt: null,
      courseLicenseIds: [],
      withoutValidLicense: false,
    });
  });

  it('read the address: active any, exempt no, licenses as a list', () => {
    const search = trainerSearch.schema.parse({
      isActive: 'any',
      faceToFaceRequirementStatusCurrentYearExempt: 'no',
      faceToFaceRequirementStatusPriorYearExempt: 'yes',
      courseLicenseIds: [3, '5', 'x'],
      pstRenewalState: 'grace',
    });
    expect(trainerFilterOf(search as never)).toMatchObject({
      isActive: null,
      faceToFaceRequirementStatusCurrentYearExempt: false,
      faceToFaceRequirementStatusPriorYearExempt: true,
      courseLicenseIds: [3, 5],
      pstRenewalState: 'grace',
    });
  });
});
