// What the request log keeps of a request: Fastify's usual fields, with secrets in the address masked.
// A password reset or verification link carries its token in the query (the e-mailed link must work
// without script); the console's sign-in callback carries an authorization code. Logs outlive both,
// and whoever reads them must not be able to use one.
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMETER = /([?&](?:token|code|state|id_token_hint|code_verifier)=)[^&#]*/gi;

/** The address with the values of secret-bearing query parameters replaced. */
export const maskSecrets = (url: string) => url.replace(SECRET_PARAMETER, '$1***');

/** Pino serializer for `req`, as Fastify's default but with the URL masked. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
