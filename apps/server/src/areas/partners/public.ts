// The Partners area's door for the other areas: the demo partners' billing identities, which the
// catalogue's seed gives the partners it makes, so the invoices seeded after them choose their VAT from
// the buyer's VAT number.
export { billingIdentities as demoBillingIdentities } from './seed/billing-identities.js';
