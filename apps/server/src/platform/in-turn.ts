// Runs a few queries one after another and returns their results in order, like Promise.all. Services
// use it where they may be handed a transaction: a transaction has one connection, which takes one
// query at a time (node-postgres deprecates queuing them). Drizzle's query builders are lazy, so each
// runs only when its turn comes; pass functions for anything that is already a running promise.
type Turn = PromiseLike<unknown> | (() => PromiseLike<unknown>) | readonly unknown[];
type Result<T> = T extends () => PromiseLike<infer R> ? R : Awaited<T>;

export async function inTurn<const T extends readonly Turn[]>(
  ...turns: T
): Promise<{ -readonly [K in keyof T]: Result<T[K]> }> {
  const results: unknown[] = [];
  for (const turn of turns) results.push(await (typeof turn === 'function' ? turn() : turn));
  return results as never;
}
