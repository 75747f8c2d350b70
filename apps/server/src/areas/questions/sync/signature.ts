// How the platform authenticates a request: the key, the Unix timestamp and md5 of key, secret and
// timestamp, sent as query parameters; a signature older than five minutes is refused.
import { createHash, timingSafeEqual } from 'node:crypto';

/** How long a signed timestamp stays valid, either way (clock skew), in seconds. */
export const SIGNATURE_WINDOW_SECONDS = 5 * 60;

export const signatureOf = (apiKey: string, apiSecret: string, timestamp: number) =>
  createHash('md5').update(`${apiKey}${apiSecret}${timestamp}`).digest('hex');

/** The query a signed request carries. */
export function signedQuery(apiKey: string, apiSecret: string, now = Date.now()) {
  const timestamp = Math.floor(now / 1000);
  return { api_key: apiKey, signature: signatureOf(apiKey, apiSecret, timestamp), timestamp: String(timestamp) };
}

export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
