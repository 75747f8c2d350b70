// Idempotent endpoints (`idempotent: true` in the contract): with an Idempotency-Key header, the first
// request's response is stored in the same transaction as its change, and a repeat (same caller, same
// key) gets that response back instead of running again. The same key with a different body is refused
// (422). Keys are kept for 24 hours. registerArea reads the header and hands the handler a context whose
// `write` is idempotent, so a service only calls ctx.write.
import { createHash } from 'node:crypto';
import { idempotencyKey } from '@eco/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema/index.js';
import type { Change, RequestContext } from './context.js';
import { AppError, invalid } from './errors.js';

/** The Idempotency-Key of a request's headers (Node gives header names in lower case), checked. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  const checked = idempotencyKey.safeParse(key);
  if (!checked.success) throw invalid('Idempotency-Key', checked.error.issues[0]?.message ?? 'Invalid');
  return checked.data;
}

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

export interface IdempotentRequest {
  /** Names the operation (`passcodes.generate`): keys are scoped by it and by the caller. */
  operation: string;
  key: string;
  /** The parsed body: a repeat must send the same one. */
  request: unknown;
  status: number;
  /** Called when the response is a replay of the first one. */
  onReplay: () => void;
}

/**
 * The context of an idempotent endpoint: `write` runs its change once per key (as ctx.write does)
 * unless this caller already sent the operation with this key, in which case the stored response is
 * returned. A concurrent repeat waits for the first to commit, then replays it. One change a request.
 */
export function idempotentContext(ctx: RequestContext, what: IdempotentRequest): RequestContext {
  let written = false;
  return {
    ...ctx,
    write: <T>(change: Change<T>) => {
      if (written) throw new Error(`${what.operation} is idempotent: it may make one change a request`);
      written = true;
      return idempotentWrite(ctx, what, change);
    },
  };
}

async function idempotentWrite<T>(ctx: RequestContext, what: IdempotentRequest, change: Change<T>): Promise<T> {
  const key = what.key;
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
  if (outcome.replayed) what.onReplay();
  return outcome.response;
}
