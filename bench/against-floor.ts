// An endpoint measured beside its floor: the same request answered by a bare Fastify route in the same
// server process (floor-server.ts) that makes exactly the driver calls the endpoint made for it and sends
// the endpoint's answer. Both are warmed, then take turns in rounds that alternate which goes first, so a
// change in the machine's load falls on both alike; the ratio of their server CPU per request, round by
// round, is the figure held (target: <= 1.3), with its median and spread.
import { type CpuMeter, type Measured, measureOnce, withCpu } from './cpu.js';
import type { Load } from './drive.js';

/** The header by which floor-server.ts records the calls one request makes (named there too). */
const captureHeader = 'x-floor-capture';

/** Rounds of ours and the floor (BENCH_ROUNDS, default 4), sharing the run's seconds. */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4));
/** Seconds of each side before the rounds (BENCH_WARM_SECONDS, default 2): caches, JIT, prepared statements. */
const warmSeconds = Number(process.env.BENCH_WARM_SECONDS ?? 2);

/** What one side is driven with: the base URL, the path and the query strings rotated per request. */
interface Side {
  baseUrl: string;
  path: string;
  queries: string[];
}

let captures = 0;

/**
 * Records, for the floor, the calls each request of `ours` (the i-th query with the i-th body) makes and
 * what it answers, after a first request that fills what the server caches: a request in steady state.
 */
async function capture(floorUrl: string, ours: Side, load: Load) {
  const key = `c${captures++}`;
  const calls: number[] = [];
  for (const [i, query] of ours.queries.entries()) {
    const body = load.post?.[i];
    const url = `${ours.baseUrl}${ours.path}${query ? `?${query}` : ''}`;
    const headers: Record<string, string> = { authorization: load.authorization };
    const init = body === undefined ? { headers } : { method: 'POST', headers, body };
    if (body !== undefined) headers['content-type'] = 'application/json';
    await (await fetch(url, init)).arrayBuffer();
    const answered = await fetch(url, { ...init, headers: { ...headers, [captureHeader]: `${key}/${i}` } });
    const text = await answered.text();
    if (!answered.ok) throw new Error(`${ours.path}?${query}: ${answered.status} ${text.slice(0, 200)}`);
    const kept = await fetch(`${floorUrl}/captured/${key}?i=${i}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text || 'null',
    });
    if (!kept.ok) throw new Error(`floor capture: ${kept.status}`);
    calls.push(((await kept.json()) as { calls: number }).calls);
    // The replay must answer as the endpoint did: a floor that fails would be cheap for nothing.
    const replayed = await fetch(`${floorUrl}/floor/${key}?i=${i}${query ? `&${query}` : ''}`, init);
    const again = await replayed.text();
    if (again !== JSON.stringify(JSON.parse(text || 'null'))) {
      throw new Error(`the floor of ${ours.path}?${query} answered ${replayed.status}: ${again.slice(0, 300)}`);
    }
  }
  return { key, calls: { fewest: Math.min(...calls), most: Math.max(...calls) } };
}

const perRequest = (m: Measured) => m.server / Math.max(1, m.samples.length);
const round2 = (n: number) => Number(n.toFixed(2));

/**
 * Our endpoint (`path` with each of `queries`, and with each of `load.post` as a POST body) and its floor
 * at the same concurrency in the same server process: both warmed, then `rounds` rounds, ours first in
 * the even ones and the floor first in the odd ones. `serverCpuRatio` is the median over the rounds of
 * our server CPU per request over the floor's; each round's ratio is printed on stderr as it ends.
 */
export async function againstFloor(
  server: { floorUrl: string | undefined },
  cpu: CpuMeter,
  ours: Side,
  load: Load,
  name: string,
) {
  const drive = (side: Side, seconds: number) =>
    measureOnce(cpu, side.baseUrl, side.path, side.queries, { ...load, seconds });
  // BENCH_FLOOR=0 drives ours alone, e.g. for a CPU profile of the endpoint.
  if (process.env.BENCH_FLOOR === '0') {
    await drive(ours, warmSeconds);
    return withCpu([await drive(ours, load.seconds)]);
  }
  if (!server.floorUrl) throw new Error('Start the server with { floor: true }');
  const { key, calls } = await capture(server.floorUrl, ours, load);
  // The same query string and body, and which capture to replay.
  const floor = {
    baseUrl: server.floorUrl,
    path: `/floor/${key}`,
    queries: ours.queries.map((q, i) => (q ? `i=${i}&${q}` : `i=${i}`)),
  };
  await drive(floor, warmSeconds);
  await drive(ours, warmSeconds);
  const turn = Math.max(1, Math.round(load.seconds / rounds));
  const measured = { ours: [] as Measured[], floor: [] as Measured[] };
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? (['ours', 'floor'] as const) : (['floor', 'ours'] as const);
    for (const side of order) measured[side].push(await drive(side === 'ours' ? ours : floor, turn));
    const [o, f] = [measured.ours[r] as Measured, measured.floor[r] as Measured];
    ratios.push(round2(perRequest(o) / Math.max(0.001, perRequest(f))));
    console.error(
      `${name}, round ${r + 1}/${rounds} (${order[0]} first): server CPU ms a request, ours ${perRequest(o).toFixed(3)}, ` +
        `floor ${perRequest(f).toFixed(3)}: ${ratios[r]}`,
    );
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? (sorted[Math.floor(mid)] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return {
    ...withCpu(measured.ours),
    // How many driver calls the floor makes a request (a transaction counts one on PGlite).
    floor: { ...withCpu(measured.floor), calls },
    serverCpuRatio: round2(median),
    serverCpuRatioRounds: ratios,
    serverCpuRatioSpread: round2((sorted.at(-1) ?? 0) - (sorted[0] ?? 0)),
  };
}
