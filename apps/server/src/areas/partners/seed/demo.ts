// Demo partners' billing identities: the catalogue made the partners (courses' seed); this gives each the
// legal name, address and VAT or tax id its invoices name (billing-identities.ts), and adds a Polish
// partner. It runs last, so no earlier seeder's choice among the partners changes with the new one.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { partners } from '../../../db/schema/index.js';
import { billingIdentities, polishPartner } from './billing-identities.js';

export async function seedPartnersDemo(tx: Db) {
  for (const [name, identity] of Object.entries(billingIdentities)) {
    await tx.update(partners).set(identity).where(eq(partners.name, name));
  }
  const [existing] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.name, polishPartner.name));
  if (!existing) await tx.insert(partners).values(polishPartner);
}
