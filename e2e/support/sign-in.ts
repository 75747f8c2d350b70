// Signing a demo person in for a test without driving the provider's pages: the same authorization
// code flow with PKCE the console runs (the real sign-in form posted, the real token endpoint), sent
// through the page's own request context, so the provider's session cookies land in the browser as a
// sign-in on the page would leave them; then the user oidc-client-ts would have stored is written where
// it keeps it. The console's first screen reads that and opens signed in: one page load instead of the
// three a sign-in through the pages costs (the console, the provider's form, the callback), which on a
// loaded machine was seconds of every test. The sign-in pages themselves are tested in shell.spec.ts.
import { createHash, randomBytes } from 'node:crypto';
import type { APIResponse, Page } from '@playwright/test';

/** Claims oidc-client-ts leaves out of the profile it stores (its DefaultProtocolClaims). */
const protocolClaims = ['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash'];

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** The redirect a provider step answers with; anything else fails with the page's words. */
async function redirectOf(response: APIResponse, step: string): Promise<URL> {
  const location = response.headers().location;
  if (response.status() < 300 || response.status() >= 400 || !location) {
    const alert = /role="alert">([^<]*)</.exec(await response.text())?.[1];
    throw new Error(`${step}: expected a redirect, got ${response.status()} ${alert ?? ''}`.trim());
  }
  return new URL(location, response.url());
}

/** Follows the provider's redirects (cookies kept by the context) until one leads back to the console. */
async function followUntilCallback(page: Page, start: URL, callback: string): Promise<URL | APIResponse> {
  let url = start;
  for (let hop = 0; hop < 10; hop++) {
    if (url.href.startsWith(callback)) return url;
    const response = await page.request.get(url.href, { maxRedirects: 0 });
    if (response.status() < 300 || response.status() >= 400) return response;
    url = await redirectOf(response, `GET ${url.pathname}`);
  }
  throw new Error('too many redirects at the provider');
}

/** The sign-in form's target, read from the provider's page as a browser would. */
function formAction(html: string, base: string): string {
  const action = /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no sign-in form on the provider page');
  return new URL(action.replaceAll('&amp;', '&'), base).href;
}

/** What the console reads before anyone signs in: where to sign in, as which client. */
interface Oidc {
  authority: string;
  clientId: string;
  scope: string;
}

/** Runs the code flow for `email`, returning the token endpoint's answer. */
async function tokensFor(page: Page, origin: string, oidc: Oidc, email: string, password: string) {
  const discovery = await page.request.get(`${oidc.authority}/.well-known/openid-configuration`);
  const { authorization_endpoint, token_endpoint } = (await discovery.json()) as Record<string, string>;
  if (!authorization_endpoint || !token_endpoint) throw new Error('the provider names no authorization endpoint');
  const callback = `${origin}/authCallback`;
  const verifier = base64url(randomBytes(32));
  const authorize = new URL(authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: oidc.clientId,
    response_type: 'code',
    scope: oidc.scope,
    redirect_uri: callback,
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    state: base64url(randomBytes(16)),
    nonce: base64url(randomBytes(16)),
  }).toString();
  let reached = await followUntilCallback(page, authorize, callback);
  if (!(reached instanceof URL)) {
    // The provider's form (no session yet): post the person's e-mail and password to it.
    const posted = await page.request.post(formAction(await reached.text(), reached.url()), {
      form: { email, password },
      maxRedirects: 0,
    });
    reached = await followUntilCallback(page, await redirectOf(posted, 'sign-in form'), callback);
    if (!(reached instanceof URL)) throw new Error(`sign-in did not return to the console (${reached.status()})`);
  }
  const code = reached.searchParams.get('code');
  if (!code) throw new Error(`no code in the callback: ${reached.href}`);
  const token = await page.request.post(token_endpoint, {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: callback,
      client_id: oidc.clientId,
      code_verifier: verifier,
    },
  });
  if (!token.ok()) throw new Error(`token endpoint: ${token.status()} ${await token.text()}`);
  return (await token.json()) as {
    access_token: string;
    refresh_token: string;
    id_token: string;
    token_type: string;
    scope: string;
    expires_in: number;
  };
}

/**
 * The user as oidc-client-ts stores it (User.toStorageString), its profile the ID token's claims.
 * `expiresIn` shortens the lifetime the console believes the access token has, so it renews sooner.
 */
function storedUserOf(tokens: Awaited<ReturnType<typeof tokensFor>>, expiresIn = tokens.expires_in) {
  const [, payload = ''] = tokens.id_token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  for (const claim of protocolClaims) delete claims[claim];
  return {
    id_token: tokens.id_token,
    session_state: null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile: claims,
    expires_at: Math.floor(Date.now() / 1000) + Math.min(expiresIn, tokens.expires_in),
  };
}

export interface ScriptedSignIn {
  email: string;
  password: string;
  /** Seconds the console is told its access token lives (at most the real lifetime). */
  expiresIn?: number | undefined;
}

/**
 * Signs `email` in on the page's context and leaves the user where the console keeps it, on the
 * console's origin; the caller then opens the screen it wants.
 */
export async function signInByScript(page: Page, { email, password, expiresIn }: ScriptedSignIn): Promise<void> {
  // The console's client configuration: small, what the console reads first anyway, and an answer of
  // the console's origin, which gives the page that origin's localStorage.
  const answer = await page.goto('/api/client-config');
  if (!answer?.ok()) throw new Error(`client configuration: ${answer?.status()}`);
  const { oidc } = (await answer.json()) as { oidc: Oidc };
  const origin = new URL(page.url()).origin;
  const user = storedUserOf(await tokensFor(page, origin, oidc, email, password), expiresIn);
  // oidc-client-ts's key for the user (userStorageKey in the console's session).
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    `oidc.user:${oidc.authority}:${oidc.clientId}`,
    JSON.stringify(user),
  ] as const);
}
