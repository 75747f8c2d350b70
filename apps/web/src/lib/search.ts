// Typed search params for list screens: filters live in the query string and are read back on load,
// page number included (spec section 2). Route options (validateSearch) are part of the first load, so
// these are small hand-written parsers, not zod: once areas use the contract's (classic) zod schemas in
// their chunks, even zod/mini would pull the zod core they share into the first load. Lenient: a
// hand-edited or outdated value falls back to its default instead of breaking the screen.
//   validateSearch: searchSchema({ page: page(), email: text(), isRevoked: choice(['any', 'No', 'Yes']) })

/** One search param: reads whatever the address holds into its type, falling back when it cannot. */
export interface Param<T> {
  parse(value: unknown): T;
}

type Shape = Record<string, Param<unknown>>;
type Out<P> = P extends Param<infer T> ? T : never;
type RequiredKeys<S extends Shape> = { [K in keyof S]: undefined extends Out<S[K]> ? never : K }[keyof S];
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends Out<S[K]> ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** What a search schema produces: params that may be absent are optional keys. */
export type SearchOutput<S extends Shape> = Simplify<
  { [K in RequiredKeys<S>]: Out<S[K]> } & { [K in OptionalKeys<S>]?: Out<S[K]> }
>;

export interface SearchSchema<S extends Shape> {
  readonly shape: S;
  /** The router passes the raw query object (values as typed in the address); any subset of the params. */
  parse(input: { [K in keyof S]?: unknown }): SearchOutput<S>;
}

export function searchSchema<S extends Shape>(shape: S): SearchSchema<S> {
  return {
    shape,
    parse(input) {
      const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, param] of Object.entries(shape)) {
        const value = param.parse(raw[key]);
        // As zod does: a param that was there but unusable is kept as undefined; an absent one is left out.
        if (value !== undefined || key in raw) out[key] = value;
      }
      return out as SearchOutput<S>;
    },
  };
}

const param = <T>(parse: (value: unknown) => T): Param<T> => ({ parse });

/** A single value: the router gives numbers and booleans as such, and a repeated key as an array. */
const scalar = (value: unknown): string | number | boolean | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' || typeof first === 'number' || typeof first === 'boolean' ? first : undefined;
};

const integer = (value: unknown): number | undefined => {
  const v = scalar(value);
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) ? n : undefined;
};

const bool = (value: unknown): boolean | undefined => {
  const v = scalar(value);
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  return undefined;
};

/** A positive whole number, `fallback` otherwise. */
export const positiveInt = (fallback: number) =>
  param((value) => {
    const n = integer(value);
    return n !== undefined && n >= 1 ? n : fallback;
  });

/** A 1-based page number; anything else is page 1. */
export const page = () => positiveInt(1);

/** A page size with the screen's default (spec section 9). */
export const pageSize = (fallback: number, max = 500) =>
  param((value) => {
    const n = integer(value);
    return n !== undefined && n >= 1 && n <= max ? n : fallback;
  });

/** Optional text; blank is no filter. */
export const text = () =>
  param((value) => {
    const v = scalar(value);
    if (v === undefined || typeof v === 'boolean') return undefined;
    return String(v).trim() || undefined;
  });

/** Optional yes/no (true, false, 'true', 'false'). */
export const flag = () => param(bool);

/** A flag with a default (e.g. exactMatch, true by default). */
export const flagDefault = (fallback: boolean) => param((value) => bool(value) ?? fallback);

/** One of a fixed set, or no filter. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  param((value): T[number] | undefined => {
    const v = scalar(value);
    return typeof v === 'string' && (values as readonly string[]).includes(v) ? v : undefined;
  });

/** Several of a fixed set; `fallback` when absent or invalid (e.g. every question type by default). */
export const choices = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number][] = []) =>
  param((value): T[number][] => {
    const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : undefined;
    if (!list?.every((v) => typeof v === 'string' && (values as readonly string[]).includes(v))) {
      return [...fallback];
    }
    return list as T[number][];
  });

/** A calendar day 'YYYY-MM-DD', or no filter. */
export const isoDay = () =>
  param((value) => {
    const v = scalar(value);
    return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
  });

/** An optional record id (a positive integer), or no filter. */
export const id = () =>
  param((value) => {
    const n = integer(value);
    return n !== undefined && n >= 1 ? n : undefined;
  });

/** An optional UUID (an account's admId), or no filter. */
export const uuid = () =>
  param((value) => {
    const v = scalar(value);
    return typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v.trim())
      ? v.trim().toLowerCase()
      : undefined;
  });

/** Optional text of a fixed shape (a currency code, a country code); anything else is no filter. */
export const matching = (pattern: RegExp, transform: (v: string) => string = (v) => v) =>
  param((value) => {
    const v = scalar(value);
    if (typeof v !== 'string') return undefined;
    const t = transform(v.trim());
    return pattern.test(t) ? t : undefined;
  });

/** One of a fixed set with a default (a list's sort column). */
export const choiceDefault = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  param((value): T[number] => choice(values).parse(value) ?? fallback);

/** Sorting a list: `sortBy` one of the server's sortable columns, `sortDescending`, with the list's default. */
export const sorting = <const C extends readonly [string, ...string[]]>(
  columns: C,
  defaultColumn: C[number],
  defaultDescending = false,
) => ({
  sortBy: choiceDefault(columns, defaultColumn),
  sortDescending: flagDefault(defaultDescending),
});

/** The page size choices of a list: its own default (spec section 9) among the usual ones. */
export function pageSizeOptions(defaultSize: number): number[] {
  return [...new Set([25, 50, 100, 200, defaultSize])].sort((a, b) => a - b);
}

/**
 * A list screen's search params: page and page size (one of the sizes the table offers, else the list's
 * default), optional sorting, and its filters. `defaults` is what an empty query string means (stripped
 * from URLs); `filterKeys` are the ones 'Clear filters' resets.
 *   export const courseSearch = listSearch({ pageSize: 50, sort: sorting(['code', 'name'], 'code'),
 *     filters: { search: text(), isActive: flag() } });
 */
export function listSearch<
  F extends Shape,
  S extends Shape = Record<never, never>,
  E extends Shape = Record<never, never>,
>(config: {
  pageSize: number;
  sort?: S;
  filters: F;
  /** Params of the screen that are not filters (the record open in a dialog). */
  extra?: E;
}) {
  const sizes = pageSizeOptions(config.pageSize);
  const size = param((value) => {
    const n = integer(value);
    return n !== undefined && sizes.includes(n) ? n : config.pageSize;
  });
  const schema = searchSchema({
    page: page(),
    pageSize: size,
    ...(config.sort as S),
    ...config.filters,
    ...(config.extra as E),
  });
  const defaults = schema.parse({});
  return {
    schema,
    defaults,
    filterKeys: Object.keys(config.filters) as Extract<keyof F, string>[],
    pageSizes: sizes,
  };
}

export type SearchOf<L extends { defaults: unknown }> = L['defaults'];
