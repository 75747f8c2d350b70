// Builds the Fastify application: platform (errors, security headers, OpenAPI, health, identity),
// the API areas registered from the contract, and the console. Used by main.ts and by the tests.
import { randomUUID } from 'node:crypto';
import { contract } from '@eco/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { classesHandlers } from './areas/classes/routes.js';
import { clientConfigHandlers } from './areas/client-config/routes.js';
import { coursesHandlers } from './areas/courses/routes.js';
import { enrollmentCodesHandlers } from './areas/enrollment-codes/routes.js';
import { licensesHandlers } from './areas/licenses/routes.js';
import { marketsHandlers } from './areas/markets/routes.js';
import { partnersHandlers } from './areas/partners/routes.js';
import { passcodesHandlers } from './areas/passcodes/routes.js';
import { productsHandlers } from './areas/products/routes.js';
import { profileHandlers } from './areas/profile/routes.js';
import { systemHandlers } from './areas/system/routes.js';
import { usersHandlers } from './areas/users/routes.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createTokenVerifier } from './platform/auth.js';
import { installErrorHandler, sendNotFound } from './platform/errors.js';
import { installHealth } from './platform/health.js';
import { mountIdp } from './platform/idp/index.js';
import { startOutboxWorker } from './platform/mail/lifecycle.js';
import { installOpenApi } from './platform/openapi.js';
import { createPrincipalResolver } from './platform/principal.js';
import { type AreaDeps, guardApiRoutes, registerArea } from './platform/register-area.js';
import { installSecurityHeaders } from './platform/security-headers.js';
import { installWebConsole } from './platform/web-console.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Pino options; tests pass false. */
  logger?: boolean | object;
}

export async function buildApp({ config, database, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Behind a trusted proxy the caller's request id is kept so logs join up across hops.
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    exposeHeadRoutes: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandler(app);
  guardApiRoutes(app);
  await installSecurityHeaders(app, config);
  await installOpenApi(app, config);
  installHealth(app, database);

  const idp = config.externalIssuer ? undefined : await mountIdp(app, { config, database });
  const deps: AreaDeps = {
    db: database.db,
    verifyToken: createTokenVerifier({ issuer: config.issuer, audience: config.audience, localJwks: idp?.jwks }),
    principals: createPrincipalResolver(database.db, {
      embeddedIssuer: idp ? config.issuer : undefined,
      cacheMs: 5_000,
    }),
  };
  registerArea(app, deps, contract.clientConfig, clientConfigHandlers(config));
  registerArea(app, deps, contract.profile, profileHandlers);
  registerArea(app, deps, contract.users, usersHandlers(deps.principals));
  registerArea(app, deps, contract.courses, coursesHandlers);
  registerArea(app, deps, contract.products, productsHandlers);
  registerArea(app, deps, contract.markets, marketsHandlers);
  registerArea(app, deps, contract.licenses, licensesHandlers);
  registerArea(app, deps, contract.partners, partnersHandlers);
  registerArea(app, deps, contract.classes, classesHandlers);
  registerArea(app, deps, contract.passcodes, passcodesHandlers(config));
  registerArea(app, deps, contract.enrollmentCodes, enrollmentCodesHandlers(config));
  registerArea(app, deps, contract.system, systemHandlers);
  startOutboxWorker(app, config, database.db);

  const consolePage = await installWebConsole(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    const page = consolePage(request.url, request.method);
    return page ? reply.type('text/html').sendFile(page) : sendNotFound(request, reply);
  });
  return app;
}
