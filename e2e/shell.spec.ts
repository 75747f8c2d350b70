// The console shell (issue 4): sign-in, menu, titles, full-page states, sign-out, silent renew, the
// renewal modal, toasts and accessibility, against the real server and identity provider.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiGet, apiPost, bearer } from './support/api';
import {
  completeSignIn,
  expect,
  expectedMenu,
  openMenu,
  PRODUCT,
  signIn,
  signInThroughProvider,
  storedUser,
  test,
  users,
} from './support/fixtures';
import { uniqueSuffix } from './support/unique';

/** The start page's area cards, or its empty state when the person can reach no built area yet. */
async function expectStartPageAreas(page: Page, expected: string[]) {
  if (expected.length > 0) {
    // Each card's link to its area (a card may also link to what needs attention there).
    const cards = page.getByRole('list', { name: 'Your work areas' }).locator(':scope > li');
    await expect(cards.locator('a.area-card__link')).toHaveText(expected);
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
    // The button stands clear of the text above it.
    const text = await page.getByText('The page you requested could not be found.').boundingBox();
    const button = await page.getByRole('link', { name: 'Go to the start page' }).boundingBox();
    expect((button?.y ?? 0) - ((text?.y ?? 0) + (text?.height ?? 0))).toBeGreaterThanOrEqual(12);
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
    await signInThroughProvider(page, users.admin, '/?from=saved');
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
    // Finance may open the reports area but none of its reports: no dead-end Reports card or entry.
    await expect(page.getByRole('link', { name: 'Reports', exact: true })).toHaveCount(0);
    const drawer = await openMenu(page);
    await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(expected);
    await expect(drawer.getByRole('link', { name: 'Reports', exact: true })).toHaveCount(0);
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

  test('signs out at the provider and says so, with Sign in', async ({ page }) => {
    await signIn(page, users.admin);
    const drawer = await openMenu(page);
    await drawer.getByRole('button', { name: 'Logout' }).click();
    // Back at the origin root: not the provider's form at once, but the news that it worked.
    await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
    expect(await storedUser(page)).toBeNull();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('network-signed-out.png') });
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    await completeSignIn(page, users.nobody);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Noel');
  });

  test('renews the access token silently and keeps working', async ({ page }) => {
    await signIn(page, users.admin, '/', { renewSoon: true });
    const first = await storedUser(page);
    if (!first) throw new Error('not signed in');
    // The console is told tokens live 125 s; renewal starts 120 s before expiry, so within about 5 s.
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
    await signIn(page, users.admin, '/', { renewSoon: true });
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

    // A record the API does not know: its 404 shows Not found in place of the page, naming the record
    // and linking back to its list; the state resets on the next navigation.
    await page.goto('/classes/courses/999999/edit');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Course 999999 could not be found.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('network-record-not-found.png') });
    await page.getByRole('link', { name: 'Back to Courses' }).click();
    await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
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

  test("has PrimeReact's styles in the page's CSS before the first paint, so a list does not move", async ({
    page,
  }) => {
    // Layout shifts from the start of the page load on (Lighthouse's cumulative layout shift).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A list with a DataTable, a paginator, Dropdowns and a Calendar in its filters; then a form.
    await signIn(page, users.classesAdmin, '/classes/self-paced');
    await expect(page.getByRole('heading', { name: 'Self-Paced Students', level: 1 })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(page.locator('style[data-primereact-style-id="datatable"]')).toHaveCount(1);
    await expect(page.locator('style[data-primereact-style-id="calendar"]')).toHaveCount(1);
    await expect(missingPrimeReactRules(page)).resolves.toEqual([]);
    const shift = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shift.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    await page.goto('/classes/markets/DE/edit');
    await expect(page.locator('style[data-primereact-style-id="dropdown"]')).toHaveCount(1);
    await expect(missingPrimeReactRules(page)).resolves.toEqual([]);
  });
});

/**
 * The rules PrimeReact added in <style> elements (as each component mounts) that the stylesheets loaded
 * with the page do not hold, as "layer|selector": any would arrive after the first paint.
 */
function missingPrimeReactRules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rulesOf = (rules: CSSRuleList, layer = ''): string[] =>
      Array.from(rules).flatMap((rule) => {
        if (rule instanceof CSSLayerBlockRule) return rulesOf(rule.cssRules, rule.name);
        if (!(rule instanceof CSSStyleRule)) return [];
        return rule.selectorText.split(',').map((selector) => `${layer}|${selector.trim()}`);
      });
    const loaded = new Set(
      Array.from(document.styleSheets)
        .filter((sheet) => sheet.ownerNode instanceof HTMLLinkElement)
        .flatMap((sheet) => rulesOf(sheet.cssRules)),
    );
    return Array.from(document.querySelectorAll('style[data-primereact-style-id]')).flatMap((style) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(style.textContent ?? '');
      return rulesOf(sheet.cssRules).filter((rule) => !loaded.has(rule));
    });
  });
}

// Failures the console must survive without losing work or leaving the person stuck (new-user
// walkthrough): a save without an answer, a server error, a reload, a list that failed, a screen's code
// that cannot be downloaded offline, a refused screen, a cancelled sign-in. Courses and licenses serve
// as the subject screens of the toolkit.
test.describe('when things fail', () => {
  /** A course of the test's own, through the API; its edit screen's address. */
  async function ownCourse(page: Page): Promise<{ id: number; code: string; path: string }> {
    const code = `E2E-N${Date.now().toString(36).toUpperCase()}`;
    const created = await apiPost(page, '/api/courses', { code, name: 'Network test', categoryId: null });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    return { id, code, path: `/classes/courses/${id}/edit` };
  }

  /** A course of the test's own, open in its form with a new description typed and not saved. */
  async function typedIntoOwnCourse(page: Page) {
    await signIn(page, users.classesAdmin, '/classes/courses');
    const course = await ownCourse(page);
    await page.goto(course.path);
    const description = page.getByLabel('Description');
    await description.fill('Typed while the connection was gone');
    return { course, description, save: page.getByRole('button', { name: 'Save course' }) };
  }

  const toastsShown = (page: Page) => page.locator('.p-toast-message');
  const saveMessage = (page: Page) => page.locator('.form-actions').getByRole('alert');

  test("a failed save's message leaves with its cause: once the server answers again, or with the form", async ({
    page,
    context,
  }) => {
    const { save } = await typedIntoOwnCourse(page);
    await context.setOffline(true);
    await save.click();
    await expect(toastsShown(page)).toContainText('Could not reach the server');
    await context.setOffline(false);
    // The server answers another request (a search in Go to): 'could not reach' is no longer true.
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Go to' }).getByRole('combobox').pressSequentially('Scrum');
    await expect(toastsShown(page)).toHaveCount(0);
    await page.keyboard.press('Escape');

    // A server error's message stays while its form does, and goes when the person leaves the form.
    await page.route('**/api/courses/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"status":500}' })
        : route.continue(),
    );
    await save.click();
    await expect(toastsShown(page)).toContainText('Sorry, an error occurred while saving changes.');
    await page.getByRole('navigation', { name: 'Area sections' }).getByRole('link', { name: 'Courses' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
    await expect(toastsShown(page)).toHaveCount(0);
  });

  test('a save without an answer or with a server error keeps the form as typed, with one message', async ({
    page,
    context,
  }) => {
    const { course, description, save } = await typedIntoOwnCourse(page);

    // Offline: the form stays, says why beside Save, and Save works again. The message needs no
    // download (the toast is part of the first load).
    await context.setOffline(true);
    await save.click();
    await expect(saveMessage(page)).toHaveText('Could not reach the server. Your changes are not saved; try again.');
    await expect(description).toHaveValue('Typed while the connection was gone');
    await expect(save).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'A network error has occurred' })).toBeHidden();
    await expect(toastsShown(page)).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('network-offline-save.png') });
    // A second failure replaces the first message rather than adding one.
    await save.click();
    await expect(toastsShown(page)).toHaveCount(1);
    await context.setOffline(false);

    // A server error: the form stays too.
    await page.route('**/api/courses/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/problem+json',
            body: '{"status":500,"title":"Internal Server Error"}',
          })
        : route.continue(),
    );
    await save.click();
    await expect(saveMessage(page)).toContainText('The server could not save your changes');
    await expect(description).toHaveValue('Typed while the connection was gone');
    await expect(toastsShown(page)).toHaveCount(1);
    await expect(toastsShown(page)).toContainText('Sorry, an error occurred while saving changes.');
    await expectNoSeriousA11yViolations(page);
    await page.unroute('**/api/courses/*');

    // Saved at last: the failure's toast goes, only the success remains.
    await save.click();
    await expect(page.getByText(`Course ${course.code} saved.`)).toBeVisible();
    await expect(page.locator('.p-toast-message-error')).toHaveCount(0);
    // Saved: no draft is left to bring back.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('eco.draft:')))).toEqual(
      [],
    );
  });

  test('an unsaved draft survives a reload; Discard drops it; an outdated one meets the conflict dialog once', async ({
    page,
  }) => {
    await signIn(page, users.classesAdmin, '/classes/courses');
    const course = await ownCourse(page);
    page.on('dialog', (dialog) => void dialog.accept()); // the browser's 'leave site?' on reload
    await page.goto(course.path);
    const name = page.getByLabel('Name', { exact: true });
    await name.fill('A name nobody saved');
    await page.reload();
    await expect(page.getByText('Restored your unsaved changes')).toBeVisible();
    await expect(name).toHaveValue('A name nobody saved');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('network-draft-restored.png') });
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(name).toHaveValue('Network test');
    await page.reload();
    await expect(name).toHaveValue('Network test');
    await expect(page.getByText('Restored your unsaved changes')).toBeHidden();

    // A draft of a record someone changed since: restored with the version it was made on, so Save
    // meets the conflict dialog (said once: no toast repeating it), never a silent overwrite.
    await name.fill('My stale draft');
    await page.waitForFunction(() => Object.keys(sessionStorage).some((k) => k.startsWith('eco.draft:')));
    const current = await apiGet<Record<string, unknown>>(page, `/api/courses/${course.id}`);
    const fields = [
      'code',
      'name',
      'description',
      'categoryId',
      'courseType',
      'isBeta',
      'isActive',
      'defaultLanguageId',
      'durationDays',
      'assessmentCode',
      'requiredLicenseId',
      'version',
    ];
    const body = Object.fromEntries(fields.map((f) => [f, current[f]]));
    const changed = await page.request.put(`/api/courses/${course.id}`, {
      headers: { authorization: await bearer(page) },
      data: { ...body, name: 'Changed by someone else' },
    });
    expect(changed.status()).toBe(200);
    await page.reload();
    await expect(page.getByText('This record has changed since')).toBeVisible();
    await expect(name).toHaveValue('My stale draft');
    await page.getByRole('button', { name: 'Save course' }).click();
    const conflict = page.getByRole('dialog', { name: 'Someone else changed this' });
    await expect(conflict).toBeVisible();
    await expect(toastsShown(page)).toHaveCount(0);
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(name).toHaveValue('Changed by someone else');
  });

  test('a form shows its field errors without piling up toasts; toasts stay clear of actions and above modals', async ({
    page,
  }) => {
    await signIn(page, users.classesAdmin, '/classes/courses/new');
    const create = page.getByRole('button', { name: 'Create course' });
    for (let i = 0; i < 3; i++) await create.click();
    await expect(page.getByLabel('Code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(saveMessage(page)).toHaveText('Not saved. Please correct the highlighted fields.');
    await expect(toastsShown(page)).toHaveCount(0);

    // A toast on the list screen does not cover its actions.
    await page.goto('/classes/courses');
    const raise = (detail: string) =>
      page.evaluate(
        (text) => window.dispatchEvent(new CustomEvent('eco.api.server_error', { detail: { detail: text } })),
        detail,
      );
    await raise('An error occurred with the API. Boom');
    const shown = toastsShown(page).filter({ hasText: 'Boom' });
    await expect(shown).toBeVisible();
    for (const action of [
      page.getByRole('link', { name: 'New course' }),
      page.getByRole('button', { name: 'Categories' }),
      page.getByRole('button', { name: 'Online courses' }),
    ]) {
      expect(overlaps(await shown.boundingBox(), await action.boundingBox())).toBe(false);
    }
    await page.screenshot({ path: test.info().outputPath('network-toast-list.png') });

    // Over a modal: shown above its mask, and its close button works (the page behind is inert).
    await page.getByRole('button', { name: 'Categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'Course categories' });
    await expect(dialog).toBeVisible();
    await raise('An error occurred with the API. Over the modal');
    const over = toastsShown(page).filter({ hasText: 'Over the modal' });
    await expect(over).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('network-toast-modal.png') });
    await over.getByRole('button', { name: /Close/ }).click();
    await expect(over).toBeHidden();
    await expect(dialog).toBeVisible();
  });

  test('a list that failed to load says so and offers Retry, not its empty text', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/');
    await page.route('**/api/licenses?**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: '{"status":500,"title":"Internal Server Error"}',
      }),
    );
    await page.goto('/licenses');
    const table = page.getByRole('table', { name: 'licenses' });
    await expect(table.getByText('The licenses could not be loaded.')).toBeVisible();
    await expect(page.getByText('No licenses yet.')).toBeHidden();
    // The error catalogue's toast too, although the list failed before the shell was on screen.
    await expect(toastsShown(page)).toContainText('An error occurred with the API. Internal Server Error');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('network-list-failed.png') });
    await page.unroute('**/api/licenses?**');
    await table.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('.list-table tbody tr').first()).toContainText(/License/i);
    await expect(table.getByText('The licenses could not be loaded.')).toBeHidden();
  });

  test('offline, a tab whose code is not loaded yet shows the network state with Retry, in place', async ({
    page,
    context,
  }) => {
    await signIn(page, users.classesAdmin, '/licenses');
    await expect(page.getByRole('heading', { name: 'Licenses', level: 1 })).toBeVisible();
    const chunks: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('/assets/')) chunks.push(request.url());
    });
    // A mark in this page: a full page load (the browser's offline page) would lose it.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Area sections' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { name: 'A network error has occurred' })).toBeVisible();
    expect(chunks.length).toBeGreaterThan(0);
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(
      true,
    );
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('network-offline-tab.png') });
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(
      true,
    );
  });

  test('Unauthorized offers the start page and the areas the person can open, and logs no error', async ({ page }) => {
    await signIn(page, users.finance);
    const expected = await expectedMenu(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/passcodes/generate');
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'Areas you can open' }).getByRole('link')).toHaveText(expected);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('network-unauthorized.png') });
    await main.getByRole('link', { name: 'Go to the start page' }).click();
    await expect(page).toHaveURL(/\/$/);
    // And a refusal within the app, from the start page.
    await page.goto('/classes/courses');
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("cancelling the sign-in shows 'You are not signed in' with Sign in, not an error", async ({ page }) => {
    await page.goto('/classes/courses?isActive=true');
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeHidden();
    await expect(page).toHaveTitle(`Not signed in | ${PRODUCT} Eco`);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('network-signin-cancelled.png') });
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await completeSignIn(page, users.classesAdmin);
    await expect(page).toHaveURL(/\/classes\/courses\?isActive=true$/);
  });

  test("a renewal that fails for good leaves an administrator's record page editable, with Go to", async ({ page }) => {
    await signIn(page, users.admin, '/classes/courses', { renewSoon: true });
    const course = await ownCourse(page);
    await page.goto(course.path);
    const description = page.getByLabel('Description');
    const save = page.getByRole('button', { name: 'Save course' });
    const goTo = page.getByRole('button', { name: /Go to/ });
    await expect(save).toBeVisible();
    await expect(goTo).toBeVisible();
    await description.fill('Typed before the renewal failed');

    // Under load the provider and the API stop answering: the next renewal (about 5 s after each
    // token here) fails for good and any fetch of the profile fails too.
    await page.route('**/idp/token', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    await page.route('**/api/profile', (route) => route.abort('connectionrefused'));
    const modal = page.getByRole('dialog', { name: 'Authentication Renewal' });
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await modal.getByText('Close', { exact: true }).click();
    await expect(modal).toBeHidden();

    // The person is still the one who opened the page: their capabilities stay, so the typed work stays
    // editable (the modal asks them to copy it) and Go to stays in the top bar.
    await expect(page.getByText(/^Read only:/)).toHaveCount(0);
    await expect(description).toBeEnabled();
    await expect(description).toHaveValue('Typed before the renewal failed');
    await expect(save).toBeVisible();
    await expect(goTo).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('renewal-failed-still-editable.png') });
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Go to' })).toBeVisible();
  });
});

type Box = { x: number; y: number; width: number; height: number } | null;

function overlaps(a: Box, b: Box): boolean {
  if (!a || !b) throw new Error('not on screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
