// The stand-alone provider the browser tests sign in at behaves as the providers it stands for: JWT
// access tokens for the API audience, profile claims in the ID token, and a userinfo endpoint that
// refuses those access tokens.
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExternalIssuer, startExternalIssuer } from './external-issuer.js';
import { discover, signIn } from './sign-in.js';

const consoleUrl = 'http://localhost:3999';
const audience = 'https://eco.example.org/api';
const person = {
  sub: 'ext-3f9a1c',
  email: 'robin@example.org',
  password: 'correct horse',
  givenName: 'Robin',
  familyName: 'Okafor',
};

let issuer: ExternalIssuer;
beforeAll(async () => {
  issuer = await startExternalIssuer({ consoleUrl, clientId: 'eco-console', audience, people: [person] });
});
afterAll(() => issuer?.close());

describe('stand-alone issuer', () => {
  it('issues a JWT access token for the API audience and the profile in the ID token', async () => {
    const tokens = await signIn(consoleUrl, {
      issuer: issuer.issuer,
      email: person.email,
      password: person.password,
      clientId: 'eco-console',
      redirectUri: `${consoleUrl}/authCallback`,
    });
    const metadata = (await discover(issuer.issuer, 'eco-console')).serverMetadata();
    const keys = createRemoteJWKSet(new URL(String(metadata.jwks_uri)));
    const { payload } = await jwtVerify(tokens.accessToken, keys, { issuer: issuer.issuer, audience });
    expect(payload.sub).toBe(person.sub);
    expect(decodeJwt(tokens.idToken)).toMatchObject({
      sub: person.sub,
      email: person.email,
      given_name: 'Robin',
      family_name: 'Okafor',
    });

    const userinfo = await fetch(String(metadata.userinfo_endpoint), {
      headers: { authorization: `Bearer ${tokens.accessToken}`, origin: consoleUrl },
    });
    expect(userinfo.status).toBe(401);
    expect(await userinfo.json()).toMatchObject({ error: 'invalid_token' });
    // The console can read the refusal across origins.
    expect(userinfo.headers.get('access-control-allow-origin')).toBe(consoleUrl);
  });

  it('refuses a wrong password on its sign-in form', async () => {
    await expect(
      signIn(consoleUrl, {
        issuer: issuer.issuer,
        email: person.email,
        password: 'wrong',
        clientId: 'eco-console',
        redirectUri: `${consoleUrl}/authCallback`,
      }),
    ).rejects.toThrow(/401.*Incorrect email or password/);
  });
});
