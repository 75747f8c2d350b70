// Which scenarios a benchmark runs: all of them, or those BENCH_ONLY names, to rerun a few after a change.

/**
 * Whether to run the scenario `name`: BENCH_ONLY lists the ones to rerun, comma-separated, each a
 * substring of names or, ending in $, a whole name ("GET /passcodes$,isRevoked").
 */
export function selected(name: string) {
  const only = process.env.BENCH_ONLY;
  if (!only) return true;
  return only.split(',').some((o) => (o.endsWith('$') ? name === o.slice(0, -1) : name.includes(o)));
}
