// What passcodes' rules refuse: new codes of a product no longer sold or for an inactive partner, making
// a revoked code active, changing the SKU of a redeemed one, revoking a code twice or a redeemed one
// without confirming, and reinstating one not revoked. The bulk actions say the same sentences per code
// in their results.
import { codeAlreadyRevoked } from './codes.js';
import { defineRefusals } from './refusals.js';

export const passcodeRefusals = defineRefusals('passcodes', {
  'product-not-sold': {
    status: 400,
    field: 'sku',
    message: () => 'This product is not sold any more',
  },
  'partner-inactive': {
    status: 400,
    field: 'partnerId',
    message: () => 'This partner is inactive',
  },
  revoked: {
    status: 400,
    field: 'isActive',
    /** `revokedOn` as the list shows it (YYYY-MM-DD); `reason` as the revoker gave it. */
    message: (p: { revokedOn: string; reason: string | null }) =>
      `Revoked on ${p.revokedOn}${p.reason ? ` (${p.reason})` : ''}: reinstate it before making it active`,
    example: { revokedOn: '02/03/2026', reason: 'Sold twice' },
  },
  'redeemed-sku': {
    status: 400,
    field: 'sku',
    message: (p: { redeemedOn: string; resultId: number | null }) =>
      `Redeemed on ${p.redeemedOn}${p.resultId ? ` by assessment result ${p.resultId}` : ''}: its SKU cannot change`,
    example: { redeemedOn: '02/03/2026', resultId: 4182 },
  },
  'already-revoked': codeAlreadyRevoked,
  /** The console offers to confirm: the revoke is sent again with confirmRedeemed. */
  redeemed: {
    status: 400,
    field: 'confirmRedeemed',
    message: (p: { redeemedOn: string; resultId: number | null; studentEmail: string | null }) =>
      `Redeemed on ${p.redeemedOn}${p.resultId ? ` by assessment result ${p.resultId}` : ''}${
        p.studentEmail ? ` (${p.studentEmail})` : ''
      }. Revoking it does not change that result; confirm to revoke it anyway`,
    example: { redeemedOn: '02/03/2026', resultId: 4182, studentEmail: 'dana.lee@example.com' },
  },
  'not-revoked': {
    status: 400,
    field: 'id',
    message: () => 'This passcode is not revoked',
  },
});
