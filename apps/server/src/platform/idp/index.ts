// Mounts the embedded OpenID Connect provider under /idp on the Fastify app: our pages and assets as
// Fastify routes, everything else handed to oidc-provider on the raw request.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { sweepExpiredPayloads } from './adapter.js';
import { registerInteractions, signInClient } from './interactions.js';
import { loadIdpSecrets, publicJwks } from './keys.js';
import { registerLinkPages } from './link-routes.js';
import type { PageContext } from './pages.js';
import { createProvider } from './provider.js';
import { defaultSignInLimits, type SignInLimits, sweepOldAttempts } from './rate-limit.js';
import { auditSignIn, type SignInClient } from './sign-in-audit.js';
import { answerLostConnections } from './unavailable.js';
import { registerUserinfo } from './userinfo.js';

export const IDP_PREFIX = '/idp';

export interface EmbeddedIdp {
  /** Public signing keys, for verifying API access tokens without an HTTP round trip. */
  jwks: { keys: JWK[] };
}

export interface MountIdpOptions {
  config: Config;
  database: Database;
  /** How failed sign-ins are slowed down; tests change them. */
  signInLimits?: SignInLimits;
}

const ASSETS = {
  'sign-in.css': 'text/css; charset=utf-8',
  'sign-in.js': 'text/javascript; charset=utf-8',
  'sign-out.js': 'text/javascript; charset=utf-8',
} as const;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

async function loadAssets() {
  const entries = await Promise.all(
    Object.entries(ASSETS).map(async ([name, type]) => {
      const body = await readFile(new URL(`./assets/${name}`, import.meta.url));
      return [name, { body, type }] as const;
    }),
  );
  return new Map(entries);
}

export async function mountIdp(app: FastifyInstance, options: MountIdpOptions): Promise<EmbeddedIdp> {
  const { config, database } = options;
  const { db } = database;
  const limits = options.signInLimits ?? defaultSignInLimits;
  const page: PageContext = {
    productName: config.productName,
    base: IDP_PREFIX,
    consoleUrl: `${config.publicUrl}/`,
  };
  const secrets = await loadIdpSecrets(db);
  const jwks = publicJwks(secrets.signingKeys);
  const provider = createProvider({ config, db, secrets, page });
  answerLostConnections(provider, page, app.log);
  const assets = await loadAssets();
  const handle = provider.callback();

  // A sign-out goes in the audit trail with the client as Fastify saw it (the provider's own reading of
  // proxies is Koa's), handed over on the raw request.
  const clients = new WeakMap<IncomingMessage, SignInClient>();
  provider.on('end_session.success', (ctx) => {
    const admId = ctx.oidc.session?.accountId;
    const client = clients.get(ctx.req);
    if (!admId || !client) return;
    // Without "logout" the person left the console only; the provider's session stays.
    const everywhere = ctx.oidc.params?.logout === 'yes';
    auditSignIn(db, client, { kind: 'signed-out', admId, everywhere }).catch((error: unknown) =>
      app.log.error({ err: error }, 'sign-out not audited'),
    );
  });

  // Our own routes: form bodies parsed here only, so the rest of the app keeps its own parsers.
  await app.register(
    async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      scope.get<{ Params: { name: string } }>('/assets/:name', async (request, reply) => {
        const asset = assets.get(request.params.name);
        if (!asset) return reply.code(404).send();
        return reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body);
      });
      await registerInteractions(scope, { provider, db, page, limits });
      registerLinkPages(scope, { db, page, origin: new URL(config.publicUrl).origin });
      registerUserinfo(scope, { config, db, jwks });
    },
    { prefix: IDP_PREFIX },
  );

  // Everything else is oidc-provider's: it reads the body itself, so no parser may consume the stream.
  await app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
      scope.all('/*', async (request, reply) => {
        reply.hijack();
        const req = request.raw as IncomingMessage & { originalUrl?: string };
        clients.set(req, signInClient(request));
        // oidc-provider derives its mount path (and so every URL it advertises) from originalUrl.
        req.originalUrl = req.url;
        req.url = req.url?.slice(IDP_PREFIX.length) || '/';
        await handle(req, reply.raw);
      });
    },
    { prefix: IDP_PREFIX },
  );

  // Expired rows are already ignored by reads; sweeping only keeps the tables small.
  const sweep = () =>
    Promise.all([sweepExpiredPayloads(db), sweepOldAttempts(db, limits)]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'identity provider cleanup failed'),
    );
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  return { jwks };
}
