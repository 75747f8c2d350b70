// An endpoint measured beside its floor: the same statements one request runs, replayed through the
// driver from a bare Fastify route in the same server process (floor-server.ts), taking turns with ours so
// the machine's load falls on both; the ratio of their server CPU per request is the figure held.
import { type CpuMeter, type Measured, measure, measureOnce, withCpu } from './cpu.js';
import type { Load } from './drive.js';

let captures = 0;

/**
 * Records, for the floor, the SQL one request of each query runs, after a first request that fills what
 * the server caches (the caller's principal, sampled trigrams): the statements of a request in steady state.
 */
async function captureForFloor(floorUrl: string, url: (query: string) => string, queries: string[], load: Load) {
  const key = `c${captures++}`;
  const headers = { authorization: load.authorization };
  for (const [i, query] of queries.entries()) {
    const posted = load.post?.[i];
    const init =
      posted === undefined
        ? { headers }
        : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: posted };
    await (await fetch(url(query), init)).arrayBuffer();
    await fetch(`${floorUrl}/capture/${key}`, { method: 'POST' });
    const body = await (await fetch(url(query), init)).text();
    const done = await fetch(`${floorUrl}/captured/${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body || 'null',
    });
    if (!done.ok) throw new Error(`floor capture: ${done.status}`);
  }
  return key;
}

/** How many times ours and the floor take turns (BENCH_ROUNDS, default 2), sharing the seconds. */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));

/**
 * Our endpoint and its floor at the same concurrency in the same server process, taking turns (ours,
 * floor, ours, floor...) so a change in the machine's load falls on both: the floor runs the same
 * statements through the driver, JSON.stringify's the rows and sends them from a bare Fastify route.
 * `serverCpuRatio` is our server CPU per request over the floor's (target: <= 1.3).
 */
export async function againstFloor(
  server: { floorUrl: string | undefined },
  cpu: CpuMeter,
  baseUrl: string,
  path: string,
  queries: string[],
  load: Load,
) {
  if (!server.floorUrl) throw new Error('Start the server with { floor: true }');
  // BENCH_FLOOR=0 skips the floor, e.g. for a CPU profile of the endpoint alone.
  if (process.env.BENCH_FLOOR === '0') return measure(cpu, baseUrl, path, queries, load);
  const url = (query: string) => `${baseUrl}${path}${query ? `?${query}` : ''}`;
  const key = await captureForFloor(server.floorUrl, url, queries, load);
  const replays = queries.map((_, i) => `i=${i}`);
  const turn = { ...load, seconds: Math.max(1, Math.round(load.seconds / rounds)) };
  const ours: Measured[] = [];
  const floor: Measured[] = [];
  for (let i = 0; i < rounds; i++) {
    ours.push(await measureOnce(cpu, baseUrl, path, queries, turn));
    // The floor replays what each request ran, always as a GET.
    floor.push(await measureOnce(cpu, server.floorUrl, `/floor/${key}`, replays, { ...turn, post: undefined }));
  }
  const result = { ...withCpu(ours), floor: withCpu(floor) };
  const ratio = result.cpuMsPerRequest.server / Math.max(0.001, result.floor.cpuMsPerRequest.server);
  return { ...result, serverCpuRatio: Number(ratio.toFixed(2)) };
}
