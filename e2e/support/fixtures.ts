// The browser tests' shared fixtures: sign in through the embedded provider's page as a demo user, read
// what the console stored, and compute the side menu a person should see from their real profile.
import { type Capability, capabilities } from '@eco/contract';
import { test as base, expect, type Page } from '@playwright/test';
import { menuEntries, reachableFor } from '../../apps/web/src/shell/areas';
import { implementedRoutePaths } from './routes';

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

/** Opens `path`, which sends an anonymous visitor to the provider, signs in and returns there. */
export async function signIn(page: Page, email: string, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByLabel('Email')).toBeVisible();
  await completeSignIn(page, email);
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
