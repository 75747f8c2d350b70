// Browser tests against the real server as it runs in production: the console and the server are built,
// the compiled server started on a free port with a fresh database, and Debian's Chromium drives it (no
// browser downloads).
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { idleCores } from './support/idle-cores';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
// Two runs side by side (on two ports) each keep their own artifacts: Playwright empties this folder.
const output = process.env.E2E_OUTPUT_DIR ?? path.join(root, '.test-output');

// Set once by the runner; its workers inherit it instead of making directories of their own. A
// directory made here is removed after the run (support/teardown.ts).
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'eco-e2e-'));
  process.env.E2E_DATA_DIR_TEMPORARY = '1';
}

// As many workers as the machine has cores free: each worker's browser and its share of the server
// keep about a core busy, and a worker more than the cores free only makes every test slower (a run
// beside other work on two cores, at a load average of 10, timed tests out). Measured once by the
// runner, before the server starts; its workers inherit the number.
if (!process.env.E2E_WORKERS) {
  const cores = availableParallelism();
  const free = idleCores();
  process.env.E2E_WORKERS = String(Math.min(cores, Math.max(1, Math.round(free))));
  console.log(`${process.env.E2E_WORKERS} workers: ${free.toFixed(1)} of ${cores} cores free`);
}

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(output, 'e2e-artifacts'),
  fullyParallel: true,
  // Each test signs in on its own (a shared refresh token would be rotated away under another test).
  workers: Number(process.env.E2E_WORKERS),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Budgets three times what the slowest tests take on a quiet machine of this kind (about 30 s for a
  // test, 5 s for a screen), so a machine three times slower still passes; a test that needs more
  // says so (test.slow()).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: path.join(output, 'e2e.json') }]],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags },
    // Recording a trace of every test cost a fifth of the run (3.8 against 3.1 minutes for two specs
    // side by side); a failure keeps its screenshot and the page's accessibility snapshot
    // (error-context.md). E2E_TRACE=retain-on-failure records traces when a failure needs one.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
  },
  globalTeardown: './support/teardown.ts',
  webServer: {
    // The production build: the console and the compiled server (through npm, so on the project's Node).
    // `npm test` has built both already (E2E_BUILT=1) and saves building them twice.
    command: `${process.env.E2E_BUILT ? '' : 'npm run build --silent && '}npm run start --silent -w @eco/server`,
    cwd: root,
    url: `${baseURL}/api/client-config`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Access tokens live the default 10 minutes: a test renews only when it asks to
      // (support/fixtures.ts, signIn's renewSoon).
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      PRODUCT_NAME: 'Scrum',
      // The webhook tests deliver to a receiver they start on 127.0.0.1 (over http).
      WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
    },
  },
});
