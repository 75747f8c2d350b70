// Driving an endpoint with autocannon at fixed concurrency for a number of seconds, rotating through
// query strings (or JSON bodies) so the server does not answer one request over and over.
import autocannon from 'autocannon';
import { type Driven, summarise } from './percentiles.js';

export interface Load {
  authorization: string;
  connections: number;
  seconds: number;
  /** JSON bodies to POST instead of GETs (an endpoint that reads a body, e.g. a preview), the i-th with the i-th query. */
  post?: readonly string[];
}

/**
 * Drives GET `path` at fixed concurrency for `seconds`, rotating through `queries` (query strings) so
 * the server does not answer one query over and over; latency from every response.
 */
export async function driveOnce(
  baseUrl: string,
  path: string,
  queries: string[],
  options: { authorization: string; connections: number; seconds: number; post?: readonly string[] },
): Promise<Driven> {
  const samples: number[] = [];
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: options.connections,
        duration: options.seconds,
        headers: { authorization: options.authorization },
        requests: [
          {
            method: options.post ? 'POST' : 'GET',
            setupRequest: (request) => {
              const i = next++;
              const query = queries[i % queries.length] ?? '';
              const body = options.post?.[i % options.post.length];
              const posted =
                body === undefined ? {} : { body, headers: { ...request.headers, 'content-type': 'application/json' } };
              return { ...request, ...posted, path: query ? `${path}?${query}` : path };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
  return { samples, errors: result.errors + result.non2xx, seconds: options.seconds };
}

/** driveOnce, summarised: p50, p95, p99, requests, throughput (req/s), errors. */
export async function drive(
  baseUrl: string,
  path: string,
  queries: string[],
  options: { authorization: string; connections: number; seconds: number },
) {
  return summarise([await driveOnce(baseUrl, path, queries, options)]);
}
