// What Go to finds among products: a product by the start of its SKU, or by a word of its name.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { likeContains } from '../../kits/search/text-match.js';
import { type Finder, likePrefix, searchesNames } from '../../platform/finders.js';

export const productFinders: Finder[] = [
  {
    kind: 'product',
    label: 'Products',
    access: 'canViewProducts',
    async find(db, search, limit) {
      if (search.isEmail || search.uuid) return [];
      const byName = searchesNames(search) ? likeContains(search.text) : null;
      const rows = await queryRows<{ id: number; sku: string; name: string; isActive: boolean }>(
        db,
        sql`select id, sku, name, is_active as "isActive" from product
            where lower(sku) like ${likePrefix(search.lower)} or lower(name) like ${byName}
            order by lower(sku) = ${search.lower} desc, lower(sku) like ${likePrefix(search.lower)} desc, sku
            limit ${limit}`,
      );
      return rows.map((r) => ({
        kind: 'product' as const,
        id: String(r.id),
        label: `${r.sku} — ${r.name}`,
        detail: r.isActive ? 'Product' : 'Product · Inactive',
      }));
    },
  },
];
