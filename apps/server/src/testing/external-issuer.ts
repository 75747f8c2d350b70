// A stand-alone OpenID Connect provider for tests, on its own loopback port: the console registered as a
// public client (code + S256 PKCE), people with passwords, everything in memory. Like Microsoft Entra ID
// and oidc-provider set up with resource indicators, its access tokens are JWTs for the API audience
// only, so its userinfo endpoint refuses them; the profile claims are in the ID token.
/// <reference path="../platform/idp/oidc-provider.d.ts" />
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { errors, type KoaContextWithOIDC } from 'oidc-provider';

export interface ExternalPerson {
  /** The issuer's subject for this person: opaque, as external providers' are. */
  sub: string;
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

export interface ExternalIssuerOptions {
  /** The console's PUBLIC_URL: redirect URIs and the CORS origin derive from it. */
  consoleUrl: string;
  clientId: string;
  /** The API's audience (the console's OIDC_AUDIENCE): the only resource tokens are issued for. */
  audience: string;
  people: ExternalPerson[];
  /** Access token lifetime, seconds. */
  accessTokenTtl?: number;
}

export interface ExternalIssuer {
  issuer: string;
  close(): Promise<void>;
}

const SCOPES = ['openid', 'offline_access', 'profile', 'email'];
/** The API's own scope, as an API registered at Entra ID has one; the console does not ask for it. */
const API_SCOPE = 'eco.api';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function signInPage(uid: string, email: string, error?: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Example Identity — Sign in</title></head>
<body>
<main>
<h1>Sign in to Example Identity</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="email">Email</label> <input id="email" name="email" type="email" value="${escapeHtml(email)}">
<label for="password">Password</label> <input id="password" name="password" type="password">
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 16_384) break;
  }
  return new URLSearchParams(body);
}

function createProvider(issuer: string, options: ExternalIssuerOptions, signingKey: Record<string, unknown>) {
  const { consoleUrl, clientId, audience, people } = options;
  const accessTokenTtl = options.accessTokenTtl ?? 600;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${consoleUrl}/authCallback`, `${consoleUrl}/authSilentRenew`],
        post_logout_redirect_uris: [`${consoleUrl}/`],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: SCOPES,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // The profile claims go in the ID token, as Entra ID puts them there.
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, sub: string) => {
      const person = people.find((p) => p.sub === sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: person.email,
          email_verified: true,
          given_name: person.givenName,
          family_name: person.familyName,
          name: `${person.givenName} ${person.familyName}`,
        }),
      };
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, resource: string) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return { audience, scope: API_SCOPE, accessTokenFormat: 'jwt', accessTokenTTL: accessTokenTtl };
        },
      },
    },
    // A refresh token without a consent prompt, as Entra ID issues one for offline_access (OpenID
    // Connect drops offline_access without prompt=consent, so the code cannot tell).
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    // The console is pre-authorised (an administrator's consent at a real provider): no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope(SCOPES.join(' '));
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx: unknown, origin: string) => origin === new URL(consoleUrl).origin,
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: 24 * 3600,
      Grant: 24 * 3600,
      Session: 24 * 3600,
      Interaction: 3600,
    },
  });
  return provider;
}

/** The sign-in form: the provider's only interaction (the console's grant is pre-authorised). */
async function interaction(provider: Provider, people: ExternalPerson[], req: IncomingMessage, res: ServerResponse) {
  const html = (status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
  };
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name !== 'login') return html(400, `<p>Unexpected prompt ${escapeHtml(details.prompt.name)}</p>`);
  if (req.method !== 'POST') return html(200, signInPage(details.uid, ''));
  const form = await readForm(req);
  const email = form.get('email') ?? '';
  const person = people.find((p) => p.email === email && p.password === form.get('password'));
  if (!person) return html(401, signInPage(details.uid, email, 'Incorrect email or password.'));
  const returnTo = await provider.interactionResult(
    req,
    res,
    { login: { accountId: person.sub } },
    { mergeWithLastSubmission: false },
  );
  res.writeHead(303, { location: returnTo, 'cache-control': 'no-store' });
  res.end();
}

export async function startExternalIssuer(options: ExternalIssuerOptions): Promise<ExternalIssuer> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'external-issuer-1', alg: 'RS256', use: 'sig' };

  let provider: Provider | undefined;
  let handle: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  const server = createServer((req, res) => {
    if (!provider || !handle) {
      res.writeHead(503).end();
      return;
    }
    const work = /^\/interaction\/[\w-]+$/.test(req.url ?? '')
      ? interaction(provider, options.people, req, res)
      : handle(req, res);
    work.catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  provider = createProvider(issuer, options, signingKey);
  handle = provider.callback();

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
