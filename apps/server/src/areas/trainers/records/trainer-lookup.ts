// What the trainer screens choose from: the licenses, the languages, IANA time zones, and the accounts
// that could become trainers (found by the Accounts area's search).
import { languages, type TrainerCandidate, type TrainerLookupInfo, USER_SEARCH_LIMIT } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { searchAccounts } from '../../accounts/public.js';

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
 * Accounts that may sign in (not blocked, deleted or merged) and are not trainers yet, by the start of
 * their e-mail or name: the Accounts area's picker search.
 */
export function trainerUserSearch(db: Db, search: string | undefined): Promise<TrainerCandidate[]> {
  return searchAccounts(db, {
    text: search ?? '',
    limit: USER_SEARCH_LIMIT,
    maySignIn: true,
    leaveOut: sql`select adm_id from trainer`,
  });
}
