// Builds the Fastify application: platform (errors, security headers, OpenAPI, health, identity),
// the API areas registered from the contract, and the console. Used by main.ts and by the tests.
import { installPlainMessages } from '@eco/contract/plain-messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { emailTypes } from './areas/email-types.js';
import { areas } from './areas/index.js';
import { startSyncWorker } from './areas/questions/sync/lifecycle.js';
import { startLicenseJob } from './areas/trainers/licenses/license-job-lifecycle.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createTokenVerifier } from './platform/auth.js';
import { installCompression } from './platform/compression.js';
import { installDrain } from './platform/drain.js';
import { installErrorHandler, sendFrameworkError, sendNotFound } from './platform/errors.js';
import { createExportGate } from './platform/export-gate.js';
import { installHealth } from './platform/health.js';
import { mountIdp } from './platform/idp/index.js';
import { installJsonBodyParser } from './platform/json-body.js';
import { requestForLog } from './platform/log-serializers.js';
import { ensureEmailContents } from './platform/mail/ensure-contents.js';
import { startOutboxWorker } from './platform/mail/lifecycle.js';
import { installMultipartBody } from './platform/multipart-body.js';
import { installOpenApi } from './platform/openapi.js';
import { createPrincipalResolver } from './platform/principal.js';
import { guardApiRoutes, registerAreas, type ServerDeps } from './platform/register-area.js';
import { requestIdGenerator } from './platform/request-id.js';
import { responseSerializerCompiler } from './platform/response-serializer.js';
import { installSecurityHeaders } from './platform/security-headers.js';
import { trustedProxies } from './platform/trusted-proxies.js';
import { MAX_SEGMENT_LENGTH, refuseLongPaths } from './platform/uri-length.js';
import { installWebConsole } from './platform/web-console.js';
import { startWebhookWorker } from './platform/webhooks/lifecycle.js';
import { seedMissingDemo } from './seed/demo-missing.js';

// A field's problem in plain words ('At most 100 characters') wherever a schema gives none of its own,
// as the console says it beside the field (the contract's plain-messages.ts).
installPlainMessages();

export interface AppOptions {
  config: Config;
  database: Database;
  /** Pino options; tests pass false. */
  logger?: boolean | object;
}

export async function buildApp({ config, database, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, serializers: { req: requestForLog } },
    trustProxy: trustedProxies(config.trustProxy),
    // Behind a trusted proxy the caller's request id is kept when it is a short plain token.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy !== false),
    bodyLimit: 2 * 1024 * 1024,
    // A path parameter may be as long as any path segment served (Fastify's default is 100): the
    // question bank names its selected questions by comma-joined ids in one segment.
    routerOptions: { maxParamLength: MAX_SEGMENT_LENGTH },
    exposeHeadRoutes: false,
    frameworkErrors: sendFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ validate: config.validateResponses }));
  // Set as the request arrives (kept on error answers too), in a plain hook: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  installErrorHandler(app);
  guardApiRoutes(app);
  await installSecurityHeaders(app, config);
  refuseLongPaths(app);
  installJsonBodyParser(app);
  await installMultipartBody(app);
  await installCompression(app);
  await installOpenApi(app, config);
  installHealth(app, database, installDrain(app));

  const idp = config.externalIssuer ? undefined : await mountIdp(app, { config, database });
  const deps: ServerDeps = {
    db: database.db,
    config,
    exports: createExportGate(config.exports, database.exportDb),
    seedMissingDemo,
    verifyToken: createTokenVerifier({ issuer: config.issuer, audience: config.audience, localJwks: idp?.jwks }),
    principals: createPrincipalResolver(database.db, {
      embeddedIssuer: idp ? config.issuer : undefined,
      cacheMs: 5_000,
    }),
  };
  registerAreas(app, deps, areas);
  // Every e-mail type has English content to edit and to fall back on (added, never overwritten).
  app.addHook('onReady', async () => {
    await ensureEmailContents(database.db, emailTypes);
  });
  app.decorate('exportGate', deps.exports);
  startOutboxWorker(app, config, database.db);
  startWebhookWorker(app, config, database.db);
  startLicenseJob(app, config, database.db);
  startSyncWorker(app, config, database.db);

  const consolePage = await installWebConsole(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    const page = consolePage(request.url, request.method);
    return page ? reply.type('text/html').sendFile(page) : sendNotFound(request, reply);
  });
  return app;
}
