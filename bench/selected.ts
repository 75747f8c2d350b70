// Which scenarios a benchmark runs: all of them, or those BENCH_ONLY names, to rerun a few after a change.

const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const matched = new Set<string>();
const asked = new Set<string>();

/**
 * Whether to run the scenario `name`: BENCH_ONLY lists the ones to rerun, comma-separated, each a
 * substring of names or, ending in $, a whole name ("GET /passcodes$,isRevoked").
 */
export function selected(name: string) {
  if (!only.length) return true;
  asked.add(name);
  const hits = only.filter((o) => (o.endsWith('$') ? name === o.slice(0, -1) : name.includes(o)));
  for (const hit of hits) matched.add(hit);
  return hits.length > 0;
}

/** Throws when a word of BENCH_ONLY matched no scenario: a misspelt rerun must not pass for a measured one. */
export function checkSelection() {
  const missed = only.filter((o) => !matched.has(o));
  if (missed.length) {
    throw new Error(`BENCH_ONLY: nothing matches ${missed.join(', ')}; the names are: ${[...asked].join('; ')}`);
  }
}
