// Runs a bulk action on every row matching a list's filter. The server takes the rows a batch at a time:
// each request carries the filter and the cursor the previous batch answered (never ids), and its own
// Idempotency-Key, so a batch retried after a lost answer replays that answer instead of acting twice.
// The loop reports progress after each batch, can be stopped between batches, and gathers the outcome:
// the counts, every item not changed, and the first items changed.
import type { BulkItemResult, BulkResult } from './bulk-result';

export interface MatchingCursor {
  afterId?: number;
  upToId?: number;
}

export interface MatchingBatch extends BulkResult {
  upToId: number;
  lastId: number;
  remaining: number;
}

/** One batch: the area's call with the filter and the action's body, given the cursor and a key. */
export type MatchingCall = (cursor: MatchingCursor, idempotencyKey: string) => Promise<MatchingBatch>;

export interface MatchingProgress {
  done: number;
  total: number;
}

/** Changed items kept for the outcome dialog; the items not changed are all kept. */
export const SHOWN_CHANGED = 20;

export interface MatchingOutcome extends BulkResult {
  /** Items the run covered: succeeded + failed. */
  total: number;
  /** Set when the run ended early: stopped by the person, or a request failed. */
  stopped?: 'stopped' | 'failed';
}

export async function runMatching(
  call: MatchingCall,
  runKey: string,
  onProgress: (progress: MatchingProgress) => void,
  shouldStop: () => boolean,
): Promise<MatchingOutcome> {
  const outcome: MatchingOutcome = { succeeded: 0, failed: 0, results: [], total: 0 };
  const changed: BulkItemResult[] = [];
  let cursor: MatchingCursor = {};
  for (;;) {
    let batch: MatchingBatch;
    try {
      batch = await call(cursor, `${runKey}-${cursor.afterId ?? 0}`);
    } catch (error) {
      // The first batch refused (a bad filter, no permission): nothing changed, the caller says so.
      if (outcome.total === 0) throw error;
      outcome.stopped = 'failed';
      break;
    }
    outcome.succeeded += batch.succeeded;
    outcome.failed += batch.failed;
    outcome.total += batch.results.length;
    for (const item of batch.results) {
      if (!item.ok) outcome.results.push(item);
      else if (changed.length < SHOWN_CHANGED) changed.push(item);
    }
    onProgress({ done: outcome.total, total: outcome.total + batch.remaining });
    if (batch.remaining === 0) break;
    if (shouldStop()) {
      outcome.stopped = 'stopped';
      break;
    }
    cursor = { afterId: batch.lastId, upToId: batch.upToId };
  }
  outcome.results.push(...changed);
  return outcome;
}
