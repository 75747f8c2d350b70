// `npm test`: lint and format check, strict type check, unit and integration tests on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set), then the browser tests. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const out = '.test-output';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const counts = { passed: 0, failed: 0 };
let ok = true;

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) ok = false;
  return r.status === 0;
}

/** Adds a runner's counts; a runner that failed without a failing test (a crash) counts as one failure. */
function add(passed, failed, succeeded) {
  counts.passed += passed;
  counts.failed += failed || (succeeded ? 0 : 1);
}

function countVitest(file, succeeded) {
  if (!existsSync(file)) return add(0, 1, false);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A file that failed without a failing test (it did not load) counts as one failure; a failing test
  // is counted once, not again for its file and describe blocks.
  const crashed = report.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  add(report.numPassedTests, report.numFailedTests + crashed, succeeded);
}

function countPlaywright(file, succeeded) {
  if (!existsSync(file)) return add(0, 1, false);
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  add(stats.expected + stats.flaky, stats.unexpected, succeeded);
}

// Lint and type errors count as one failure each, so the summary never reads green on a red run.
add(0, 0, step('lint and format (biome)', 'npx', ['biome', 'check', '.']));
add(0, 0, step('type check (tsc, every workspace)', 'npm', ['run', 'typecheck', '--silent']));

const pglite = step(
  'unit and integration tests on PGlite',
  'npx',
  ['vitest', 'run', '--outputFile.json', `${out}/vitest-pglite.json`],
  {
    TEST_DATABASE_URL: '',
  },
);
countVitest(`${out}/vitest-pglite.json`, pglite);

if (process.env.TEST_DATABASE_URL) {
  const postgres = step('server tests on PostgreSQL (TEST_DATABASE_URL)', 'npx', [
    'vitest',
    'run',
    '--project',
    'server',
    '--outputFile.json',
    `${out}/vitest-postgres.json`,
  ]);
  countVitest(`${out}/vitest-postgres.json`, postgres);
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the server tests ran on PGlite only.)');
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`\nNo Chromium at ${chromium}: install Debian's chromium package or set CHROMIUM_PATH.`);
  counts.failed++;
  ok = false;
} else if (step('build the console', 'npm', ['run', 'build', '--silent'])) {
  const browser = step('browser tests (Playwright, Chromium)', 'npx', [
    'playwright',
    'test',
    '--config',
    'e2e/playwright.config.ts',
  ]);
  countPlaywright(`${out}/e2e.json`, browser);
} else {
  counts.failed++;
}

console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(ok && counts.failed === 0 ? 0 : 1);
