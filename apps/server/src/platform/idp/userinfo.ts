// The userinfo endpoint (GET/POST /idp/me) for our access tokens. oidc-provider's own refuses any token
// with an audience, and every token here is a JWT for the API, so this one verifies that JWT instead.
// Like the API, it trusts the short-lived JWT (oidc-provider does not store JWT access tokens) and
// checks that the account is still active.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createLocalJWKSet, type JWK, jwtVerify } from 'jose';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { accountFinder, SCOPE_CLAIMS } from './accounts.js';

export interface UserinfoOptions {
  config: Config;
  db: Db;
  jwks: { keys: JWK[] };
}

export function registerUserinfo(app: FastifyInstance, { config, db, jwks }: UserinfoOptions) {
  const keys = createLocalJWKSet(jwks);
  const findAccount = accountFinder(db);

  // RFC 6750 §3: the error goes in WWW-Authenticate as well as in the body.
  const refuse = (reply: FastifyReply, status: 401 | 403, error: string, description: string, scope?: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header(
        'www-authenticate',
        `Bearer realm="${config.issuer}", error="${error}", error_description="${description}"${scope ? `, scope="${scope}"` : ''}`,
      )
      .send({ error, error_description: description });

  const handler = async (request: { headers: { authorization?: string } }, reply: FastifyReply) => {
    const match = /^Bearer\s+([\w.~+/-]+=*)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return refuse(reply, 401, 'invalid_token', 'no access token provided');
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(match[1], keys, {
        issuer: config.issuer,
        audience: config.audience,
        algorithms: ['RS256', 'ES256'],
      }));
    } catch {
      return refuse(reply, 401, 'invalid_token', 'invalid access token');
    }
    const scopes = new Set(String(payload.scope ?? '').split(' '));
    if (!scopes.has('openid'))
      return refuse(reply, 403, 'insufficient_scope', 'access token missing openid scope', 'openid');
    const account = await findAccount(undefined, String(payload.sub));
    if (!account) return refuse(reply, 401, 'invalid_token', 'access token subject not found');

    const all = await account.claims('userinfo', [...scopes].join(' '), {}, []);
    const released: Record<string, unknown> = {};
    for (const [scope, names] of Object.entries(SCOPE_CLAIMS)) {
      if (!scopes.has(scope)) continue;
      for (const name of names) if (all[name] !== undefined) released[name] = all[name];
    }
    return reply.header('cache-control', 'no-store').send(released);
  };

  app.get('/me', handler);
  app.post('/me', handler);
}
