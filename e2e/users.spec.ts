// The Users screens (/users), against the real server with the demo staff: find a person, see what a
// change of roles gives and takes before saving it, save it, and watch that person's console follow
// (their next API call at once, their menu after they sign in again); then Who Can Do What.
// Three demo staff are this spec's, one a test, so tests running side by side never meet: jo.nguyen@
// (grader, question author), ama.mensah@ (finance, classes administrator) and lena.fischer@ (classes
// administrator, support). The rules of granting: the administrator is warned before removing their own
// access (and refused as the last one), a system administrator cannot tick Administrator.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, testScreensAccessibility } from './support/a11y';
import { apiGet, apiPost, bearer } from './support/api';
import { expect, openMenu, signIn, test, users } from './support/fixtures';
import { rows } from './support/list';

const JO = 'jo.nguyen@example.com';
const JO_ROLES = ['grader', 'question-author'];
const AMA = 'ama.mensah@example.com';
const AMA_ROLES = ['classes-admin', 'finance'];
const LENA = 'lena.fischer@example.com';
const LENA_ROLES = ['classes-admin', 'support'];

interface User {
  admId: string;
  version: number;
  roles: string[];
}

/** Puts a person's roles back as the demo has them, so the spec can run again on the same database. */
async function reset(admin: Page, email: string, roles: string[]) {
  const { results } = await apiGet<{ results: User[] }>(
    admin,
    `/api/users?staffOnly=false&email=${encodeURIComponent(email)}`,
  );
  const jo = await apiGet<User>(admin, `/api/users/${results[0]?.admId}`);
  if (jo.roles.join() === roles.join()) return jo;
  const res = await apiPost(admin, `/api/users/${jo.admId}`, { version: jo.version, roles });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as User;
}

async function menuOf(page: Page): Promise<string[]> {
  const drawer = await openMenu(page);
  const labels = await drawer.getByRole('link').allInnerTexts();
  await page.keyboard.press('Escape');
  return labels.map((l) => l.trim());
}

test('grants a role after showing what it gives and takes; the person’s menu follows when they sign in again', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, users.admin, '/users');
  const jo = await reset(page, JO, JO_ROLES);

  // Jo, signed in in a browser of their own: no Partners yet.
  const joContext = await browser.newContext();
  const joPage = await joContext.newPage();
  await signIn(joPage, JO, '/');
  expect(await menuOf(joPage)).not.toContain('Partners');
  const joToken = await bearer(joPage);
  const partnersAsJo = async () =>
    (await joPage.request.get('/api/partners', { headers: { authorization: joToken } })).status();
  expect(await partnersAsJo()).toBe(403);

  // Find Jo by name and open the roles.
  await page.getByLabel('E-mail or name').fill('Jo Nguyen');
  await page.getByLabel('E-mail or name').press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Grader');
  await page.screenshot({ path: test.info().outputPath('users-list.png') });
  await page.getByRole('link', { name: `Edit roles of ${JO}` }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${jo.admId}/edit$`));
  await expect(page.getByRole('heading', { name: 'Jo Nguyen', level: 1 })).toBeVisible();

  // Before saving: Finance gives Partners and more; dropping Question author takes question writing away.
  const rolesField = page.getByRole('group', { name: 'Roles' });
  await expect(page.getByText('No change yet.')).toBeVisible();
  await rolesField.getByLabel('Finance').check();
  await rolesField.getByLabel('Question author').uncheck();
  const gains = page.getByRole('region', { name: /^Gains/ });
  const losses = page.getByRole('region', { name: /^Loses/ });
  await expect(gains).toContainText('canViewPartners');
  await expect(gains).toContainText('See partners, their markets and billing details.');
  await expect(losses).toContainText('canCreateQuestions');
  // Grader also grants assessment results: kept, so in neither list.
  await expect(losses).not.toContainText('canViewAssessmentResults');
  await page.screenshot({ path: test.info().outputPath('user-edit-changes.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // Put question writing back, then save.
  await rolesField.getByLabel('Question author').check();
  await expect(page.getByRole('region', { name: /^Loses/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByText('Roles of Jo Nguyen saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/users(\?.*)?$/);

  // Jo's very next API call has the new capability; the menu follows on the next sign-in.
  expect(await partnersAsJo()).toBe(200);
  const drawer = await openMenu(joPage);
  await drawer.getByRole('button', { name: 'Logout' }).click();
  // Wait for the console's news, not just the provider's end-session address: leaving that page early
  // keeps the provider's session, and the next sign-in would then skip its form.
  await expect(joPage.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
  await signIn(joPage, JO, '/');
  expect(await menuOf(joPage)).toContain('Partners');
  await joContext.close();

  await reset(page, JO, JO_ROLES);
});

test('a stale edit meets the conflict dialog instead of overwriting', async ({ page }) => {
  await signIn(page, users.admin, '/users');
  const ama = await reset(page, AMA, AMA_ROLES);
  await page.goto(`/users/${ama.admId}/edit`);
  await expect(page.getByRole('heading', { name: 'Ama Mensah', level: 1 })).toBeVisible();
  // Someone else saves first (the same roles: only the version moves on).
  const other = await apiPost(page, `/api/users/${ama.admId}`, { version: ama.version, roles: AMA_ROLES });
  expect(other.status()).toBe(200);
  await page.getByRole('group', { name: 'Roles' }).getByLabel('Grader').check();
  await page.getByRole('button', { name: 'Save roles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Someone else changed this' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('group', { name: 'Roles' }).getByLabel('Grader')).not.toBeChecked();
  await reset(page, AMA, AMA_ROLES);
});

test('who can do what: a capability’s roles and holders, reached from a person’s capabilities', async ({ page }) => {
  const admin = await (async () => {
    await signIn(page, users.admin, '/users');
    const { results } = await apiGet<{ results: User[] }>(page, '/api/users?email=system-admin%40example.com');
    return results[0] as User;
  })();
  await page.goto(`/users/${admin.admId}/edit`);
  await page.getByRole('link', { name: 'canViewUsers', exact: true }).click();
  await expect(page).toHaveURL(/\/users\/capabilities\?capability=canViewUsers$/);
  await expect(page.getByRole('heading', { name: 'Who Can Do What', level: 1 })).toBeVisible();
  const about = page.getByRole('region', { name: 'What it lets someone do' });
  await expect(about.getByText('See staff users, their roles, and who can do what.')).toBeVisible();
  await expect(about.getByRole('link', { name: 'System administrator' })).toBeVisible();
  await expect(about.getByRole('link', { name: 'Administrator', exact: true })).toBeVisible();
  await expect(rows(page).filter({ hasText: 'system-admin@example.com' })).toHaveCount(1);

  // Another capability from the picker: several roles grant it, so several kinds of staff hold it.
  await page.getByLabel('Capability', { exact: true }).focus();
  await page.keyboard.press('Enter');
  // The picker's own filter has the focus: typing narrows the list.
  await page.keyboard.type('canViewPartners');
  await page.getByRole('option', { name: /^canViewPartners — / }).click();
  await expect(page).toHaveURL(/capability=canViewPartners/);
  await expect(about.getByRole('link', { name: 'Finance' })).toBeVisible();
  await expect(about.getByRole('link', { name: 'Classes administrator' })).toBeVisible();
  await expect(rows(page).filter({ hasText: 'finance@example.com' })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('who-can.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // A role opens the users list filtered by it.
  await about.getByRole('link', { name: 'Finance' }).click();
  await expect(page).toHaveURL(/\/users\?role=finance$/);
  await expect(rows(page).filter({ hasText: 'finance@example.com' })).toHaveCount(1);
});

test('lists staff first, searches names, sorts, and keeps every filter in the address', async ({ page }) => {
  await signIn(page, users.systemAdmin, '/users');
  // Staff only by default: everyone listed holds a role.
  await expect(page.getByRole('switch', { name: 'Staff only' })).toBeChecked();
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: 'None' })).toHaveCount(0);
  await expect(rows(page).filter({ hasText: 'nobody@example.com' })).toHaveCount(0);
  // Roles are names, not codes: the text's own font; the status is a tag either way.
  const chip = rows(page).first().locator('.role-chip').first();
  expect(await chip.evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/mono/i);
  const admin = rows(page).filter({ has: page.getByRole('link', { name: / of admin@example\.com$/ }) });
  await expect(admin.locator('.status-tag')).toHaveText('Active');

  // Sorted by name (last name), then by how many roles, most first: each in the address.
  await page.getByRole('columnheader', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sortBy=name/);
  await page.getByRole('columnheader', { name: 'Roles' }).click();
  await page.getByRole('columnheader', { name: 'Roles' }).click();
  await expect(page).toHaveURL(/sortBy=roles/);
  await expect(page).toHaveURL(/sortDescending=true/);
  const roleCounts = () => rows(page).evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('.role-chip').length));
  // The page follows the address once its answer arrives: most roles first.
  await expect.poll(async () => (await roleCounts())[0]).toBeGreaterThan(1);
  const counts = await roleCounts();
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  await page.screenshot({ path: test.info().outputPath('users-staff.png'), fullPage: true });

  // Everyone: the roles order goes back to e-mail; a learner is found by name.
  await page.getByRole('switch', { name: 'Staff only' }).click();
  await expect(page).toHaveURL(/staffOnly=false/);
  await expect(page).not.toHaveURL(/sortBy=roles/);
  await page.getByLabel('E-mail or name').fill('Noel Nobody');
  await page.getByLabel('E-mail or name').press('Enter');
  await expect(page).toHaveURL(/search=Noel/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('nobody@example.com');
  await expect(rows(page).first()).toContainText('None');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Staff only' })).not.toBeChecked();
  await expect(rows(page)).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

/** A person's user, with its version. */
async function me(page: Page, email: string) {
  const { results } = await apiGet<{ results: User[] }>(
    page,
    `/api/users?staffOnly=false&email=${encodeURIComponent(email)}`,
  );
  return apiGet<User>(page, `/api/users/${results[0]?.admId}`);
}

test('the administrator removing their own Administrator role is warned first, and refused as the last one', async ({
  page,
}) => {
  await signIn(page, users.admin, '/users');
  const admin = await me(page, users.admin);
  await page.goto(`/users/${admin.admId}/edit`);
  const rolesField = page.getByRole('group', { name: 'Roles' });
  await rolesField.getByRole('checkbox', { name: /^Administrator/ }).uncheck();
  // Before saving: the only administrator, which the server will refuse.
  await expect(page.getByText('Alex Morgan is the only active administrator')).toBeVisible();

  await page.getByRole('button', { name: 'Save roles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove your own access?' });
  await expect(dialog).toContainText(/You are removing your own access to .*Users.*: after saving you can no longer/);
  const losses = dialog.getByRole('region', { name: 'What you can no longer do' });
  await expect(losses).toContainText('canViewUsers');
  await expect(losses).toContainText('See staff users, their roles, and who can do what.');
  await page.screenshot({ path: test.info().outputPath('user-edit-own-access.png') });
  await expectNoSeriousA11yViolations(page);
  // Cancel sends nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await apiGet<User>(page, `/api/users/${admin.admId}`)).version).toBe(admin.version);

  // Confirmed: the server refuses the last administrator, beside the roles; nothing changes.
  await page.getByRole('button', { name: 'Save roles' }).click();
  await dialog.getByRole('button', { name: 'Save roles' }).click();
  await expect(rolesField).toContainText('This change would leave no administrator');
  expect((await apiGet<User>(page, `/api/users/${admin.admId}`)).roles).toEqual(['administrator']);
});

test('a system administrator sees Administrator disabled with its reason, and cannot tick it', async ({ page }) => {
  await signIn(page, users.systemAdmin, '/users');
  const self = await me(page, users.systemAdmin);
  await page.goto(`/users/${self.admId}/edit`);
  const rolesField = page.getByRole('group', { name: 'Roles' });
  const administrator = rolesField.getByRole('checkbox', { name: /^Administrator/ });
  await expect(administrator).toHaveAttribute('aria-disabled', 'true');
  await expect(administrator).toHaveAccessibleDescription(/^Locked: it grants \d+ capabilities you do not hold\.$/);
  await expect(rolesField.getByText('Locked: it grants').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('user-edit-locked-role.png') });
  // Reached with the keyboard, and Space does nothing.
  await administrator.focus();
  await expect(administrator).toBeFocused();
  await page.keyboard.press('Space');
  await expect(administrator).not.toBeChecked();
  await expect(page.getByText('No change yet.')).toBeVisible();
  // 'Choose all' leaves it too; their own role, every capability of which they hold, stays open.
  await rolesField.getByRole('button', { name: 'Choose all' }).click();
  await expect(administrator).not.toBeChecked();
  await expect(rolesField.getByRole('checkbox', { name: /^System administrator/ })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // Managing roles, they read the role-change history too, though not accounts' whole histories.
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: 'History' }).click();
  await expect(history.getByText('Loading...')).toHaveCount(0);
  await expect(history.getByText('The history could not be read.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a person removing their own access is asked first; their menu and the Unauthorized page follow at once', async ({
  page,
  browser,
}) => {
  test.slow();
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, users.admin, '/');
  await reset(admin, LENA, [...LENA_ROLES, 'system-admin']);
  try {
    await signIn(page, LENA, '/');
    expect(await menuOf(page)).toEqual(expect.arrayContaining(['Users', 'System']));
    const lena = await me(page, LENA);
    await page.goto(`/users/${lena.admId}/edit`);
    await page
      .getByRole('group', { name: 'Roles' })
      .getByRole('checkbox', { name: /^System administrator/ })
      .uncheck();
    await page.getByRole('button', { name: 'Save roles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove your own access?' });
    await expect(dialog).toContainText(/You are removing your own access to .*Users.*System/);
    await dialog.getByRole('button', { name: 'Save roles' }).click();
    await expect(page.getByText('Roles of Lena Fischer saved.')).toBeVisible();
    // No longer theirs: the start page, and a menu without Users or System, without signing in again.
    await expect(page).toHaveURL(/\/$/);
    const menu = await menuOf(page);
    expect(menu).not.toContain('Users');
    expect(menu).not.toContain('System');
    expect(menu).toContain('Classes');
    // Back to the page just left: Unauthorized, offering only what they can still open.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Unauthorized', level: 1 })).toBeVisible();
    const areas = page.getByRole('navigation', { name: 'Areas you can open' });
    await expect(areas.getByRole('link', { name: 'Classes' })).toBeVisible();
    await expect(areas.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  } finally {
    await reset(admin, LENA, LENA_ROLES);
    await adminContext.close();
  }
});

testScreensAccessibility([
  ['/users', 'Users'],
  ['/users/capabilities?capability=canManageSystemData', 'Who Can Do What'],
]);
