// Search params of the Trainers list (first load: no zod). The yes/no/any filters stay words in the
// address ('yes', 'no', 'any'); the request turns them into true, false and null (triState, spec
// section 3). Active defaults to yes.
import type { F2fRequirementStatus, LicenseRenewalState } from '@eco/contract';
import {
  choice,
  choiceDefault,
  flag,
  id,
  listSearch,
  type Param,
  type SearchOf,
  sorting,
  text,
} from '../../lib/search';

export const yesNoAny = ['yes', 'no', 'any'] as const;
export const renewalStateValues = [
  'current',
  'renewalOpen',
  'due',
  'grace',
  'expired',
] as const satisfies readonly LicenseRenewalState[];
export const f2fStatusValues = ['Met', 'NotMet'] as const satisfies readonly F2fRequirementStatus[];

/** Record ids, as a repeated key or a comma list; anything unusable is dropped. */
const ids = (): Param<number[] | undefined> => ({
  parse(value) {
    const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
    const out = list.map((v) => Number(v)).filter((n) => Number.isSafeInteger(n) && n >= 1);
    return out.length ? [...new Set(out)] : undefined;
  },
});

export const trainerSearch = listSearch({
  pageSize: 50,
  sort: sorting(['lastName', 'email', 'timeZone', 'nextExpiresAt', 'createdAt'], 'lastName'),
  filters: {
    search: text(),
    isActive: choiceDefault(yesNoAny, 'yes'),
    pstRenewalState: choice(renewalStateValues),
    faceToFaceRequirementStatusPriorYear: choice(f2fStatusValues),
    faceToFaceRequirementStatusPriorYearExempt: choice(yesNoAny),
    faceToFaceRequirementStatusCurrentYear: choice(f2fStatusValues),
    faceToFaceRequirementStatusCurrentYearExempt: choice(yesNoAny),
    courseLicenseIds: ids(),
    expiresWithinDays: id(),
    withoutValidLicense: flag(),
  },
});
export type TrainerSearch = SearchOf<typeof trainerSearch>;
