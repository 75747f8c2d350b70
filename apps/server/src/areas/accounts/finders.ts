// What Go to finds among accounts: one by its admId, people by the start of their e-mail (or the whole
// of it), or by a part of their name from three characters on (the trigram indexes on lower(email) and
// on "first last"). Live accounts first; a deleted or merged one still shows, marked, for support.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { accountFullName } from '../../db/schema/account-profile.js';
import { accounts } from '../../db/schema/index.js';
import { likeContains } from '../../kits/search/text-match.js';
import { type Finder, likePrefix, searchesNames } from '../../platform/finders.js';
import { displayName, liveAccount } from './account-sql.js';

interface Row {
  admId: string;
  email: string;
  name: string;
  status: string;
}

const whereOf = (search: Parameters<Finder['find']>[1]) => {
  if (search.uuid) return sql`adm_id = ${search.uuid}`;
  const byEmail = sql`lower(email) like ${likePrefix(search.lower)}`;
  if (search.isEmail || !searchesNames(search)) return byEmail;
  return sql`(${byEmail} or ${accountFullName(accounts)} like ${likeContains(search.text)})`;
};

export const accountFinders: Finder[] = [
  {
    kind: 'account',
    label: 'Accounts',
    access: 'canViewAccounts',
    async find(db, search, limit) {
      const rows = await queryRows<Row>(
        db,
        sql`select adm_id as "admId", email, ${displayName()} as name,
                   case when merged_into_adm_id is not null then 'Merged' when deleted_at is not null then 'Deleted'
                        when is_blocked then 'Blocked' else '' end as status
            from account
            where ${whereOf(search)}
            order by ${liveAccount()} desc, lower(email) = ${search.lower} desc,
                     lower(email)
            limit ${limit}`,
      );
      return rows.map((r) => ({
        kind: 'account' as const,
        id: r.admId,
        label: r.name || r.email,
        detail: ['Account', r.email, r.status].filter(Boolean).join(' · '),
      }));
    },
  },
];
