// CPU per request: the CPU time the server process and the database's backends spent while an endpoint
// was driven, over the requests served. It depends far less on what else the machine runs than latency.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { driveOnce, type Load } from './drive.js';
import { type Driven, summarise } from './percentiles.js';

/** CPU time (ms) of a process, from /proc: user + system clock ticks. */
function processCpuMs(pid: number) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return 0; // the process has gone
  }
}

/** Measures CPU of the server process and of the database's backends (PostgreSQL on this machine). */
export function cpuMeter(serverPid: number, databaseUrl: string | undefined) {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  const connected = client?.connect();
  const backends = async () => {
    if (!client) return [];
    await connected;
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid);
  };
  const read = async () => {
    const pids = await backends();
    return { server: processCpuMs(serverPid), database: new Map(pids.map((p) => [p, processCpuMs(p)])) };
  };
  return {
    read,
    async since(before: Awaited<ReturnType<typeof read>>) {
      const now = await read();
      let database = 0;
      for (const [pid, ms] of now.database) database += ms - (before.database.get(pid) ?? 0);
      return { server: now.server - before.server, database };
    },
    close: async () => void (await client?.end()),
  };
}

export type CpuMeter = ReturnType<typeof cpuMeter>;

const perRequest = (ms: number, requests: number) => Number((ms / Math.max(1, requests)).toFixed(3));

/** One drive with the CPU (ms) the server process and the database's backends spent meanwhile. */
export interface Measured extends Driven {
  server: number;
  database: number;
}

export async function measureOnce(cpu: CpuMeter, baseUrl: string, path: string, queries: string[], load: Load) {
  const before = await cpu.read();
  const driven = await driveOnce(baseUrl, path, queries, load);
  const used = await cpu.since(before);
  return { ...driven, ...used } satisfies Measured;
}

/** Latency, throughput and the CPU (ms) that the server process and the database spent per request. */
export function withCpu(parts: Measured[]) {
  const summary = summarise(parts);
  const total = (key: 'server' | 'database') => parts.reduce((sum, p) => sum + p[key], 0);
  // CPU per request depends far less on what else the machine runs than latency does.
  return {
    ...summary,
    cpuMsPerRequest: {
      server: perRequest(total('server'), summary.requests),
      database: perRequest(total('database'), summary.requests),
    },
  };
}

/** drive() with the CPU the server process and the database's backends spent per request meanwhile. */
export async function measure(cpu: CpuMeter, baseUrl: string, path: string, queries: string[], load: Load) {
  return withCpu([await measureOnce(cpu, baseUrl, path, queries, load)]);
}
