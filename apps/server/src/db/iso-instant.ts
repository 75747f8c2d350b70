// Instants as the API writes them, made by the database: rows can go to the response as the driver
// returns them, without a Date made and formatted again for every row.
import { type SQLWrapper, sql } from 'drizzle-orm';

/** A timestamptz as ISO 8601 in UTC with milliseconds, the text Date.prototype.toISOString gives. */
export const isoInstant = (instant: SQLWrapper) =>
  sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
