// What Go to finds among partners: those whose name contains the text, from three characters on (the
// trigram index on lower(name)); active partners first, then by name.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { likeContains } from '../../kits/search/text-match.js';
import { type Finder, searchesNames } from '../../platform/finders.js';

export const partnerFinders: Finder[] = [
  {
    kind: 'partner',
    label: 'Partners',
    access: 'canViewPartners',
    async find(db, search, limit) {
      if (search.isEmail || search.uuid || !searchesNames(search)) return [];
      const rows = await queryRows<{ id: number; name: string; countryCode: string | null; isActive: boolean }>(
        db,
        sql`select id, name, country_code as "countryCode", is_active as "isActive" from partner
            where lower(name) like ${likeContains(search.text)}
            order by is_active desc, lower(name) = ${search.lower} desc, lower(name), id
            limit ${limit}`,
      );
      return rows.map((r) => ({
        kind: 'partner' as const,
        id: String(r.id),
        label: r.name,
        detail: ['Partner', r.countryCode, r.isActive ? '' : 'Inactive'].filter(Boolean).join(' · '),
      }));
    },
  },
];
