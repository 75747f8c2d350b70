// Shapes every area shares: paging, problem+json, versions, ids, dates and money.
import { z } from 'zod';
import { atLeast, atMost } from './plain-messages.js';

export { atLeast, atMost };

/**
 * RFC 9457 problem details; `errors` maps a field path to its messages on a 400. A declared refusal
 * (refusals.ts) also carries its `code` and the `params` its detail was written from.
 */
export const problem = z.object({
  type: z.string().default('about:blank'),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
  /** A declared refusal's code, 'invoices.not-draft': the console switches on it. */
  code: z.string().optional(),
  /** The values the refusal's sentence was written from (its kind says which). */
  params: z.record(z.string(), z.unknown()).optional(),
  /** A class save's scheduling checks (what clashes, and whether a reason can override it). */
  checks: z
    .array(z.object({ check: z.string(), severity: z.enum(['error', 'warning']), message: z.string() }))
    .optional(),
});
export type Problem = z.infer<typeof problem>;

/** The largest value of a PostgreSQL `integer` column: ids, versions and amounts are stored as int4,
 * so a larger number is refused as a field error here instead of failing in the database. */
export const INT4_MAX = 2_147_483_647;

/** Query-string numbers and booleans arrive as text; these coerce them strictly. */
export const intParam = z.coerce.number().int().min(-INT4_MAX).max(INT4_MAX);
export const boolParam = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

export const pageQuery = (defaultPageSize: number, maxPageSize = 500) =>
  z.object({
    page: intParam.min(1).default(1),
    pageSize: intParam.min(1).max(maxPageSize).default(defaultPageSize),
  });

export const paged = <T extends z.ZodType>(row: T) =>
  z.object({ results: z.array(row), totalRowCount: z.number().int().min(0), page: z.number().int().min(1) });

/** Optimistic concurrency: every editable record carries its version; an update sends it back. */
export const version = z.number().int().min(1).max(INT4_MAX);

export const idParams = z.object({ id: intParam.min(1) });
export const uuid = z.uuid();
export const admIdParams = z.object({ admId: uuid });

/** What a date or an instant may be: the years PostgreSQL and the API's ISO strings both hold (PostgreSQL
 * refuses year 0000; past 9999 an ISO string needs six digits). An instant counts in UTC. */
export const YEAR_RANGE_MESSAGE = 'Use a year from 0001 to 9999';
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/** An ISO date (YYYY-MM-DD) of a year from 0001 to 9999; `params` as z.iso.date takes them (its message). */
export const isoDateOf = (params?: Parameters<typeof z.iso.date>[0]) =>
  z.iso.date(params).refine((value) => !value.startsWith('0000'), YEAR_RANGE_MESSAGE);
export const isoDate = isoDateOf();
/** An ISO instant with its offset (or Z), from 0001-01-01T00:00:00Z to the end of 9999 in UTC. */
export const isoDateTime = z.iso.datetime({ offset: true }).refine((value) => {
  const instant = Date.parse(value);
  return instant >= FIRST_INSTANT && instant <= LAST_INSTANT;
}, YEAR_RANGE_MESSAGE);

/** Money is integer minor units plus an ISO 4217 currency code. */
export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter ISO 4217 code');
/** A currency the person must pick: empty says so, anything else must be an ISO 4217 code. */
export const chosenCurrency = z.string({ error: 'Choose a currency' }).min(1, 'Choose a currency').pipe(currencyCode);
export const money = z.object({ amount: z.number().int().min(-INT4_MAX).max(INT4_MAX), currency: currencyCode });

/** A reference to another record in a body: its id. */
export const refId = z.number().int().min(1).max(INT4_MAX);

/** A whole number a person types (a quantity, days, months, an order): out of bounds is an error, never clamped. */
export const wholeNumber = (min: number, max: number) =>
  z.number({ error: 'Enter a number' }).int('Use a whole number').min(min, atLeast(min)).max(max, atMost(max));

export const email = z.email().max(254);
export const trimmed = (max: number) => z.string().trim().min(1, 'Required').max(max);

/** A certification assessment's code as a course prepares for it or a product sells it (e.g. PSM I);
 *  empty for none. */
export const assessmentCodeInput = z
  .string()
  .trim()
  .max(50)
  .nullable()
  .default(null)
  .transform((v) => v || null);

/** Delete responses carry a status and messages (spec section 3). */
export const deleteResult = z.object({ status: z.enum(['Succeeded', 'Failed']), errors: z.array(z.string()) });

/** The request header of idempotent endpoints (`idempotent: true`), and the response header of a replay. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** An Idempotency-Key: 1 to 255 visible ASCII characters, e.g. a UUID; kept for 24 hours. */
export const idempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, 'Use 1 to 255 visible ASCII characters, e.g. a UUID.');

/** An IANA time zone the runtime knows (Europe/Berlin, UTC...). */
export const timeZone = z
  .string()
  .trim()
  .min(1, 'Choose a time zone')
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Choose a time zone from the list');
