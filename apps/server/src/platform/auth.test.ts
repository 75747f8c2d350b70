// The bearer token check on its own, with keys made here: what it accepts and each way it refuses.
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, type TokenVerifier } from './auth.js';

const issuer = 'https://eco.test/idp';
const audience = 'https://eco.test/api';
let signingKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let verify: TokenVerifier;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  verify = createTokenVerifier({ issuer, audience, localJwks: { keys: [jwk] } });
});

function token(change: { iss?: string; aud?: string; exp?: string | number; sub?: string | null } = {}) {
  const jwt = new SignJWT({ client_id: 'eco-console' })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(change.iss ?? issuer)
    .setAudience(change.aud ?? audience)
    .setIssuedAt()
    .setExpirationTime(change.exp ?? '5m');
  if (change.sub !== null) jwt.setSubject(change.sub ?? 'someone');
  return jwt.sign(signingKey);
}

const refused = async (authorization: string | undefined) => {
  await expect(verify(authorization)).rejects.toMatchObject({ status: 401 });
};

describe('bearer token check', () => {
  it('accepts a token of the issuer, for the API, unexpired, and names its subject', async () => {
    expect(await verify(`Bearer ${await token()}`)).toEqual({ issuer, subject: 'someone' });
  });

  it('refuses an expired token', async () => {
    await refused(`Bearer ${await token({ exp: Math.floor(Date.now() / 1000) - 60 })}`);
  });

  it('refuses a token for another audience or from another issuer', async () => {
    await refused(`Bearer ${await token({ aud: 'https://other.test/api' })}`);
    await refused(`Bearer ${await token({ iss: 'https://other.test/idp' })}`);
  });

  it('refuses a token without a subject', async () => {
    await refused(`Bearer ${await token({ sub: null })}`);
  });

  it('refuses an algorithm off the allow-list, and an unsigned token', async () => {
    const secret = new TextEncoder().encode('a shared secret of thirty-two bytes!');
    const hs256 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject('someone')
      .setExpirationTime('5m')
      .sign(secret);
    await refused(`Bearer ${hs256}`);
    const [, body] = (await token()).split('.');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    await refused(`Bearer ${none}`);
  });

  it('refuses a missing header, another scheme and a malformed token', async () => {
    await refused(undefined);
    await refused(`Basic ${Buffer.from('a:b').toString('base64')}`);
    await refused('Bearer not-a-jwt');
  });
});
