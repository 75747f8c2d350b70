// Production with an external identity provider, as an operator sets it up from README's settings: a
// second Eco server on PostgreSQL whose OIDC_ISSUER is a stand-alone provider on another port. That
// provider, like Microsoft Entra ID, issues access tokens for the API only and refuses them at its
// userinfo endpoint, so the console reads the person from the ID token (OIDC_PROFILE_SOURCE=auto).
// Needs PostgreSQL (TEST_DATABASE_URL, else postgres@127.0.0.1:5432): without it this fails.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { capabilities } from '@eco/contract';
import type { Page } from '@playwright/test';
import { startExternalIssuer } from '../apps/server/src/testing/external-issuer';
import { freePort } from '../apps/server/src/testing/free-port';
import { createScratchDatabase, type ScratchDatabase } from '../apps/server/src/testing/scratch-database';
import { menuEntries, reachableFor } from '../apps/web/src/shell/areas';
import { expect, openMenu, storedUser, test } from './support/fixtures';
import { implementedRoutePaths } from './support/routes';

const root = path.resolve(import.meta.dirname, '..');
const adminDatabaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const person = {
  sub: 'x5Qm0ZsJ2a-external-7f3c',
  email: 'robin.okafor@example.org',
  password: 'a passphrase at the provider',
  givenName: 'Robin',
  familyName: 'Okafor',
};

/** What an operator sets (README: Production, External identity provider). */
interface Deployment {
  consoleUrl: string;
  issuer: string;
  env: Record<string, string>;
}

async function waitUntilReady(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output()}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer at ${url}/readyz:\n${output()}`);
}

/** Starts `npx tsx apps/server/src/main.ts` in a process group of its own, so it stops with its children. */
async function startServer(consoleUrl: string, env: Record<string, string>): Promise<() => Promise<void>> {
  const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const stop = async () => {
    if (server.exitCode !== null || !server.pid) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
  };
  try {
    await waitUntilReady(consoleUrl, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

let deployment: Deployment;
const cleanups: (() => Promise<void>)[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const database: ScratchDatabase = await createScratchDatabase(adminDatabaseUrl, 'eco_e2e');
  cleanups.push(() => database.drop());
  const port = await freePort();
  const consoleUrl = `http://localhost:${port}`;
  const clientId = 'eco-console-external';
  const audience = 'api://eco-e2e';
  // Tokens live 125 s: the console renews 5 s after each (its notice comes 120 s before expiry).
  const issuer = await startExternalIssuer({ consoleUrl, clientId, audience, people: [person], accessTokenTtl: 125 });
  cleanups.push(() => issuer.close());
  const env = {
    DATABASE_URL: database.url,
    OIDC_ISSUER: issuer.issuer,
    OIDC_CLIENT_ID: clientId,
    OIDC_AUDIENCE: audience,
  };
  const stopServer = await startServer(consoleUrl, {
    ...env,
    PORT: String(port),
    PUBLIC_URL: consoleUrl,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(process.env.E2E_DATA_DIR ?? root, 'external-issuer'),
  });
  cleanups.push(stopServer);
  deployment = { consoleUrl, issuer: issuer.issuer, env };
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** What the console's page saw of the provider: userinfo answers and successful refresh-token grants. */
function watchProvider(page: Page, issuer: string) {
  const seen = { userinfo: [] as number[], refreshed: 0 };
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== issuer) return;
    const request = response.request();
    if (url.pathname === '/me' && request.method() === 'GET') seen.userinfo.push(response.status());
    if (url.pathname === '/token' && response.ok() && request.postData()?.includes('grant_type=refresh_token')) {
      seen.refreshed++;
    }
  });
  return seen;
}

/** README's first-administrator command, run as an operator would with the deployment's settings. */
async function grantAdministrator(env: Record<string, string>, subject: string): Promise<string> {
  const args = ['run', 'grant-role', '--silent', '--', '--email', person.email, '--role', 'administrator'];
  args.push('--first-name', person.givenName, '--last-name', person.familyName, '--subject', subject);
  const { stdout } = await promisify(execFile)('npm', args, { cwd: root, env: { ...process.env, ...env } });
  return stdout;
}

test('signs in at an external issuer that refuses userinfo, then an operator grants the administrator role', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const provider = watchProvider(page, deployment.issuer);
  let subject = '';

  await test.step('signs in at the provider and lands on the console, holding no capability', async () => {
    await page.goto(`${deployment.consoleUrl}/`);
    await expect(page.getByRole('heading', { name: 'Sign in to Example Identity' })).toBeVisible();
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'No work areas yet' })).toBeVisible();
    await expect(page.getByText('Your account has no access to any area of the console.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toHaveCount(0);
    // The provider refused the API's token at userinfo: the person came from the ID token.
    expect(provider.userinfo).toContain(401);
    const drawer = await openMenu(page);
    await expect(drawer.getByText('Robin Okafor')).toBeVisible();
    await expect(drawer.getByText(person.email)).toBeVisible();
    await page.keyboard.press('Escape');
    // What the person sends the operator: the provider's subject, shown on the console.
    subject = (await page.getByText('Your sign-in identifier:').locator('code').textContent()) ?? '';
    expect(subject).toBe(person.sub);
    expect((await storedUser(page))?.profile.sub).toBe(person.sub);
  });

  await test.step('renews the token the same way, without the renewal modal', async () => {
    await expect.poll(() => provider.refreshed, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    // Each renewal asks userinfo again and is refused again.
    await expect.poll(() => provider.userinfo.filter((status) => status === 401).length).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('dialog', { name: 'Authentication Renewal' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No work areas yet' })).toBeVisible();
    expect((await storedUser(page))?.profile).toMatchObject({ sub: person.sub, given_name: 'Robin' });
  });

  await test.step('links the subject with grant-role; the administrator sees every built area', async () => {
    const output = await grantAdministrator(deployment.env, subject);
    expect(output).toContain(`${person.email} (`);
    expect(output).toContain('now holds administrator');
    const built = implementedRoutePaths();
    const everyArea = menuEntries(reachableFor(new Set(capabilities), (p) => built.has(p))).map((e) => e.area.label);
    expect(everyArea.length).toBeGreaterThan(0);
    // The API keeps a caller's capabilities for 5 s: reload until the new role shows.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('list', { name: 'Your work areas' }).getByRole('link')).toHaveText(everyArea, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    const drawer = await openMenu(page);
    await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(everyArea);
  });
});
