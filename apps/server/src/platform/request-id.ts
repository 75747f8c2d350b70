// The request id that joins logs, error answers and audit events. Behind a trusted proxy the caller's
// X-Request-Id is kept so logs join up across hops, but only a short plain token: anything else (an
// 8,000-character value, quotes, path tricks) would go into every log line and the audit trail as is.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const PLAIN_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's genReqId: the caller's id when trusted and plain, else a new UUID. */
export function requestIdGenerator(trustCaller: boolean) {
  return (request: { headers: IncomingHttpHeaders }): string => {
    const given = trustCaller ? request.headers['x-request-id'] : undefined;
    return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
  };
}
