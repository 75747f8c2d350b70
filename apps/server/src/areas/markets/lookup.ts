// The choices the market screens offer: ISO 3166 countries, currencies, partners and products.
import type { MarketLookupInfo } from '@eco/contract';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { partners, products } from '../../db/schema/index.js';
import { countries, currencies } from '../../platform/iso.js';
import { productColumns, toMarketProduct } from './service.js';

export async function marketLookupInfo(db: Db): Promise<MarketLookupInfo> {
  const [partnerRows, productRows] = await Promise.all([
    db
      .select({ id: partners.id, name: partners.name, isActive: partners.isActive })
      .from(partners)
      .orderBy(sql`${partners.isActive} desc`, asc(sql`lower(${partners.name})`)),
    db
      .select(productColumns)
      .from(products)
      .orderBy(asc(sql`upper(${products.sku})`)),
  ]);
  return {
    countries: [...countries],
    currencies: [...currencies],
    partners: partnerRows,
    products: productRows.map(toMarketProduct),
  };
}
