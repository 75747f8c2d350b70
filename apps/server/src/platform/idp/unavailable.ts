// A database connection lost under a provider request is the server's passing trouble, as it is under
// the API: 503 with Retry-After, never oidc-provider's 500 server_error.
import type { FastifyBaseLogger } from 'fastify';
import type { KoaContextWithOIDC, Provider } from 'oidc-provider';
import { CONNECTION_RETRY_AFTER_SECONDS, isConnectionLost } from '../db-errors.js';
import { errorPage, type PageContext } from './pages.js';

const DESCRIPTION = 'The sign-in service is briefly unavailable. Try again in a moment.';

/**
 * Logs the provider's server errors and answers those of a lost connection as unavailable.
 * oidc-provider answers inside each endpoint's own error handling, which reports what it caught only
 * through its server_error event; the answer is rewritten on the way out, by the outermost middleware,
 * before Koa writes it.
 */
export function answerLostConnections(provider: Provider, page: PageContext, log: FastifyBaseLogger) {
  const lost = new WeakSet<object>();
  provider.on('server_error', (ctx, error) => {
    if (!isConnectionLost(error)) return log.error({ err: error }, 'identity provider error');
    log.warn({ err: error }, 'the database connection was lost during a provider request');
    lost.add(ctx as object);
  });
  provider.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      // Errors outside the endpoints' handling would otherwise be Koa's plain 500.
      if (!isConnectionLost(error)) throw error;
      log.warn({ err: error }, 'the database connection was lost during a provider request');
      lost.add(ctx);
    }
    if (lost.has(ctx)) answerUnavailable(ctx, page);
  });
}

function answerUnavailable(ctx: KoaContextWithOIDC, page: PageContext) {
  ctx.status = 503;
  ctx.set('retry-after', String(CONNECTION_RETRY_AFTER_SECONDS));
  ctx.set('cache-control', 'no-store');
  // OAuth's own code for this (RFC 6749, 4.1.2.1): browsers get the page, clients the JSON error.
  if (ctx.accepts('json', 'html') === 'html') {
    ctx.type = 'html';
    ctx.body = errorPage(page, DESCRIPTION, 'temporarily_unavailable');
  } else {
    ctx.type = 'json';
    ctx.body = { error: 'temporarily_unavailable', error_description: DESCRIPTION };
  }
}
