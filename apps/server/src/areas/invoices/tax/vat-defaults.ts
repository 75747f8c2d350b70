// The VAT a new invoice line starts with, chosen from where the seller and the buyer are (the place of
// supply of services to a business, directive 2006/112/EC art. 44, and its reverse charge, art. 196).
// Staff may change a draft's line; this is only the start, and the only place the choice is made.
import { isEuMemberState, type VatCategory } from '@eco/contract';

export interface VatSeller {
  /** ISO 3166 alpha-2 where the seller is established. */
  countryCode: string;
  /** The seller's standard rate, percent. */
  vatStandardRate: number;
}

export interface VatBuyer {
  countryCode: string | null;
  /** The buyer's VAT identification number, when it has one. */
  vatId: string | null;
}

export interface VatChoice {
  category: VatCategory;
  rate: number;
}

/**
 * - a buyer in the seller's country (or of no known country: nothing shows the supply leaves it) pays the
 *   standard rate (S);
 * - an EU seller's buyer in another member state with a VAT id accounts for the VAT itself (AE, reverse
 *   charge); without a VAT id it is not known to be a business, so the seller's VAT applies (S);
 * - a buyer outside the EU (or any foreign buyer of a seller outside the EU) is outside the scope of EU VAT (O);
 * - a seller without a standard rate (0: not registered for VAT) charges none (O).
 */
export function defaultVat(seller: VatSeller, buyer: VatBuyer): VatChoice {
  const standard: VatChoice =
    seller.vatStandardRate > 0 ? { category: 'S', rate: seller.vatStandardRate } : { category: 'O', rate: 0 };
  const buyerCountry = buyer.countryCode?.trim().toUpperCase() || null;
  if (!buyerCountry || buyerCountry === seller.countryCode.toUpperCase()) return standard;
  if (!isEuMemberState(seller.countryCode)) return { category: 'O', rate: 0 };
  if (isEuMemberState(buyerCountry)) return buyer.vatId?.trim() ? { category: 'AE', rate: 0 } : standard;
  return { category: 'O', rate: 0 };
}
