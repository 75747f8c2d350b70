// The account screens' choices: ISO 3166 countries from the server's data, and partners by name.
import type { AccountLookupInfo } from '@eco/contract';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { partners } from '../../../db/schema/index.js';
import { countries } from '../../../platform/iso.js';

export async function accountLookupInfo(db: Db): Promise<AccountLookupInfo> {
  const rows = await db
    .select({ id: partners.id, name: partners.name, isActive: partners.isActive })
    .from(partners)
    .orderBy(asc(sql`lower(${partners.name})`), asc(partners.id));
  return { countries: [...countries], partners: rows };
}
