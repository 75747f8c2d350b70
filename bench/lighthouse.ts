// Lighthouse scores of the console, printing JSON: starts the compiled server on a fresh database with
// the demo data, launches Debian's Chromium headless through chrome-launcher (CHROME_PATH, default
// /usr/bin/chromium), signs in on the provider's page as the browser tests do, and runs Lighthouse's
// desktop preset on loopback against the start page, the self-paced students list and the passcodes list
// (each a page of 100 rows), LH_RUNS times each (default 3), reporting the median run by performance.
// Targets: performance at least 0.9, accessibility and best practices at least 0.95 on each page.
// Run `npm run build` first: the console is served from apps/web/dist as production serves it.
// BENCH_ONLY picks pages (start, selfPacedStudents, passcodes); LH_SAVE=<folder> keeps each full report.
//   npm run bench:lighthouse
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { benchEnvironment } from './environment.js';
import { selected } from './selected.js';
import { startServer } from './server-process.js';

const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const pages = { start: '/', selfPacedStudents: '/classes/self-paced', passcodes: '/passcodes' };
const categories = ['performance', 'accessibility', 'best-practices'] as const;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Signs in through the console's sign-in page in the launched browser, as e2e/support/fixtures.ts does. */
async function signInBrowser(port: number, baseUrl: string, email: string, password: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.close();
  return browser;
}

interface Scored {
  performance: number;
  accessibility: number;
  bestPractices: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  /** Audits of accessibility and best practices that did not pass, to fix. */
  failing: string[];
}

async function score(url: string, port: number, saveAs: string): Promise<Scored> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      // Keep the signed-in session (localStorage) between runs.
      disableStorageReset: true,
    },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const save = process.env.LH_SAVE;
  if (save) {
    mkdirSync(save, { recursive: true });
    writeFileSync(path.join(save, `${saveAs}.json`), JSON.stringify(lhr));
  }
  const category = (key: string) => lhr.categories[key]?.score ?? 0;
  const audit = (key: string) => Math.round(lhr.audits[key]?.numericValue ?? 0);
  const failing = ['accessibility', 'best-practices'].flatMap((key) =>
    (lhr.categories[key]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${key}: ${ref.id}`),
  );
  return {
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    totalBlockingTimeMs: audit('total-blocking-time'),
    largestContentfulPaintMs: audit('largest-contentful-paint'),
    failing,
  };
}

async function main() {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('Run npm run build first');
  const bench = await benchEnvironment('lighthouse');
  const server = await startServer(bench.env);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const { config } = bench;
    const browser = await signInBrowser(chrome.port, config.publicUrl, 'admin@example.com', config.demoPassword);
    const results: Record<string, Scored & { runs: number[] }> = {};
    for (const [name, pagePath] of Object.entries(pages)) {
      if (!selected(name)) continue;
      const scored: Scored[] = [];
      for (let i = 0; i < runs; i++) {
        const url = `${config.publicUrl}${pagePath}`;
        // Lighthouse now and then loses a busy machine's trace (NO_NAVSTART): one more try.
        scored.push(
          await score(url, chrome.port, `${name}-${i + 1}`).catch(() => score(url, chrome.port, `${name}-${i + 1}`)),
        );
      }
      scored.sort((a, b) => a.performance - b.performance);
      const median = scored[Math.floor(scored.length / 2)] as Scored;
      results[name] = { ...median, runs: scored.map((s) => s.performance) };
    }
    await browser.close();
    const all = Object.values(results);
    console.log(
      JSON.stringify(
        {
          preset: 'desktop',
          runs,
          pages: results,
          loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
          targets: {
            'performance >= 0.9': all.every((r) => r.performance >= 0.9),
            'accessibility >= 0.95': all.every((r) => r.accessibility >= 0.95),
            'best practices >= 0.95': all.every((r) => r.bestPractices >= 0.95),
          },
        },
        null,
        2,
      ),
    );
  } finally {
    chrome.kill();
    await server.stop();
    await bench.cleanup();
  }
}

await main();
