// The client organizations classes are run for (table client_organization, kept by a trigger on class):
// the class form suggests them as a scheduler types, so one organization keeps one spelling and its
// classes are found together by the list's filter and the reports.
import { CLIENT_ORGANIZATION_SUGGESTIONS, type ClientOrganization } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { likeContains } from '../../../kits/search/text-match.js';

/** The names containing `search` (any case; every name when empty), most classes first. */
export function clientOrganizations(db: Db, search: string | undefined): Promise<ClientOrganization[]> {
  const contains = search ? sql`and lower(name) like ${likeContains(search)}` : sql``;
  return queryRows<ClientOrganization>(
    db,
    sql`select name, class_count as "classCount" from client_organization
        where class_count > 0 ${contains}
        order by class_count desc, name limit ${CLIENT_ORGANIZATION_SUGGESTIONS}`,
  );
}
