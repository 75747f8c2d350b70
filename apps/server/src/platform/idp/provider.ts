// Builds the oidc-provider instance: the console as a pre-registered public client (code + S256 PKCE),
// JWT access tokens for the API audience, refresh tokens, no consent screen, our own pages.
import Provider, { errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { accountFinder, SCOPE_CLAIMS } from './accounts.js';
import { createAdapterFactory } from './adapter.js';
import type { IdpSecrets } from './keys.js';
import { refuseNulParameters } from './nul-parameters.js';
import { errorPage, type PageContext, signedOutPage, signOutPage } from './pages.js';

export const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'email'];
// Every access token is a JWT for the API (the resource). Its scope is filtered by the resource's
// scopes, so the resource names the OpenID scopes: the token and the token response then carry what
// was granted (oidc-client-ts stores that), and our userinfo endpoint can honour it.
const RESOURCE_SCOPE = OIDC_SCOPES.join(' ');

export interface ProviderOptions {
  config: Config;
  db: Db;
  secrets: IdpSecrets;
  page: PageContext;
}

export function createProvider({ config, db, secrets, page }: ProviderOptions): Provider {
  const consoleClientId = config.clientId;

  const provider = new Provider(config.issuer, {
    adapter: createAdapterFactory(db),
    jwks: { keys: secrets.signingKeys },
    clients: [
      {
        client_id: consoleClientId,
        client_name: `${config.productName} Eco`,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${config.publicUrl}/authCallback`, `${config.publicUrl}/authSilentRenew`],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
      },
    ],
    // Only the code flow exists here: no implicit or hybrid response types.
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: OIDC_SCOPES,
    claims: {
      ...Object.fromEntries(Object.entries(SCOPE_CLAIMS).map(([scope, claims]) => [scope, [...claims]])),
      // oidc-provider's defaults: claims of the sign-in itself, released when asked for.
      acr: null,
      auth_time: null,
      iss: null,
      sid: null,
    },
    // The console reads names and e-mail from the ID token, without a userinfo call.
    conformIdTokenClaims: false,
    findAccount: accountFinder(db),
    cookies: {
      keys: secrets.cookieKeys,
      names: { session: 'eco_idp_session', interaction: 'eco_idp_interaction', resume: 'eco_idp_resume' },
      // The session cookie is for the provider only; the console and API never need it.
      long: { httpOnly: true, sameSite: 'lax', path: page.base },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      // Lets the console revoke its refresh token when someone signs out.
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId: string }) =>
          token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC) => {
          const { session, client, entities } = ctx.oidc;
          const hint = entities.IdTokenHint?.payload;
          // The console asked (its own valid ID token for the person signed in): no question to answer.
          const auto = client?.clientId === consoleClientId && hint !== undefined && hint.sub === session?.accountId;
          const state = (session as unknown as { state?: { secret?: string } }).state;
          ctx.type = 'html';
          ctx.body = signOutPage(page, {
            action: ctx.oidc.urlFor('end_session_confirm'),
            xsrf: state?.secret ?? '',
            auto,
          });
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(page);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, resource: string) => {
          if (resource !== config.audience) throw new errors.InvalidTarget();
          return {
            audience: config.audience,
            scope: RESOURCE_SCOPE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: config.accessTokenTtl,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // OpenID Connect drops offline_access without prompt=consent; the first-party console gets a
    // refresh token whenever it may use the refresh_token grant.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    // No consent screen for the console: its grant covers every scope it may ask for.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      if (existing || client.clientId !== consoleClientId) return existing;
      const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope(OIDC_SCOPES.join(' '));
      grant.addResourceScope(config.audience, RESOURCE_SCOPE);
      await grant.save();
      return grant;
    },
    ttl: {
      AccessToken: config.accessTokenTtl,
      IdToken: 3600,
      RefreshToken: (
        ctx: KoaContextWithOIDC & { oidc: { entities: { RotatedRefreshToken?: { remainingTTL: number } } } },
      ) =>
        // A rotated token keeps the lifetime left on the one it replaces: sign-in once per period.
        ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? config.refreshTokenTtl,
      Grant: Math.max(config.refreshTokenTtl, config.sessionTtl),
      Session: config.sessionTtl,
      Interaction: 3600,
      AuthorizationCode: 60,
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${page.base}/interaction/${interaction.uid}`,
    },
    renderError: async (ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.body = errorPage(page, out.error_description ?? 'The sign-in request could not be completed.', out.error);
    },
    clientBasedCORS: (_ctx: unknown, origin: string) => origin === new URL(config.publicUrl).origin,
    enabledJWA: {
      idTokenSigningAlgValues: ['RS256', 'ES256'],
      userinfoSigningAlgValues: ['RS256', 'ES256'],
    },
  });
  // Koa's reading of X-Forwarded-*: on behind a trusted proxy; with a hop count, the client address is
  // the one that many entries from the right, as Fastify reads it.
  provider.proxy = config.trustProxy !== false;
  if (typeof config.trustProxy === 'number') provider.maxIpsCount = config.trustProxy;
  refuseNulParameters(provider);
  if (config.publicUrl.startsWith('https:')) {
    // People reach the server over https even when the TLS proxy in front sends no X-Forwarded-Proto
    // (or TRUST_PROXY is off): the provider's requests are https, so its cookies are always Secure.
    Object.defineProperty(provider.request, 'protocol', { get: () => 'https' });
  }
  return provider;
}
