// Demo partners: the catalogue's seed made them, each with its billing identity (billing-identities.ts,
// through public.ts). This adds a Polish partner with its own; it runs last, so no earlier seeder's choice
// among the partners (classes held for them, invoices to them) changes with the new one.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { partners } from '../../../db/schema/index.js';
import { polishPartner } from './billing-identities.js';

export async function seedPartnersDemo(tx: Db) {
  const [existing] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.name, polishPartner.name));
  if (!existing) await tx.insert(partners).values(polishPartner);
}
