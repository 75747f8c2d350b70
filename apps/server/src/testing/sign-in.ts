// Test helper: signs a person in through the embedded provider exactly as a browser and the console
// would (authorization code + S256 PKCE, the real sign-in form), and returns real tokens.
import * as oidc from 'openid-client';

/** Sends a request: fetch, or one that routes it (a test cluster pins a sign-in to one instance). */
export type Fetch = (url: URL | string, init?: RequestInit) => Promise<Response>;

/** A minimal cookie jar for one host: honours Path, Max-Age/Expires deletion, and nothing more. */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', val = ''] = attribute.split('=');
        const k = key.toLowerCase();
        if (k === 'path') path = val || '/';
        if (k === 'max-age' && Number(val) <= 0) expired = true;
        if (k === 'expires' && Date.parse(val) <= Date.now()) expired = true;
      }
      const key = `${path} ${name}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  header(url: URL): string {
    const out: string[] = [];
    for (const [key, cookie] of this.cookies) {
      const name = key.slice(key.indexOf(' ') + 1);
      const p = cookie.path;
      if (url.pathname === p || url.pathname.startsWith(p.endsWith('/') ? p : `${p}/`))
        out.push(`${name}=${cookie.value}`);
    }
    return out.join('; ');
  }
}

export interface Hop {
  response: Response;
  url: URL;
}

/**
 * Fetches with the jar and follows redirects by hand (so cookies are kept at every hop), stopping at
 * a non-redirect answer or at the first redirect whose target `stopAt` accepts (it is not fetched).
 */
export async function browse(
  jar: CookieJar,
  start: URL | string,
  init: RequestInit = {},
  stopAt: (location: URL) => boolean = () => false,
  send: Fetch = fetch,
): Promise<Hop & { location?: URL }> {
  let url = new URL(start);
  let request: RequestInit = init;
  for (let hop = 0; hop < 10; hop++) {
    const headers = new Headers(request.headers);
    const cookie = jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await send(url, { ...request, headers, redirect: 'manual' });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { response, url };
    const next = new URL(location, url);
    if (stopAt(next)) return { response, url, location: next };
    url = next;
    request = {};
  }
  throw new Error('too many redirects');
}

/** The sign-in form's target, read from the page as a browser would. */
export function formAction(html: string, base: URL): URL {
  const match = /<form[^>]*\saction="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no form on the page');
  return new URL(match[1].replaceAll('&amp;', '&'), base);
}

export interface SignInOptions {
  email: string;
  password: string;
  clientId: string;
  redirectUri: string;
  /** Defaults to baseUrl + '/idp'. */
  issuer?: string;
  scope?: string;
  /** Sends every request of the sign-in; defaults to fetch. */
  fetch?: Fetch;
}

export interface SignInTokens {
  accessToken: string;
  refreshToken: string;
  idToken: string;
}

export async function discover(issuer: string, clientId: string, send?: Fetch): Promise<oidc.Configuration> {
  const options: oidc.DiscoveryRequestOptions = {};
  if (issuer.startsWith('http:')) options.execute = [oidc.allowInsecureRequests];
  if (send) options[oidc.customFetch] = (url, init) => send(url, init as RequestInit);
  return oidc.discovery(new URL(issuer), clientId, undefined, oidc.None(), options);
}

/** A signed-in person's authorization code, not yet redeemed: the callback URL and the PKCE verifier. */
export interface AuthorizationCode {
  config: oidc.Configuration;
  callback: URL;
  code: string;
  verifier: string;
  state: string;
  nonce: string;
}

/** Signs in through the form up to the redirect back with a code; signIn redeems it. */
export async function authorizationCode(baseUrl: string, options: SignInOptions): Promise<AuthorizationCode> {
  const config = await discover(options.issuer ?? `${baseUrl}/idp`, options.clientId, options.fetch);
  const jar = new CookieJar();
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const authorizationUrl = oidc.buildAuthorizationUrl(config, {
    redirect_uri: options.redirectUri,
    scope: options.scope ?? 'openid profile email offline_access',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const atCallback = (url: URL) => url.href.startsWith(options.redirectUri);

  const page = await browse(jar, authorizationUrl, {}, atCallback, options.fetch);
  if (page.location) throw new Error('expected the sign-in page, was redirected straight back');
  const html = await page.response.text();
  const body = new URLSearchParams({ email: options.email, password: options.password });
  const posted = await browse(jar, formAction(html, page.url), { method: 'POST', body }, atCallback, options.fetch);
  if (!posted.location) {
    const message = /role="alert">([^<]*)</.exec(await posted.response.text())?.[1];
    throw new Error(`sign-in failed (${posted.response.status}): ${message ?? 'no message'}`);
  }
  const code = posted.location.searchParams.get('code');
  if (!code) throw new Error(`no code in the callback: ${posted.location.href}`);
  return { config, callback: posted.location, code, verifier, state, nonce };
}

export async function signIn(baseUrl: string, options: SignInOptions): Promise<SignInTokens> {
  const { config, callback, verifier, state, nonce } = await authorizationCode(baseUrl, options);
  const tokens = await oidc.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
    idTokenExpected: true,
  });
  if (!tokens.refresh_token || !tokens.id_token) throw new Error('the token response lacks a refresh or ID token');
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, idToken: tokens.id_token };
}
