// PostgreSQL text cannot hold the NUL character: input that carries one is refused as a field error
// before it reaches a query, instead of failing there as a 500.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/** The path to the first string (value or key) holding a NUL character, or undefined when there is
 * none. Walks with its own stack rather than recursion, so no depth of input can overflow the call stack. */
function nulPath(root: unknown): string[] | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value !== null && typeof value === 'object') {
      // Pushed in reverse, so the first offending field in document order is the one named.
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        if (key.includes('\u0000')) return [...path, key];
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}

/** Whether any string in a value (or any key) holds the NUL character. */
export function holdsNul(value: unknown): boolean {
  return nulPath(value) !== undefined;
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
