// Compile-time check that a list's search params are a valid query of its endpoint (types only: the
// route files that use it stay free of the contract's schemas).
import type { Endpoint, RequestOf } from '@eco/contract';

export type QueryMatches<Search, E extends Endpoint> = Search extends NonNullable<RequestOf<E>['query']> ? true : never;
