// Instants as the API writes them, made by the database: rows can go to the response as the driver
// returns them, without a Date made and formatted again for every row. The one SQL spelling of the
// format: lists, pages, histories and the class reports all use it.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

const FORMATS = {
  /** The text Date.prototype.toISOString gives: what the API answers. */
  milliseconds: `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`,
  /** To the second, as the class reports' files have always written their instants. */
  seconds: `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`,
};

/** A timestamptz as ISO 8601 in UTC (null for null), with milliseconds unless asked to the second. */
export const isoInstant = (instant: SQLWrapper, to: keyof typeof FORMATS = 'milliseconds'): SQL<string | null> =>
  sql`to_char(${instant} at time zone 'UTC', ${sql.raw(FORMATS[to])})`;
