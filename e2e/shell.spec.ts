// The console shell (issue 4): sign-in, menu, titles, full-page states, sign-out, silent renew, the
// renewal modal, toasts and accessibility, against the real server and identity provider.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import {
  completeSignIn,
  expect,
  expectedMenu,
  openMenu,
  PRODUCT,
  signIn,
  storedUser,
  test,
  users,
} from './support/fixtures';
import { uniqueSuffix } from './support/unique';

/** The start page's area cards, or its empty state when the person can reach no built area yet. */
async function expectStartPageAreas(page: Page, expected: string[]) {
  if (expected.length > 0) {
    await expect(page.getByRole('list', { name: 'Your work areas' }).getByRole('link')).toHaveText(expected);
  } else {
    await expect(page.getByRole('heading', { name: 'No work areas yet' })).toBeVisible();
  }
}

async function fullName(page: Page): Promise<string> {
  const user = await storedUser(page);
  return `${user?.profile.given_name} ${user?.profile.family_name}`;
}

test.describe('signed out', () => {
  test("shows 'Loading Application...' while it finds out who is signed in", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/client-config', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByText('Loading Application...')).toBeVisible();
    release();
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('shows NotFound for an unknown path without asking to sign in', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('The page you requested could not be found.')).toBeVisible();
    await expect(page).toHaveTitle(`Page not found | ${PRODUCT} Eco`);
    const drawer = await openMenu(page);
    await expect(drawer.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('shows the authentication error screen with Restart Application', async ({ page }) => {
    await page.goto('/authenticationError');
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    await expect(page.getByText('An error occurred during authentication.')).toBeVisible();
    await expect(page).toHaveTitle(`Authentication Error | ${PRODUCT} Eco`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Restart Application' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('shows the wait after too many wrong passwords, then turns Sign in back on', async ({ page }) => {
    // An e-mail of its own, with no account: its failures slow down no other test.
    const email = `throttled-${uniqueSuffix().toLowerCase()}@example.com`;
    await page.goto('/');
    const signInButton = page.getByRole('button', { name: 'Sign in' });
    const message = page.locator('#sign-in-error');
    for (let i = 1; i <= 5; i++) {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(`wrong password ${i}`);
      await signInButton.click();
      await expect(message).toContainText('Incorrect email or password.');
    }
    // The fifth failure was the last free one: the page says how long, and the button waits with it.
    await expect(message).toHaveText('Incorrect email or password. Try again in 5 seconds.');
    await expect(signInButton).toBeDisabled();
    await expect(page.getByLabel('Password')).toBeFocused();

    // Sent anyway (another tab, no JavaScript): refused without checking, with the time left.
    await page.getByLabel('Password').fill('wrong password 6');
    await page.locator('form').evaluate((form: HTMLFormElement) => form.submit());
    await expect(message).toHaveText(/^Too many attempts\. Try again in [1-5] seconds?\.$/);
    await expect(message).toHaveAttribute('role', 'alert');
    await expect(signInButton).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('sign-in-wait.png') });

    await expect(signInButton).toBeEnabled({ timeout: 10_000 });
    await expect(message).toHaveText('Too many attempts. You can try again now.');
    await page.getByLabel('Password').fill('wrong password 7');
    await signInButton.click();
    // Each further failure doubles the wait.
    await expect(message).toHaveText('Incorrect email or password. Try again in 10 seconds.');
  });
});

test.describe('signed in', () => {
  test('signs in through the provider and returns to the saved address', async ({ page }) => {
    await signIn(page, users.admin, '/?from=saved');
    await expect(page).toHaveURL(/\/\?from=saved$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Alex');
    await expect(page).toHaveTitle(`${PRODUCT} Eco`);
    const user = await storedUser(page);
    expect(user?.refresh_token).toBeTruthy();
    expect(user?.profile.email).toBe(users.admin);
  });

  test('lists every built area in the menu for a person with every capability', async ({ page }) => {
    await signIn(page, users.admin);
    const expected = await expectedMenu(page);
    const drawer = await openMenu(page);
    await expectStartPageAreas(page, expected);
    await expect(drawer.getByText(await fullName(page))).toBeVisible();
    await expect(drawer.getByText(users.admin)).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(expected);
    await expectNoSeriousA11yViolations(page);
  });

  test('lists no area for a person without capabilities', async ({ page }) => {
    await signIn(page, users.nobody);
    expect(await expectedMenu(page)).toEqual([]);
    await expect(page.getByRole('heading', { name: 'No work areas yet' })).toBeVisible();
    const drawer = await openMenu(page);
    await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(0);
    await expect(drawer.getByText('No work areas are available to you yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('shows a role its own areas on the start page and in the menu', async ({ page }) => {
    await signIn(page, users.finance);
    const expected = await expectedMenu(page);
    await expectStartPageAreas(page, expected);
    const drawer = await openMenu(page);
    await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(expected);
  });

  test('titles tabs with the screen and the product', async ({ page }) => {
    await signIn(page, users.nobody);
    await expect(page).toHaveTitle(`${PRODUCT} Eco`);
    await page.goto('/users');
    await expect(page).toHaveTitle(`Users | ${PRODUCT} Eco`);
    await page.goto('/accounts/force-sync');
    await expect(page).toHaveTitle(`Force Account Sync | ${PRODUCT} Eco`);
    await page.goto('/nothing-here');
    await expect(page).toHaveTitle(`Page not found | ${PRODUCT} Eco`);
  });

  test('shows Unauthorized on a screen the person lacks, with Logout', async ({ page }) => {
    await signIn(page, users.nobody, '/users');
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
    await expect(page.getByText('You do not have access to this resource.')).toBeVisible();
    await expect(page.getByText('Log out and log in with an authorized user.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // A client-side move to a screen the person may see clears the state.
    await page.getByRole('link', { name: 'Eco' }).click();
    await expect(page.getByRole('heading', { name: 'No work areas yet' })).toBeVisible();
  });

  test('closes the drawer on Escape and on every route change, returning focus', async ({ page }) => {
    await signIn(page, users.admin);
    await page.goto('/no-such-screen');
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await expect(page).toHaveURL(/\/$/);
    let drawer = await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Navigation menu' })).toBeFocused();
    drawer = await openMenu(page);
    // Back within the app is a route change: the drawer closes.
    await page.goBack();
    await expect(page).toHaveURL(/no-such-screen$/);
    await expect(drawer).toBeHidden();
  });

  test('signs out at the provider and comes back to the start', async ({ page }) => {
    await signIn(page, users.admin);
    const drawer = await openMenu(page);
    await drawer.getByRole('button', { name: 'Logout' }).click();
    // Back at the origin root, which needs a signed-in user: the provider asks again.
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(await storedUser(page)).toBeNull();
    await completeSignIn(page, users.nobody);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Noel');
  });

  test('renews the access token silently and keeps working', async ({ page }) => {
    await signIn(page, users.admin);
    const first = await storedUser(page);
    if (!first) throw new Error('not signed in');
    // Tokens live 125 s here; renewal starts 120 s before expiry, so within about 5 s.
    await expect
      .poll(async () => (await storedUser(page))?.access_token, { timeout: 20_000 })
      .not.toBe(first.access_token);
    const renewed = await storedUser(page);
    expect(renewed?.expires_at).toBeGreaterThan(first.expires_at);
    expect(renewed?.profile.sub).toBe(first.profile.sub);
    const profile = await page.evaluate(async (token) => {
      const response = await fetch('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
      return response.status;
    }, renewed?.access_token);
    expect(profile).toBe(200);
    // Still signed in on a fresh load: no trip to the provider.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Alex');
  });

  test('starts sign-in again for an expired sign-in and returns to the address', async ({ page }) => {
    await signIn(page, users.admin);
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) as string;
      const user = JSON.parse(localStorage.getItem(key) ?? '{}');
      localStorage.setItem(key, JSON.stringify({ ...user, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    });
    await page.goto('/?again=1');
    // The provider's session is still open, so it answers without asking for the password.
    await expect(page).toHaveURL(/\/\?again=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Alex');
    expect((await storedUser(page))?.expires_at).toBeGreaterThan(Date.now() / 1000);
  });

  test('shows the Authentication Renewal modal when the refresh token is refused', async ({ page }) => {
    await signIn(page, users.admin);
    await page.route('**/idp/token', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'invalid_grant', error_description: 'refresh_token is invalid' }),
      }),
    );
    const modal = page.getByRole('dialog', { name: 'Authentication Renewal' });
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await expect(modal).toContainText('refresh_token is invalid');
    await expect(modal.getByRole('button', { name: 'Refresh Now' })).toBeVisible();
    expect(await storedUser(page)).toBeNull();
    await expectNoSeriousA11yViolations(page);
    // Tab stays inside the modal.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('turns the API events into toasts', async ({ page }) => {
    await signIn(page, users.nobody);
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('eco.api.server_error', { detail: { detail: 'An error occurred with the API. Boom' } }),
      ),
    );
    const alert = page.locator('.p-toast-message').filter({ hasText: 'Boom' });
    await expect(alert).toContainText('Error');
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('eco.api.security_changed', { detail: {} })));
    const security = page.locator('.p-toast-message').filter({ hasText: "We've made changes that require a restart" });
    await expect(security.getByRole('link', { name: 'Restart Application' })).toHaveAttribute('href', '/');
    // Error toasts stay until closed.
    await page.waitForTimeout(5_500);
    await expect(alert).toBeVisible();
  });

  test('shows the Network error state when the API does not answer, and Not found for a missing record', async ({
    page,
  }) => {
    await signIn(page, users.admin, '/partners');
    await expect(page.getByRole('heading', { name: 'Partners', level: 1 })).toBeVisible();
    // The API stops answering: the page gives way to the Network error state (spec section 8).
    await page.route('**/api/partners?**', (route) => route.abort('connectionrefused'));
    await page.getByLabel('Name').fill('agile');
    await page.getByLabel('Name').press('Enter');
    await expect(page.getByRole('heading', { name: 'A network error has occurred' })).toBeVisible();
    await expect(page.getByText('Please reload this page and try again.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.unroute('**/api/partners?**');

    // A record the API does not know: its 404 shows Not found in place of the page, and the state
    // resets on the next navigation.
    await page.goto('/classes/courses/999999/edit');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await openMenu(page).then((drawer) => drawer.getByRole('link', { name: 'Partners' }).click());
    await expect(page.getByRole('heading', { name: 'Partners', level: 1 })).toBeVisible();
  });

  test('fits a 375 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, users.finance);
    await expectStartPageAreas(page, await expectedMenu(page));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await openMenu(page);
    await expectNoSeriousA11yViolations(page);
  });
});
