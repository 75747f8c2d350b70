// Verifies the bearer JWT of an API call with jose: signature against the issuer's keys, issuer,
// audience, expiry and an allow-list of algorithms.
import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { unauthorized } from './errors.js';

export interface VerifiedToken {
  issuer: string;
  subject: string;
}

export type TokenVerifier = (authorization: string | undefined) => Promise<VerifiedToken>;

const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** Keys of the embedded provider; absent when an external issuer publishes its own. */
  localJwks?: JSONWebKeySet | undefined;
}

export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  const keys = options.localJwks ? createLocalJWKSet(options.localJwks) : remoteKeys(options.issuer);
  // A signature check costs ~90 µs; a token already verified is remembered until it expires.
  const verified = new Map<string, { subject: string; exp: number }>();
  return async (authorization) => {
    const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(authorization ?? '');
    if (!match?.[1]) throw unauthorized('A bearer token is required.');
    const token = match[1];
    const known = verified.get(token);
    if (known && known.exp * 1000 > Date.now()) return { issuer: options.issuer, subject: known.subject };
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ALGORITHMS,
        requiredClaims: ['sub', 'exp'],
      });
      if (verified.size >= 50_000) verified.clear();
      verified.set(token, { subject: payload.sub as string, exp: payload.exp as number });
      return { issuer: options.issuer, subject: payload.sub as string };
    } catch (error) {
      // The console reads this name as "keys rotated: restart the application" (spec section 8).
      if ((error as { code?: string }).code === 'ERR_JWKS_NO_MATCHING_KEY') {
        throw unauthorized('SecurityTokenSignatureKeyNotFoundException: the key that signed this token is not known.');
      }
      throw unauthorized('The bearer token is invalid or has expired.');
    }
  };
}

/** Finds the external issuer's key set through discovery, once, on first use. */
function remoteKeys(issuer: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const load = async () => {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`);
    if (!res.ok) throw new Error(`OpenID discovery failed for ${issuer}: ${res.status}`);
    const { jwks_uri } = (await res.json()) as { jwks_uri: string };
    return createRemoteJWKSet(new URL(jwks_uri));
  };
  return async (header, token) => {
    keys ??= load().catch((e) => {
      keys = undefined;
      throw e;
    });
    return (await keys)(header, token);
  };
}
