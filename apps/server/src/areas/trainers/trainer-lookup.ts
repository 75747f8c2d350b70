// What the trainer screens choose from: the licenses, the languages, IANA time zones, and the accounts
// that could become trainers.
import { languages, type TrainerCandidate, type TrainerLookupInfo, USER_SEARCH_LIMIT } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { likeContains } from '../../kits/search/text-match.js';

/** The runtime's IANA zones (maintained with its ICU data), UTC first. */
const timeZones = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')];

export async function trainerLookupInfo(db: Db): Promise<TrainerLookupInfo> {
  const courseLicenses = await queryRows<TrainerLookupInfo['courseLicenses'][number]>(
    db,
    sql`select id, name, is_active as "isActive", renewal_months as "renewalMonths" from license
        order by is_active desc, lower(name)`,
  );
  return { courseLicenses, languages: languages.map((l) => ({ ...l })), timeZones };
}

/**
 * Live accounts (not blocked, deleted or merged) that are not trainers yet, by name or e-mail (contains),
 * in name order. The account's trigram indexes (e-mail, "first last") serve the match.
 */
export async function trainerUserSearch(db: Db, search: string | undefined): Promise<TrainerCandidate[]> {
  const pattern = likeContains(search ?? '');
  return queryRows<TrainerCandidate>(
    db,
    sql`select a.adm_id as "admId", a.email, a.first_name as "firstName", a.last_name as "lastName"
        from account a
        where a.deleted_at is null and a.merged_into_adm_id is null and not a.is_blocked
          and (lower(a.email) like ${pattern} or lower(a.first_name || ' ' || a.last_name) like ${pattern})
          and not exists (select 1 from trainer t where t.adm_id = a.adm_id)
        order by lower(a.last_name), lower(a.first_name), a.id
        limit ${USER_SEARCH_LIMIT}`,
  );
}
