// What the Trainers area's rules refuse: making a trainer of an account that may not sign in (closed or
// blocked), and granting a license the catalogue no longer grants (inactive) to a trainer who does not
// hold it already. Both are said beside the field at fault.
import { defineRefusals } from '../refusals.js';

export const trainerRefusals = defineRefusals('trainers', {
  'account-closed': {
    status: 400,
    field: 'admId',
    message: () => 'This account is closed or blocked.',
  },
  /** Beside the license's row (`licenses.<i>.licenseId`); holders keep an inactive license. */
  'license-inactive': {
    status: 400,
    field: 'licenses',
    message: () => 'This license is inactive and can no longer be granted.',
  },
});
