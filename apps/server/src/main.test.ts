// The server as an operator runs it, compiled (apps/server/dist): a bad setting stops it with one line; it
// finds its migrations and sign-in assets beside the bundle; SIGTERM stops it cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/harness.js';
import { testDatabaseUrl } from './testing/test-database.js';

const startBound = 300_000;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => out };
}

// The server here always runs on its embedded default, whatever TEST_DATABASE_URL says: the run on
// PostgreSQL would repeat the same 18 s of work, so it leaves this file to the run on PGlite.
describe.skipIf(testDatabaseUrl)('main', () => {
  beforeAll(() => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
  });

  it('stops with one line naming a bad setting', async () => {
    const { exited, output } = run({ PORT: 'eighty' });
    expect(await exited).toBe(1);
    expect(output().trim()).toMatch(/^Invalid setting PORT: /);
    expect(output().trim().split('\n')).toHaveLength(1);
  });

  it(
    'starts on the embedded defaults, prints the sign-ins, serves the sign-in styles, and stops on SIGTERM',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eco-main-'));
      const port = await freePort();
      const server = run({ PORT: String(port), DATA_DIR: dataDir });
      try {
        // Waits for the event, not a clock: a first start migrates and seeds the demo data, which took over
        // 60 s on two cores shared with a full test run. The bound only keeps a hung start from hanging CI; a
        // start that fails ends the wait at once with its output.
        await Promise.race([
          expect.poll(server.output, { timeout: startBound, interval: 200 }).toContain('admin@example.com'),
          server.exited.then((code) => {
            throw new Error(`The server exited (${code}) before it was ready:\n${server.output()}`);
          }),
        ]);
        expect(server.output()).toContain(`http://localhost:${port}`);
        expect(server.output()).toContain('eco-demo');
        const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
        expect(ready.status).toBe(200);
        const styles = await fetch(`http://127.0.0.1:${port}/idp/assets/sign-in.css`);
        expect(styles.status).toBe(200);
        expect(await styles.text()).toContain('{');
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      } finally {
        server.child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    startBound + 30_000,
  );
});
