// Over-long paths are refused up front with 414, before any route, file lookup or sign-in check: a
// file system refuses a name over 255 bytes or a path over ~4 KB, which the console's file handler
// reported as 403, and an API path that long names nothing anyway.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

export const MAX_PATH_LENGTH = 4096;
export const MAX_SEGMENT_LENGTH = 255;

/** Whether a request target's path (the query not counted) is longer than the server serves. */
export function pathTooLong(url: string): boolean {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path.length > MAX_PATH_LENGTH) return true;
  // Segment by segment without splitting: this runs on every request.
  for (let start = 0; start < path.length; ) {
    const slash = path.indexOf('/', start);
    const end = slash === -1 ? path.length : slash;
    if (end - start > MAX_SEGMENT_LENGTH) return true;
    start = end + 1;
  }
  return false;
}

export function refuseLongPaths(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!pathTooLong(request.url)) return done();
    done(new AppError(414, 'URI Too Long', 'The path is longer than any this server serves.'));
  });
}
