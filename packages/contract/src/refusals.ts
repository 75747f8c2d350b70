// Refusals: the kinds of "no" an area's rules answer, declared once here so the server writes them
// (problem+json with a `code` and the `params` its sentence is written from), OpenAPI lists them per
// endpoint, and the console switches on them exhaustively to the sentence or the action it offers.
// A refusal is a rule the records' state sets (an invoice that is no longer a draft, a license some
// trainer holds); a value that is malformed, unknown or taken stays a field error (`errors`).

/**
 * One kind of refusal. `message` writes the sentence from the params, which travel as JSON in the
 * problem (strings, numbers, booleans, null, and arrays or objects of them): the server's detail and the
 * console's sentence are the same function. `example` is what tests and OpenAPI render it with.
 */
export interface RefusalKind {
  /** 409 for a state of the records that refuses the request, 400 for a rule the request itself breaks. */
  status: 400 | 409;
  /** The field the console shows it beside (the problem's `errors` names it); a refusal of the whole request has none. */
  field?: string;
  // `never`: any message's own parameter type is accepted here; RefusalParams reads it back.
  message: (params: never) => string;
  example?: unknown;
}

type Kinds = Record<string, RefusalKind>;

/** What a kind's message is written from: `[]` for a sentence without params, else `[params]`. */
export type RefusalArgs<K extends RefusalKind> = K['message'] extends (params: infer P) => string
  ? unknown extends P
    ? []
    : [params: P]
  : never;

/** A kind's params (undefined for a sentence without them). */
export type RefusalParams<K extends RefusalKind> = RefusalArgs<K> extends [infer P] ? P : undefined;

/** A kind whose message takes params must give an example of them. */
type WithExamples<K extends Kinds> = {
  [N in keyof K]: RefusalArgs<K[N]> extends [infer P] ? K[N] & { example: P } : K[N];
};

/**
 * A refusal as an endpoint declares it may answer it (its `refuses`), and as OpenAPI lists it. Its type
 * keeps the code and the params, so the console's switch over an endpoint's refusals is checked whole.
 */
export interface DeclaredRefusal<C extends string = string, P = unknown> {
  code: C;
  status: 400 | 409;
  /** The sentence written from the kind's example. */
  example: string;
  /** Never set: the type of the params its sentence is written from. */
  readonly params?: P;
}

/** An area's refusals: its word ('invoices') and its kinds, each answered with the code 'invoices.<kind>'. */
export interface Refusals<A extends string = string, K extends Kinds = Kinds> {
  readonly area: A;
  readonly kinds: K;
  /** The code a kind is answered with: 'invoices.not-draft'. */
  code<N extends keyof K & string>(kind: N): `${A}.${N}`;
  /** The kinds an endpoint may answer, for its `refuses`. */
  pick<N extends keyof K & string>(...kinds: N[]): { [I in N]: DeclaredRefusal<`${A}.${I}`, RefusalParams<K[I]>> }[N][];
}

/** The kind names of an area's refusals. */
export type RefusalKindOf<R extends Refusals> = keyof R['kinds'] & string;
/** The codes of an area's refusals: 'invoices.not-draft' | ... */
export type RefusalCode<R extends Refusals> = `${R['area']}.${RefusalKindOf<R>}`;

/** Writes a kind's sentence from its params. */
export function refusalMessage<R extends Refusals, N extends RefusalKindOf<R>>(
  refusals: R,
  kind: N,
  ...params: RefusalArgs<R['kinds'][N]>
): string {
  const declared = refusals.kinds[kind];
  if (!declared) throw new Error(`${refusals.area} declares no refusal ${kind}`);
  return (declared.message as (params: unknown) => string)((params as unknown[])[0]);
}

/**
 * Declares an area's refusals, e.g.
 *   defineRefusals('invoices', {
 *     'not-draft': { status: 409, message: (p: { state: string }) => `...this invoice is ${p.state}...`, example: { state: 'Open' } },
 *   })
 */
export function defineRefusals<const A extends string, const K extends Kinds>(
  area: A,
  kinds: K & WithExamples<K>,
): Refusals<A, K> {
  const declared = (kind: keyof K & string): DeclaredRefusal => {
    const { status, message, example } = kinds[kind] as RefusalKind;
    return { code: `${area}.${kind}`, status, example: (message as (params: unknown) => string)(example) };
  };
  return {
    area,
    kinds,
    code: (kind) => `${area}.${kind}` as const,
    pick: (...names) => names.map(declared) as never,
  };
}

/**
 * The refusal every versioned record shares: the version sent is not the stored one. Every endpoint that
 * takes a version may answer it; the console offers to reload.
 */
export const recordRefusals = defineRefusals('record', {
  changed: {
    status: 409,
    message: () => 'Someone else changed this record since you loaded it. Reload it and apply your changes again.',
  },
});
