// Idempotent POSTs: with an Idempotency-Key header, the first request's response is stored in the same
// transaction as its change, and a repeat (same caller, same key) gets that response back instead of
// running again. The same key with a different body is refused (422). Keys are kept for 24 hours.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { idempotencyKeys } from '../db/schema/index.js';
import type { Change, RequestContext } from './context.js';
import { AppError, invalid } from './errors.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** JSON with object keys sorted, so two equal bodies hash alike whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Runs `change` in a transaction (like ctx.write) unless this caller already sent the operation with the
 * request's Idempotency-Key, in which case the stored response is returned (and the reply says so with
 * `Idempotent-Replayed: true`). A concurrent repeat waits for the first to commit, then replays it.
 */
export async function idempotent<T>(
  ctx: RequestContext,
  reply: FastifyReply,
  what: { operation: string; request: unknown; status: number },
  change: Change<T>,
): Promise<T> {
  const header = reply.request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return ctx.write(change);
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw invalid('Idempotency-Key', 'Use 1 to 255 visible ASCII characters, e.g. a UUID.');
  }
  // Keys belong to the caller: another person's key never replays someone else's response.
  const scope = `${what.operation} ${ctx.principal?.subject ?? '-'}`;
  const requestHash = createHash('sha256').update(canonical(what.request)).digest('hex');

  const outcome = await ctx.write(async (tx, audit) => {
    await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`));
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash, status: 0, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    if (claimed.length === 0) {
      const [first] = await tx.select().from(idempotencyKeys).where(where);
      if (!first) throw new AppError(409, 'Conflict', 'This Idempotency-Key is in use. Try again.');
      if (first.requestHash !== requestHash) {
        throw new AppError(
          422,
          'Unprocessable Content',
          'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
          { 'Idempotency-Key': ['Already used with a different request'] },
        );
      }
      return { replayed: true as const, response: first.response as T };
    }
    const response = await change(tx, audit);
    await tx
      .update(idempotencyKeys)
      .set({ status: what.status, response: response as object })
      .where(where);
    return { replayed: false as const, response };
  });
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return outcome.response;
}
