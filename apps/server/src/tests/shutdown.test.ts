// A stop as an orchestrator does it: the real server in its own process, SIGTERM while clients keep
// sending on keep-alive connections, through the drain and past the close. Readiness turns 503 first
// while everything is still served (new connections too), answers then close their connections; at the
// close no request that reached the server is cut without an answer (a later connection is refused).
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
const CLIENTS = 20;

interface Outcome {
  /** When the request was made, and when its last byte was written (never, when it could not connect). */
  sentAt: number;
  writtenAt?: number;
  status?: number;
  connection?: string | undefined;
  body?: string;
  error?: string;
}

/** One GET over `agent` (a keep-alive pool) or a connection of its own; a failure is recorded, not thrown. */
function get(url: string, agent: http.Agent | false): Promise<Outcome> {
  const sentAt = Date.now();
  let writtenAt: number | undefined;
  return new Promise((resolve) => {
    const failed = (error: NodeJS.ErrnoException) =>
      resolve({ sentAt, ...(writtenAt ? { writtenAt } : {}), error: error.code ?? error.message });
    const request = http.get(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ sentAt, writtenAt, status: response.statusCode, connection: response.headers.connection, body }),
      );
      response.on('error', failed);
    });
    request.on('finish', () => {
      writtenAt = Date.now();
    });
    request.on('error', failed);
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
  let log = '';
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
        // Info: the line saying when the close begins is read from the log.
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
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

  /** When the server logged the one line holding `text` (its log and the test share a clock: one machine). */
  const logTimeOf = (text: string) => {
    const lines = log
      .split('\n')
      .filter((line) => line.includes(text))
      .map((line) => JSON.parse(line) as { time: number });
    expect(lines, text).toHaveLength(1);
    return lines[0]?.time as number;
  };

  it('drains, then closes without resetting a request: every one sent before the close is answered', async () => {
    // Twenty clients, each sending one request after another on its keep-alive connection, and going on
    // through the drain and the close, as a client the load balancer still sends on would.
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const outcomes: Outcome[] = [];
    let stopped = false;
    void exited.then(() => {
      stopped = true;
    });
    const paths = ['/api/client-config', '/healthz', '/api/openapi.json'];
    const clients = Array.from({ length: CLIENTS }, async (_, i) => {
      for (let n = i; !stopped; n++) {
        const outcome = await get(`${baseUrl}${paths[n % paths.length]}`, agent);
        outcomes.push(outcome);
        // Once the server has stopped listening, a refused connection comes back at once: try less often.
        if (outcome.error) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalAt = Date.now();
    server.kill('SIGTERM');

    // During the drain, on new connections: readiness says 503, the rest is served.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await get(`${baseUrl}/readyz`, false);
    const live = await get(`${baseUrl}/healthz`, false);
    const api = await get(`${baseUrl}/api/client-config`, false);
    const code = await exited;
    await Promise.all(clients);
    agent.destroy();

    expect(ready.status, ready.error ?? ready.body).toBe(503);
    expect(JSON.parse(ready.body ?? '{}')).toMatchObject({ status: 'draining' });
    expect(live.status, live.error).toBe(200);
    expect(api.status, api.error).toBe(200);

    // When the close began, as the server's log says (the same clock: one machine).
    const closeBegins = logTimeOf('"drained: closing');
    expect(closeBegins - signalAt).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);

    // Every request written before the close began is answered: none is reset or cut.
    const before = outcomes.filter((o) => o.writtenAt !== undefined && o.writtenAt < closeBegins);
    const after = outcomes.filter((o) => !before.includes(o));
    const failed = before.filter((o) => o.error !== undefined || o.status !== 200);
    const resets = outcomes.filter((o) => o.error !== undefined && o.error !== 'ECONNREFUSED');
    console.log(
      `${CLIENTS} clients, the close ${closeBegins - signalAt} ms after the signal: ${outcomes.length} requests; ` +
        `${before.length} written before the close began, ${before.length - failed.length} of them answered 200; ` +
        `${after.length} after, ${after.filter((o) => o.status !== undefined).length} answered and ` +
        `${after.filter((o) => o.error === 'ECONNREFUSED').length} refused (never sent); reset or cut: ${resets.length}`,
    );
    expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
    // Requests sent once the drain began (its log line: on a loaded machine the signal's handler can run
    // well after the kill) are answered with Connection: close, so keep-alive connections end.
    const drainBegins = logTimeOf('"shutting down: draining');
    const draining = before.filter((o) => o.sentAt > drainBegins);
    expect(draining.length).toBeGreaterThan(0);
    for (const o of draining) expect(o.connection).toBe('close');
    expect(code, stderr).toBe(0);
  }, 60_000);
});
