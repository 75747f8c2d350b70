// Serves the built console (apps/web/dist) at / with the single-page fallback for its routes, each file
// precompressed at build where the browser accepts it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// API, provider and asset paths never fall back to the console page: a missing file is a 404.
const NOT_PAGES = /^\/(api|idp|assets)(\/|$)/;

export async function installWebConsole(app: FastifyInstance, webDist: string) {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuilt console is served without a restart.
      wildcard: true,
      // The build writes .br and .gz beside each file: sent as they are to a browser that accepts them
      // (with Vary: Accept-Encoding), never compressed again. A file without them (source maps) is
      // compressed on the fly like any response (platform/compression.ts).
      preCompressed: true,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders: (res, file) =>
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  }
  return (url: string, method: string) => {
    if (!built || method !== 'GET' || NOT_PAGES.test(url)) return undefined;
    return 'index.html';
  };
}
