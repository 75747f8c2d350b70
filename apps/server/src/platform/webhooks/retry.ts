// When a failed webhook delivery is tried again: Standard Webhooks' schedule (immediately, then 5 s, 5 min,
// 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h: ten attempts over about three days), with jitter, and
// slower when the receiver asks (429, 502, 504, Retry-After).
import { withJitter } from '../outbox/worker.js';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
/** The delay after the n-th failed attempt (index n - 1); after the last attempt the delivery is Failed. */
export const RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * 60 * SECOND,
  30 * 60 * SECOND,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  14 * HOUR,
  20 * HOUR,
  24 * HOUR,
] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** Statuses that say "slow down": the endpoint pauses, not only this delivery. */
export const SLOW_DOWN_STATUSES = new Set([429, 502, 504]);
/** A Retry-After longer than this is capped: a receiver cannot park deliveries for days. */
const MAX_RETRY_AFTER_MS = 24 * HOUR;

/** Retry-After in ms: seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const ms = /^\d+$/.test(value.trim()) ? Number(value.trim()) * SECOND : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms)) : null;
}

/** The delay before the next attempt after `attemptsMade` failed ones, or null when that was the last. */
export function nextDelayMs(attemptsMade: number, scale: number, retryAfter: number | null): number | null {
  if (attemptsMade >= MAX_ATTEMPTS) return null;
  const scheduled = withJitter((RETRY_DELAYS_MS[attemptsMade - 1] ?? 0) * scale);
  // The receiver's own Retry-After is never shortened, whatever the scale.
  return Math.max(scheduled, retryAfter ?? 0);
}
