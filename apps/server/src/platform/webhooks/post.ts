// One webhook request over node's own HTTP client: a POST with a 15 s limit on the whole exchange,
// redirects not followed (a 3xx is a failed attempt, as Standard Webhooks asks), the connection's DNS
// lookup guarded against internal addresses, and only the first 2 KB of the answer kept for the log.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isForbiddenAddress, UnsafeUrlError } from './address-guard.js';

export const WEBHOOK_TIMEOUT_MS = 15_000;
export const EXCERPT_BYTES = 2048;
/** Read at most this much of an answer before closing it: receivers should answer briefly. */
const MAX_READ_BYTES = 64 * 1024;

export interface PostResult {
  status: number | null;
  /** The Retry-After header, as sent. */
  retryAfter: string | null;
  excerpt: string | null;
  error: string | null;
}

export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<PostResult> {
  const target = new URL(url);
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  // An address written in the URL skips DNS, so the lookup guard never sees it: check it here.
  if (!options.allowPrivate && isIP(literal) && isForbiddenAddress(literal)) {
    const error = new UnsafeUrlError(`${literal} is a private, loopback, link-local or otherwise internal address`);
    return Promise.resolve({ status: null, retryAfter: null, excerpt: null, error: error.message });
  }
  if (target.protocol !== 'https:' && !options.allowPrivate) {
    return Promise.resolve({ status: null, retryAfter: null, excerpt: null, error: 'Only https:// URLs are sent to' });
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(options.allowPrivate) as never,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        const done = () => {
          const excerpt = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8');
          const retryAfter = response.headers['retry-after'];
          finish({ status: response.statusCode ?? null, retryAfter: retryAfter ?? null, excerpt, error: null });
        };
        response.on('data', (chunk: Buffer) => {
          if (read < EXCERPT_BYTES) chunks.push(chunk);
          read += chunk.length;
          if (read > MAX_READ_BYTES) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`No answer within ${(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000} s`));
    }, options.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    request.on('error', (error) =>
      finish({ status: null, retryAfter: null, excerpt: null, error: error.message.slice(0, 500) }),
    );
    request.end(body);
  });
}
