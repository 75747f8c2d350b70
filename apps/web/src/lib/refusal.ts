// A refusal as the console reads it: the code and params of a problem an area's rule answered with
// (the contract's refusals.ts), switched on exhaustively to the sentence to show or the action to offer.
// An error without a code (a rule not declared yet, a network failure) falls back to the server's words.
import {
  type DeclaredRefusal,
  type Endpoint,
  type RefusalKindOf,
  type RefusalParams,
  type Refusals,
  refusalMessage,
  refusals,
} from '@eco/contract';
import { ApiError } from './api-error';

/** The refusals an endpoint declares it may answer (its `refuses`), as a union of their types. */
type DeclaredBy<E extends Endpoint> = E extends { refuses: readonly (infer D)[] } ? D : never;

/**
 * What a screen does with each refusal its endpoint may answer, by code: a function of the params to what
 * it shows or offers. Every code must be there (a kind added to the endpoint fails the type check).
 */
export type RefusalHandlers<E extends Endpoint, T> = {
  [D in DeclaredBy<E> as D extends DeclaredRefusal<infer C> ? C : never]: (
    params: D extends DeclaredRefusal<string, infer P> ? P : never,
  ) => T;
};

/**
 * Runs the handler of the refusal `error` carries, when `endpoint` declares it; null for any other error
 * (no code, the stale version `record.changed`, a network failure), which the caller says as before.
 */
export function onRefusal<E extends Endpoint, T>(
  error: unknown,
  endpoint: E,
  handlers: RefusalHandlers<E, T>,
): T | null {
  const code = error instanceof ApiError ? error.problem?.code : undefined;
  if (!code || !endpoint.refuses?.some((r) => r.code === code)) return null;
  const handle = (handlers as Record<string, ((params: unknown) => T) | undefined>)[code];
  return handle ? handle((error as ApiError).problem?.params) : null;
}

/** One refusal of an area, typed by its kind: switch on `kind` and the params follow. */
export type RefusalOf<R extends Refusals> = {
  [N in RefusalKindOf<R>]: { kind: N; params: RefusalParams<R['kinds'][N]> };
}[RefusalKindOf<R>];

/** The refusal of `refusals` that `error` carries, or null when it carries none of this area's. */
export function refusalOf<R extends Refusals>(error: unknown, refusals: R): RefusalOf<R> | null {
  const code = error instanceof ApiError ? error.problem?.code : undefined;
  const prefix = `${refusals.area}.`;
  if (!code?.startsWith(prefix)) return null;
  const kind = code.slice(prefix.length);
  if (!Object.hasOwn(refusals.kinds, kind)) return null;
  return { kind, params: (error as ApiError).problem?.params } as RefusalOf<R>;
}

/**
 * The sentence for a refusal of `refusals`, written from its params by the contract's message (the
 * server's words, also when the server is older or newer than the console); else the server's detail.
 */
export function refusalText(error: ApiError, refusals: Refusals, fallback = 'Not done.'): string {
  const refusal = refusalOf(error, refusals);
  if (refusal) {
    try {
      return (refusalMessage as (r: Refusals, kind: string, params: unknown) => string)(
        refusals,
        refusal.kind,
        refusal.params,
      );
    } catch {
      // Params of another shape (a server of another version): its own words follow.
    }
  }
  return error.problem?.detail ?? fallback;
}

/**
 * The sentence for the refusal `error` carries when `endpoint` declares it (its own area's or one passed
 * through from another area's door), written by the declaring area's message; null for any other error
 * (no code, the stale version, a code the endpoint does not declare), which the caller says as before.
 */
export function declaredRefusalText(error: unknown, endpoint: Endpoint): string | null {
  const code = error instanceof ApiError ? error.problem?.code : undefined;
  if (!code || !endpoint.refuses?.some((r) => r.code === code)) return null;
  const area = refusals.find((r) => code.startsWith(`${r.area}.`));
  return area ? refusalText(error as ApiError, area) : null;
}
