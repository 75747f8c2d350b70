// What enrollment codes' rules refuse: new codes for an online course that is inactive, revoking a code
// twice or a redeemed one without confirming, and reinstating one not revoked. The bulk actions say the
// same sentences per code in their results.
import { codeAlreadyRevoked } from './codes.js';
import { defineRefusals } from './refusals.js';

export const enrollmentCodeRefusals = defineRefusals('enrollment-codes', {
  'course-inactive': {
    status: 400,
    field: 'onlineCourseId',
    message: () => 'This online course is inactive',
  },
  'already-revoked': codeAlreadyRevoked,
  /** The console offers to confirm: the revoke is sent again with confirmRedeemed. */
  redeemed: {
    status: 400,
    field: 'confirmRedeemed',
    /** `enrollmentId`: the self-paced enrollment the code opened. */
    message: (p: { redeemedOn: string; userEmail: string | null; enrollmentId: number | null }) =>
      `Redeemed on ${p.redeemedOn}${p.userEmail ? ` by ${p.userEmail}` : ''}${
        p.enrollmentId ? `, which opened self-paced enrollment ${p.enrollmentId}` : ''
      }. Revoking the code does not end that enrollment (revoke it under Self-Paced Students); confirm to revoke the code anyway`,
    example: { redeemedOn: '02/03/2026', userEmail: 'dana.lee@example.com', enrollmentId: 311 },
  },
  'not-revoked': {
    status: 400,
    field: 'id',
    message: () => 'This enrollment code is not revoked',
  },
});
