// Security headers for the API, the console and the sign-in pages: a strict CSP with no inline scripts.
// Helmet is configured once at start; @fastify/helmet would rebuild it, policy text and all, per request.
// API and provider answers carry personal data and tokens: no cache (a shared machine's disk cache, a
// proxy) keeps them. The console's files have their own caching (web-console.ts); the provider's two
// static assets set theirs.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.js';

const NO_STORE = /^\/(api|idp)(\/|\?|$)/;

export async function installSecurityHeaders(app: FastifyInstance, config: Config) {
  const issuerOrigin = new URL(config.issuer).origin;
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // PrimeReact positions overlays with style attributes and injects a few <style> rules.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", issuerOrigin],
        frameSrc: ["'self'", issuerOrigin],
        frameAncestors: ["'self'"],
        formAction: ["'self'", issuerOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    // The console's silent renew may frame the provider on the same origin.
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // Helmet's middleware sets the headers synchronously and throws rather than passing an error on.
  const next = () => {};
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, next);
    // On the raw response, so the provider's answers (written by oidc-provider) carry it too; a route
    // setting its own Cache-Control through Fastify overrides it.
    if (NO_STORE.test(request.url)) reply.raw.setHeader('cache-control', 'no-store');
    done();
  });
}
