// Recognises database errors a service turns into field errors, under either driver (pg or PGlite),
// whether or not Drizzle wrapped them.
interface PgError {
  code?: string;
  message?: string;
  constraint?: string;
  detail?: string;
  cause?: unknown;
}

/** The unique index a statement violated (SQLSTATE 23505), or undefined for any other error. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let e = error as PgError | undefined, depth = 0; e && depth < 4; e = e.cause as PgError, depth++) {
    if (e.code === '23505') return e.constraint ?? e.detail ?? '';
  }
  return undefined;
}

/** SQLSTATE class 22 (data exception: a number out of range, text the column cannot hold, a malformed
 * date) comes from what a caller sent, so it is their error (400), never the server's. */
export function isDataException(error: unknown): boolean {
  for (let e = error as PgError | undefined, depth = 0; e && depth < 4; e = e.cause as PgError, depth++) {
    if (typeof e.code === 'string' && e.code.startsWith('22')) return true;
  }
  return false;
}

/** After a lost database connection the pool opens a new one for the next query: retrying soon works. */
export const CONNECTION_RETRY_AFTER_SECONDS = 2;

// Class 08 (connection exception), 57P01-57P03 (the server terminated the session, crashed, or is
// starting), and the node errors of a socket that went away.
const CONNECTION_CODES = /^(08|57P0[123]$|ECONNRESET$|ECONNREFUSED$|EPIPE$|ETIMEDOUT$)/;
const CONNECTION_MESSAGES = /Connection terminated|connection error|Connection ended|not queryable/i;

/** The database connection was lost or refused under the request: the server's passing trouble (503,
 * try again), not a bug (500) and not the caller's error. */
export function isConnectionLost(error: unknown): boolean {
  for (let e = error as PgError | undefined, depth = 0; e && depth < 4; e = e.cause as PgError, depth++) {
    if (typeof e.code === 'string' && CONNECTION_CODES.test(e.code)) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}
