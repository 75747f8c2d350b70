// Text the database cannot store is refused as a field error before it reaches a query, instead of
// failing there: PostgreSQL text and jsonb cannot hold the NUL character, and jsonb (the audit trail,
// where every change's values go) refuses a lone UTF-16 surrogate, half of a pair such as "\ud800",
// which a JSON body can spell (a text column would silently store U+FFFD in its place).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

// With the u flag a well-formed pair is one code point, so only a lone half is of category Cs.
const LONE_SURROGATE = /\p{Cs}/u;

/** What a string holds that the database cannot store ('the NUL character'...), or undefined when none. */
function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return 'the NUL character';
  if (LONE_SURROGATE.test(text)) return 'an unpaired UTF-16 surrogate';
  return undefined;
}

/** The path to the first string (value or key) the database cannot store, and what it holds; undefined
 * when there is none. Walks with its own stack rather than recursion, so no depth of input can overflow
 * the call stack. */
function firstUnstorable(root: unknown): { path: string[]; holds: string } | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      const holds = unstorable(value);
      if (holds) return { path, holds };
    } else if (value !== null && typeof value === 'object') {
      // Pushed in reverse, so the first offending field in document order is the one named.
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        const holds = unstorable(key);
        if (holds) return { path: [...path, key], holds };
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}

/** What the first string in a value (or key) the database cannot store holds ('the NUL character'...),
 * or undefined when it can store them all. */
export function unstorableText(value: unknown): string | undefined {
  return firstUnstorable(value)?.holds;
}

/** A preValidation hook; a plain one (done, not a promise), as it runs on every API request. */
export function refuseUnstorableText(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
  for (const part of [request.params, request.query, request.body]) {
    const found = firstUnstorable(part);
    if (found) {
      return done(
        new AppError(400, 'Bad Request', 'The request has invalid fields.', {
          [found.path.join('.') || '_']: [`Text cannot contain ${found.holds}`],
        }),
      );
    }
  }
  done();
}
