// A stop as an orchestrator does it: the real server in its own process, SIGTERM while clients keep
// sending on keep-alive connections. Readiness turns 503 first while everything is still served (new
// connections too), answers then close their connections, and no request is cut without an answer.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/harness.js';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const DRAIN_SECONDS = 2;

interface Outcome {
  sentAt: number;
  status?: number;
  connection?: string | undefined;
  body?: string;
  error?: string;
}

/** One GET over `agent` (a keep-alive pool) or a connection of its own; a failure is recorded, not thrown. */
function get(url: string, agent: http.Agent | false): Promise<Outcome> {
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ sentAt, status: response.statusCode, connection: response.headers.connection, body }),
      );
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ sentAt, error: error.code ?? error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ sentAt, error: error.code ?? error.message }));
  });
}

/** Waits for the server as long as the hook allows: a start (compiling, migrating, seeding) on a busy
 * machine has been seen to take 50 s. */
async function waitUntilUp(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 85_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const outcome = await get(`${baseUrl}/healthz`, false);
    if (outcome.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

describe('SIGTERM to a running server', () => {
  let server: ChildProcess;
  let baseUrl: string;
  let dataDir: string;
  let stderr = '';
  let exited: Promise<number | null>;

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'eco-shutdown-'));
    server = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        WEB_DIST: path.join(dataDir, 'no-web'),
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
    await waitUntilUp(baseUrl, server);
  }, 90_000);

  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('drains: readiness 503, every request on open connections answered, then a clean exit', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const outcomes: Outcome[] = [];
    let sending = true;
    // Eight clients, each sending one request after another on its keep-alive connection.
    const clients = Array.from({ length: 8 }, async () => {
      while (sending) outcomes.push(await get(`${baseUrl}/api/client-config`, agent));
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalAt = Date.now();
    server.kill('SIGTERM');

    // During the drain, on new connections: readiness says 503, the rest is served.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await get(`${baseUrl}/readyz`, false);
    const live = await get(`${baseUrl}/healthz`, false);
    const api = await get(`${baseUrl}/api/client-config`, false);
    // A load balancer has taken the instance out by now: the clients stop, well within the drain.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_SECONDS * 500));
    sending = false;
    await Promise.all(clients);
    const code = await exited;
    agent.destroy();

    expect(ready.status, ready.error ?? ready.body).toBe(503);
    expect(JSON.parse(ready.body ?? '{}')).toMatchObject({ status: 'draining' });
    expect(live.status, live.error).toBe(200);
    expect(api.status, api.error).toBe(200);

    const failed = outcomes.filter((o) => o.error !== undefined || o.status !== 200);
    // The signal reaches the server within a few milliseconds; later requests are answered draining.
    const afterSignal = outcomes.filter((o) => o.sentAt >= signalAt + 100);
    expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
    expect(afterSignal.length).toBeGreaterThan(0);
    // Answers during the drain end their connection, so none is left to be cut when the server closes.
    for (const o of afterSignal) expect(o.connection).toBe('close');
    expect(code, stderr).toBe(0);
  }, 60_000);
});
