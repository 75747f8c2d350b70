// Values of list rows as the contract shapes them, written in SQL so the driver's rows are the response's
// rows: dates as ISO text, joined names as one string. (Instants: db/iso-instant.ts.)
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A date column as YYYY-MM-DD, whatever the session's DateStyle. */
export const dateText = (column: SQLWrapper): SQL<string> => sql`to_char(${column}, 'YYYY-MM-DD')`;

/**
 * "First Last" of a joined account (either part may be empty), or null when there is none: the one SQL
 * spelling of a person's display name. Areas take it as accounts/public.ts displayName; the history kit,
 * below the areas, takes it here.
 */
export const fullNameText = (first: SQLWrapper, last: SQLWrapper): SQL<string | null> =>
  sql`case when ${first} is null and ${last} is null then null
      else trim(coalesce(${first}, '') || ' ' || coalesce(${last}, '')) end`;
