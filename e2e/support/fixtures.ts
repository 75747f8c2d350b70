// The browser tests' shared fixtures: sign in through the embedded provider's page as a demo user, read
// what the console stored, and compute the side menu a person should see from their real profile.
import { type Capability, capabilities } from '@eco/contract';
import { test as base, expect, type Page } from '@playwright/test';
import { menuEntries, reachableFor } from '../../apps/web/src/shell/areas';
import { implementedRoutePaths } from './routes';
import { signInByScript } from './sign-in';

export const DEMO_PASSWORD = 'eco-demo';
export const PRODUCT = 'Scrum';

export const users = {
  admin: 'admin@example.com',
  classesAdmin: 'classes-admin@example.com',
  nobody: 'nobody@example.com',
  grader: 'grader@example.com',
  gradingManager: 'grading-manager@example.com',
  finance: 'finance@example.com',
  support: 'support@example.com',
  systemAdmin: 'system-admin@example.com',
} as const;

export interface StoredUser {
  access_token: string;
  refresh_token?: string;
  expires_at: number;
  profile: { sub: string; email?: string; given_name?: string; family_name?: string };
}

/** Fills the provider's sign-in page (after the console sent us there) and waits to be back. */
export async function completeSignIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/authCallback' && !url.pathname.startsWith('/idp'));
}

/**
 * Opens `path`, which sends an anonymous visitor to the provider, signs in on its page and returns
 * there: the sign-in as a person meets it, for the tests of the sign-in itself.
 */
export async function signInThroughProvider(page: Page, email: string, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByLabel('Email')).toBeVisible();
  await completeSignIn(page, email);
}

/**
 * Signs `email` in (the code flow run by script, support/sign-in.ts) and opens `path` signed in: what
 * every test that is not about the sign-in starts with. Access tokens live 10 minutes here, so a test
 * meets no renewal unless it asks for one. (A renewal every few seconds in every test used to race
 * the tests' own page loads: a load that cut a refresh short after the provider had rotated the token
 * left the page with a used one, and the provider then revoked the sign-in.)
 */
export async function signIn(page: Page, email: string, path = '/', { renewSoon = false } = {}): Promise<void> {
  if (renewSoon) await renewEveryFewSeconds(page);
  await signInByScript(page, {
    email,
    password: DEMO_PASSWORD,
    expiresIn: renewSoon ? SHORT_TOKEN_SECONDS : undefined,
  });
  await page.goto(path);
  // The page's load event comes before the console has drawn its shell: Go to is there once it has the
  // person, with its keyboard shortcuts (a test that typed '/' at once typed into nothing). Attached,
  // not visible: a narrow screen shows it as an icon only.
  await expect(page.locator('.top-bar button[aria-keyshortcuts]')).toBeAttached();
}

/** The lifetime the console is told its tokens have when a test wants renewals: 5 s after each. */
const SHORT_TOKEN_SECONDS = 125;

/**
 * The console is told each token it gets lives 125 s: its notice comes 120 s before expiry, so it
 * renews about 5 s after the page opens and after each renewal. A route the test adds later on the
 * token endpoint (a refusal, an outage) runs before this one.
 */
async function renewEveryFewSeconds(page: Page): Promise<void> {
  await page.route('**/idp/token', async (route) => {
    const response = await route.fetch();
    const body = (await response.json().catch(() => null)) as { expires_in?: number } | null;
    if (!response.ok() || typeof body?.expires_in !== 'number') return route.fulfill({ response });
    await route.fulfill({ response, json: { ...body, expires_in: Math.min(body.expires_in, SHORT_TOKEN_SECONDS) } });
  });
}

export async function storedUser(page: Page): Promise<StoredUser | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? JSON.parse(localStorage.getItem(key) ?? 'null') : null;
  });
}

/** The menu labels a person should see: their capabilities (from the API) over the areas built so far. */
export async function expectedMenu(page: Page): Promise<string[]> {
  const user = await storedUser(page);
  if (!user) throw new Error('not signed in');
  const response = await page.request.get('/api/profile', {
    headers: { authorization: `Bearer ${user.access_token}` },
  });
  expect(response.ok()).toBe(true);
  const profile = (await response.json()) as Record<string, unknown>;
  const held = new Set<Capability>(capabilities.filter((c) => profile[c] === true));
  const built = implementedRoutePaths();
  return menuEntries(reachableFor(held, (p) => built.has(p))).map((e) => e.area.label);
}

export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  return drawer;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  // Uncaught exceptions and Content-Security-Policy refusals fail the test that caused them.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (
          message.type() === 'error' &&
          /Content Security Policy|Refused to (load|execute|apply)/.test(message.text())
        ) {
          errors.push(message.text());
        }
      });
      await use(errors);
      expect(errors, 'uncaught errors or CSP refusals in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
