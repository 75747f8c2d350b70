// Values of list rows as the contract shapes them, written in SQL so the driver's rows are the response's
// rows: dates as ISO text, joined names as one string.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A timestamp as JavaScript's toISOString() writes it (UTC, milliseconds, Z), or null. */
export const isoText = (column: SQLWrapper): SQL<string | null> =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A date column as YYYY-MM-DD, whatever the session's DateStyle. */
export const dateText = (column: SQLWrapper): SQL<string> => sql`to_char(${column}, 'YYYY-MM-DD')`;

/** "First Last" of a joined account (either part may be empty), or null when there is none. */
export const fullNameText = (first: SQLWrapper, last: SQLWrapper): SQL<string | null> =>
  sql`case when ${first} is null and ${last} is null then null
      else trim(coalesce(${first}, '') || ' ' || coalesce(${last}, '')) end`;
