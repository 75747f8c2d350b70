// What Go to finds among trainers: those whose name or e-mail contains the text, from three characters
// on, through the trigram index on the trainer's own search text ("first last email", kept by triggers),
// so the lookup reads the trainers, not every account; active trainers first, by last and first name.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { likeContains } from '../../kits/search/text-match.js';
import { type Finder, searchesNames } from '../../platform/finders.js';
import { displayName } from '../accounts/public.js';

export const trainerFinders: Finder[] = [
  {
    kind: 'trainer',
    label: 'Trainers',
    access: 'canViewTrainers',
    async find(db, search, limit) {
      if (search.uuid || !searchesNames(search)) return [];
      const rows = await queryRows<{ admId: string; name: string; email: string; isActive: boolean }>(
        db,
        sql`select t.adm_id as "admId", ${displayName('a')} as name, a.email, t.is_active as "isActive"
            from trainer t join account a on a.adm_id = t.adm_id
            where t.search_text like ${likeContains(search.text)}
            order by t.is_active desc, t.sort_name, t.id
            limit ${limit}`,
      );
      return rows.map((r) => ({
        kind: 'trainer' as const,
        id: r.admId,
        label: r.name || r.email,
        detail: ['Trainer', r.email, r.isActive ? '' : 'Inactive'].filter(Boolean).join(' · '),
      }));
    },
  },
];
