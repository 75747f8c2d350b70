// PostgreSQL text cannot hold the NUL character: input that carries one is refused as a field error
// before it reaches a query, instead of failing there as a 500.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/** The path to the first string holding a NUL character, or undefined when there is none. */
function nulPath(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** A preValidation hook; a plain one (done, not a promise), as it runs on every API request. */
export function refuseNulCharacters(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
  for (const part of [request.params, request.query, request.body]) {
    const at = nulPath(part);
    if (at) {
      return done(
        new AppError(400, 'Bad Request', 'The request has invalid fields.', {
          [at.join('.') || '_']: ['Text cannot contain the NUL character'],
        }),
      );
    }
  }
  done();
}
