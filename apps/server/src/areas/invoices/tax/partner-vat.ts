// The VAT a new line to a partner starts with: the partner's country and VAT id read from its record and
// handed to defaultVat with the seller's settings.
import { sql } from 'drizzle-orm';
import { sellerVatDefaults } from '../../../config.js';
import { type Db, queryRows } from '../../../db/client.js';
import { defaultVat, type VatChoice, type VatSeller } from './vat-defaults.js';

export async function partnerVatDefault(db: Db, seller: VatSeller, partnerId: number): Promise<VatChoice> {
  const [buyer] = await queryRows<{ countryCode: string | null; vatId: string | null }>(
    db,
    sql`select country_code as "countryCode", vat_id as "vatId" from partner where id = ${partnerId}`,
  );
  return defaultVat(seller, buyer ?? { countryCode: null, vatId: null });
}

/** The demo's invoices are the demo seller's: the settings' defaults (the seeder has no settings). */
export const demoSeller: VatSeller = {
  countryCode: sellerVatDefaults.countryCode,
  vatStandardRate: sellerVatDefaults.standardRate,
};

/** A line's VAT as asked: both given, a category alone (at 0 %), or neither (what it had, else the default). */
export function lineVat(
  asked: { vatCategory?: VatChoice['category']; vatRate?: number },
  had: VatChoice | undefined,
  fallback: VatChoice,
): VatChoice {
  if (asked.vatCategory === undefined) return had ?? fallback;
  return { category: asked.vatCategory, rate: asked.vatRate ?? 0 };
}
