// JSON request bodies: bounded in size (the app's bodyLimit, 413) and in depth, checked on the text
// before parsing. JSON.parse accepts 200,000 levels in 2 MB, but every walk over such a value (ours,
// zod's, a serializer's) would overflow the stack: a body nested deeper than any contract shape is a
// client error (400), never a 500.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** Far deeper than any body the contract declares (a few levels), far below what a recursive walk survives. */
export const MAX_JSON_DEPTH = 64;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The deepest nesting of objects and arrays in a JSON text, brackets inside strings not counted;
 * stops counting once past `limit`. One pass, no recursion. */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
  }
  return deepest;
}

/** Replaces Fastify's JSON parser with one that refuses bodies nested deeper than MAX_JSON_DEPTH and
 * otherwise parses as Fastify does (prototype poisoning refused). */
export function installJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      return done(
        new AppError(400, 'Bad Request', `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels.`),
        undefined,
      );
    }
    parse(request, body as string, done);
  });
}
