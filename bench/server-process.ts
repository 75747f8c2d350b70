// The real server started for a benchmark as production runs it (compiled, its own process, so its memory
// is its own), optionally with the floor's bare Fastify preloaded into the same process.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/src/testing/harness.js';
import { rssMb } from './memory.js';

const floorModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'floor-server.ts');

/**
 * Starts apps/server as production runs it, compiled (npm start), as its own process (so its memory is
 * its own), and waits until it listens; with `floor`, the floor's bare Fastify runs in that same process
 * on a port of its own (`floorUrl`).
 */
export async function startServer(env: Record<string, string>, options: { floor?: boolean } = {}) {
  execFileSync(process.execPath, ['apps/server/scripts/build.mjs'], { stdio: 'inherit' });
  const floorPort = options.floor ? await freePort() : undefined;
  // Node strips the floor module's types itself: nothing else is loaded into the server's process.
  const preload = floorPort ? ['--import', floorModule] : [];
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (bench/profile-summary.ts).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const args = [...profile, '--enable-source-maps', ...preload, 'apps/server/dist/main.js'];
  const server = spawn(process.execPath, args, {
    env: { ...process.env, ...env, ...(floorPort ? { BENCH_FLOOR_PORT: String(floorPort) } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (d: Buffer) => d.toString().includes('is running at') && resolve());
    server.on('exit', () => reject(new Error('server exited')));
  });
  const idle = rssMb(server.pid as number);
  return {
    pid: server.pid as number,
    floorUrl: floorPort ? `http://127.0.0.1:${floorPort}` : undefined,
    memory: () => {
      const now = rssMb(server.pid as number);
      return { idle: idle.rss, afterLoad: now.rss, peak: now.peak };
    },
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.on('exit', r));
    },
  };
}

export type BenchServer = Awaited<ReturnType<typeof startServer>>;
