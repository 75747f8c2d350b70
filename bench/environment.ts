// A benchmark's environment: a fresh database (PostgreSQL from BENCH_DATABASE_URL, else PGlite in a
// temporary folder), a data folder and a free port, or a database seeded by an earlier run kept for reuse;
// and the size of the data set to seed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type BenchTrainersSize, defaultBenchTrainers } from '../apps/server/src/areas/trainers/seed/bench.js';
import { type Config, loadConfig } from '../apps/server/src/config.js';
import { type BenchSize, defaultBenchSize } from '../apps/server/src/seed/bench.js';
import { freePort } from '../apps/server/src/testing/harness.js';

const adminUrl = process.env.BENCH_DATABASE_URL;

/** `n` rows, or the share of them BENCH_SCALE asks for a quick run (BENCH_SCALE=0.1: a tenth; at least 1). */
export const scaled = (n: number) => Math.max(1, Math.round(n * Number(process.env.BENCH_SCALE ?? 1)));

/**
 * The data set to seed: the documented sizes (the figures in docs/performance.md), or a share of them for a
 * quick run (BENCH_SCALE=0.1 seeds a tenth of every table).
 */
export const benchSize: BenchSize = Object.fromEntries(
  Object.entries(defaultBenchSize).map(([k, n]) => [k, scaled(n)]),
) as unknown as BenchSize;

/** The bench trainers and the licenses they hold (the trainers' seed/bench.ts), at BENCH_SCALE. */
export const benchTrainers: BenchTrainersSize = {
  trainers: scaled(defaultBenchTrainers.trainers),
  licensesHeld: scaled(defaultBenchTrainers.licensesHeld),
};

async function onAdmin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

export interface BenchEnvironment {
  /** The server's environment: port, public URL, data folder, database, demo data on. */
  env: Record<string, string>;
  config: Config;
  /** Drops the database and removes the data folder. */
  cleanup(): Promise<void>;
}

/** A fresh database and free port for one benchmark run named `name`. */
export async function benchEnvironment(name: string): Promise<BenchEnvironment> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `eco-bench-${name}-`));
  const database = adminUrl ? `eco_bench_${name.replace(/\W/g, '_')}_${Date.now()}` : undefined;
  if (database) await onAdmin(`create database ${database}`);
  const url = adminUrl && database ? Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString() : '';
  const env: Record<string, string> = {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    ...(url ? { DATABASE_URL: url } : {}),
  };
  return {
    env,
    config: loadConfig(env),
    cleanup: async () => {
      if (database) await onAdmin(`drop database if exists ${database} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * benchEnvironment, or with BENCH_REUSE_DATABASE_URL a database seeded by an earlier run kept with
 * BENCH_KEEP=1 (no new seed; its cleanup removes only the data folder).
 */
export async function reusableEnvironment(name: string): Promise<BenchEnvironment & { reused: boolean }> {
  const reuse = process.env.BENCH_REUSE_DATABASE_URL;
  if (!reuse) return { ...(await benchEnvironment(name)), reused: false };
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `eco-bench-${name}-`));
  const env = {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: reuse,
    DEMO_DATA: 'true',
  };
  return {
    env,
    config: loadConfig(env),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    reused: true,
  };
}
