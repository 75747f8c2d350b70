// The catalogue screens (issue 5) and the list and form toolkit they are built on, against the real
// server with the demo catalogue: filters, paging and sorting kept in the address, clear filters, the
// menu's reset, create and edit with field errors and version conflicts, revoke, CSV, accessibility.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, openMenu, PRODUCT, signIn, storedUser, test, users } from './support/fixtures';

const classesAdmin = 'classes-admin@example.com';

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The table's page report, e.g. '101–200 of 377'. */
const report = (page: Page) => page.locator('.list-table__report');
const rows = (page: Page) => page.locator('.list-table tbody tr');

/** Picks from a dropdown as a keyboard user: focus, Enter opens it, then the option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A field's error: the text its aria-describedby points at. */
async function fieldError(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const page = field.page();
  const texts = await Promise.all(ids.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}

async function bearer(page: Page): Promise<string> {
  const user = await storedUser(page);
  if (!user) throw new Error('not signed in');
  return `Bearer ${user.access_token}`;
}

test.describe('self-paced students', () => {
  test('filters, pages, reloads to the same filters and page, and clears filters', async ({ page }) => {
    await signIn(page, classesAdmin, '/classes/self-paced');
    await expect(page.getByRole('heading', { name: 'Self-Paced Students', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`Self-Paced Students | ${PRODUCT} Eco`);
    await expect(report(page)).toHaveText(/^1–100 of \d+/);
    await expect(rows(page)).toHaveCount(100);

    await choose(page, 'Revoked', 'Not revoked');
    await expect(page).toHaveURL(/isRevoked=false/);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Next Page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(report(page)).toHaveText(/^101–\d+ of \d+/);
    const firstOnPage2 = (await rows(page).first().textContent()) ?? '';

    await page.reload();
    await expect(report(page)).toHaveText(/^101–\d+ of \d+/);
    await expect(page.locator('.filter-field', { hasText: 'Revoked' }).locator('.p-dropdown-label')).toHaveText(
      'Not revoked',
    );
    await expect(rows(page).first()).toHaveText(firstOnPage2);
    await expect(rows(page).getByText('Revoked', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/classes\/self-paced$/);
    await expect(report(page)).toHaveText(/^1–100 of \d+/);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeHidden();

    // Text applies with Enter; a contains-match on the e-mail.
    await page.getByLabel('Learner e-mail').fill('patel');
    await page.getByLabel('Learner e-mail').press('Enter');
    await expect(page).toHaveURL(/userEmail=patel/);
    await expect(rows(page).first()).toContainText('patel');
  });

  test('refuses a date window that ends before it starts, beside the field, and keeps the list', async ({ page }) => {
    await signIn(page, classesAdmin, '/classes/self-paced?startDate=2026-06-01');
    await expect(report(page)).toHaveText(/of \d+/);
    const before = await report(page).innerText();
    const end = page.getByLabel('Started on or before');
    await end.fill('01/15/2026');
    await end.press('Enter');
    await expect(page.getByText('Cannot be before the start of the window')).toBeVisible();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(page).not.toHaveURL(/endDate=/);
    await expect(report(page)).toHaveText(before);
    await expect(page).toHaveURL(/startDate=2026-06-01/);
  });

  test('sorts from the keyboard and keeps the order in the address', async ({ page }) => {
    await signIn(page, classesAdmin, '/classes/self-paced');
    const endDate = page.getByRole('columnheader', { name: 'End date' });
    await endDate.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sortBy=endDate/);
    await expect(endDate).toHaveAttribute('aria-sort', 'ascending');
    await page.keyboard.press('Enter');
    // Descending is this list's default order, so the address no longer says otherwise.
    await expect(endDate).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/\?sortBy=endDate$/);
  });

  test('reads bad values in the address as their defaults, not as an error', async ({ page }) => {
    await signIn(page, classesAdmin, '/classes/self-paced?page=abc&pageSize=7&isRevoked=maybe&startDate=soon');
    await expect(page.getByRole('heading', { name: 'Self-Paced Students', level: 1 })).toBeVisible();
    await expect(report(page)).toHaveText(/^1–100 of \d+/);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeHidden();
  });

  test('offers at most two constraints in a column filter', async ({ page }) => {
    await signIn(page, classesAdmin, '/classes/self-paced');
    await page
      .getByRole('columnheader', { name: 'Start date' })
      .getByRole('button', { name: /filter/i })
      .click();
    const menu = page.locator('.p-column-filter-overlay');
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Add Rule' }).click();
    await expect(menu.locator('.p-column-filter-constraint')).toHaveCount(2);
    await expect(menu.getByRole('button', { name: 'Add Rule' })).toBeHidden();
  });

  test('revokes an enrollment with a reason', async ({ page }) => {
    await signIn(page, classesAdmin, '/classes/self-paced?isRevoked=false');
    // One learner of this list, so parallel tests do not meet.
    const email = (await rows(page).nth(3).locator('.cell-muted').first().innerText()).trim();
    await page.getByLabel('Learner e-mail').fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/userEmail=/);
    const row = rows(page).first();
    await expect(row).toContainText(email);
    await row.getByRole('button', { name: /^Revoke / }).click();

    const dialog = page.getByRole('dialog', { name: 'Revoke self-paced enrollment' });
    await expect(dialog).toContainText(email);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog.getByText('Give a reason.')).toBeVisible();
    await expect(dialog.getByLabel('Reason')).toBeFocused();
    await dialog.getByLabel('Reason').fill('Refunded: bought the wrong course');
    // While the revoke is on its way the dialog refuses to close: Escape twice, as Chrome stops
    // letting a second close request in a row be refused.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/classes/self-paced/*/revoke', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog.getByRole('button', { name: /Revoking|Saving/ })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
    await expect(dialog).toBeVisible();
    release();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${email} no longer has access`)).toBeVisible();
    await choose(page, 'Revoked', 'Revoked');
    await expect(rows(page).filter({ hasText: 'Refunded: bought the wrong course' })).toHaveCount(1);
  });

  test('downloads the filtered rows as CSV', async ({ page }) => {
    await signIn(page, classesAdmin, '/classes/self-paced');
    await choose(page, 'Online course', 'PSM-OL — Professional Scrum Master Online');
    await expect(page).toHaveURL(/onlineCourseId=\d+/);
    const total = Number((await report(page).innerText()).match(/of ([\d,]+)/)?.[1]?.replace(/,/g, ''));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^self-paced-students-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path()) as string, 'utf8')
      .trim()
      .split('\n');
    expect(lines.length - 1).toBe(total);
    expect(lines.slice(1).every((line) => line.includes('PSM-OL'))).toBe(true);
  });
});

test.describe('slow exports', () => {
  test('shows the progress of an export that takes longer than a second, and cancels it', async ({ page }) => {
    await signIn(page, classesAdmin, '/classes/self-paced');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/classes/reports/self-paced/students**', async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const progress = page.getByRole('status').filter({ hasText: 'Preparing the CSV file' });
    await expect(progress).toBeVisible({ timeout: 5_000 });
    // Not before a second: a quick export shows only the button's spinner.
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1_000);
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await progress.getByRole('button', { name: 'Cancel' }).click();
    await expect(progress).toBeHidden();
    await expect(page.getByText('The export was cancelled.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    release();
  });
});

test.describe('menu and tabs', () => {
  test('tabs come back to the filters a list was left with; the menu link resets them', async ({ page }) => {
    await signIn(page, classesAdmin, '/classes/courses?isActive=false');
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Area sections' });
    await expect(tabs.getByRole('link')).toHaveText([
      'Self-Paced Students',
      'Courses',
      'Licenses',
      'Products',
      'Markets',
    ]);
    await tabs.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/classes\/products$/);
    await tabs.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/classes\/courses\?isActive=false$/);

    const drawer = await openMenu(page);
    await drawer.getByRole('link', { name: 'Classes' }).click();
    await expect(page).toHaveURL(/\/classes\/courses$/);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeHidden();
  });

  test('shows support staff only the catalogue screens their capabilities allow', async ({ page }) => {
    await signIn(page, users.support, '/');
    const drawer = await openMenu(page);
    await drawer.getByRole('link', { name: 'Classes' }).click();
    await expect(page).toHaveURL(/\/classes\/self-paced$/);
    await expect(page.getByRole('navigation', { name: 'Area sections' })).toBeHidden();
    await page.goto('/classes/courses');
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  });
});

test.describe('courses', () => {
  test('creates a course, with field errors from the form and from the server', async ({ page }) => {
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await signIn(page, classesAdmin, '/classes/courses/new');
    await expect(page).toHaveTitle(`New Course | ${PRODUCT} Eco`);

    await page.getByRole('button', { name: 'Create course' }).click();
    const codeField = page.getByLabel('Code', { exact: true });
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    expect(await fieldError(codeField)).toContain('Required');
    await expect(codeField).toBeFocused();

    // A code already in use: only the server knows; its 400 names the field.
    await codeField.fill('PSM');
    await page.getByLabel('Name', { exact: true }).fill('End-to-end Course');
    await page.getByRole('button', { name: 'Create course' }).click();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    expect(await fieldError(codeField)).toMatch(/in use|already/i);
    await expect(page.getByText('Please correct the highlighted fields.').last()).toBeVisible();

    await codeField.fill(code);
    await expect(codeField).toHaveAttribute('aria-invalid', 'false');
    await page.getByLabel('Duration').fill('3');
    await page.getByRole('button', { name: 'Create course' }).click();
    await expect(page.getByText(`Course ${code} created.`)).toBeVisible();
    await expect(page).toHaveURL(/\/classes\/courses$/);

    await page.getByLabel('Code or name').fill(code);
    await page.getByLabel('Code or name').press('Enter');
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('link', { name: `Edit ${code}` }).click();
    await expect(page).toHaveTitle(`Edit Course | ${PRODUCT} Eco`);
    await page.getByLabel('Name', { exact: true }).fill('End-to-end Course, renamed');
    await page.getByRole('button', { name: 'Save course' }).click();
    await expect(page.getByText(`Course ${code} saved.`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/classes/courses\\?search=${code}`));
    await expect(rows(page).first()).toContainText('End-to-end Course, renamed');
  });

  test('asks before leaving a form with unsaved changes', async ({ page }) => {
    await signIn(page, classesAdmin, '/classes/courses/1/edit');
    await page.getByLabel('Description').fill('A change nobody saved.');
    await page.getByRole('link', { name: 'Courses' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/classes\/courses\/1\/edit$/);
    await expect(page.getByLabel('Description')).toHaveValue('A change nobody saved.');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/classes\/courses$/);
  });

  test('tells an editor that someone else changed the course, and reloads it', async ({ page, browser }) => {
    await signIn(page, classesAdmin, '/classes/courses');
    const code = `E2E-V${Date.now().toString(36).toUpperCase()}`;
    const created = await page.request.post('/api/courses', {
      headers: { authorization: await bearer(page) },
      data: { code, name: 'Version test', categoryId: null },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // A second person, in another browser, opens the same course.
    const other = await secondEditor(browser, `/classes/courses/${id}/edit`);
    await page.goto(`/classes/courses/${id}/edit`);
    await other.getByLabel('Name', { exact: true }).fill('Changed by the other editor');
    await other.getByRole('button', { name: 'Save course' }).click();
    await expect(other.getByText(`Course ${code} saved.`)).toBeVisible();

    await page.getByLabel('Description').fill('My stale edit');
    await page.getByRole('button', { name: 'Save course' }).click();
    const conflict = page.getByRole('dialog', { name: 'Someone else changed this' });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(conflict).toBeHidden();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Changed by the other editor');
    await expect(page.getByLabel('Description')).toHaveValue('');
    await page.getByLabel('Description').fill('Edited after the reload');
    await page.getByRole('button', { name: 'Save course' }).click();
    await expect(page.getByText(`Course ${code} saved.`)).toBeVisible();
    await other.context().close();
  });
});

async function secondEditor(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, users.admin, path);
  return page;
}

test.describe('catalogue screens', () => {
  const screens = [
    ['/classes/self-paced?pageSize=25', 'Self-Paced Students'],
    ['/classes/courses', 'Courses'],
    ['/classes/courses/new', 'New Course'],
    ['/classes/courses/1/edit', 'Edit Course'],
    ['/classes/products', 'Products'],
    ['/classes/products/new', 'New Product'],
    ['/classes/products/1/edit', 'Edit Product'],
    ['/classes/markets', 'Markets'],
    ['/classes/markets/DE/edit', 'Germany (DE)'],
    ['/licenses', 'Licenses'],
    ['/licenses/new', 'New License'],
    ['/licenses/1/edit', 'Edit License'],
    ['/partners', 'Partners'],
  ] as const;

  for (const [path, heading] of screens) {
    test(`${heading} (${path}) has no serious accessibility problems`, async ({ page }) => {
      await signIn(page, users.admin, path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator('.p-datatable-loading-overlay, .page-loader')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('open the course categories and online courses from the courses list', async ({ page }) => {
    await signIn(page, classesAdmin, '/classes/courses');
    await page.getByRole('button', { name: 'Categories' }).click();
    const categories = page.getByRole('dialog', { name: 'Course categories' });
    await expect(categories.getByRole('cell', { name: 'Professional Scrum Master', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await categories.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: 'Online courses' }).click();
    const online = page.getByRole('dialog', { name: 'Online courses' });
    await expect(online.getByRole('cell', { name: 'PSM-OL', exact: true })).toBeVisible();
    await online.getByRole('button', { name: 'Edit online course PSM-OL', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit online course PSM-OL' });
    await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(/Professional Scrum Master Online/);
    await expectNoSeriousA11yViolations(page);
  });

  test('edits a market and a license, and refuses to delete a license that courses require', async ({ page }) => {
    await signIn(page, classesAdmin, '/classes/markets/DE/edit');
    await page.getByLabel('Notes').fill(`Checked ${new Date().toISOString()}`);
    await page.getByRole('button', { name: 'Save market' }).click();
    await expect(page.getByText('Market Germany saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/classes\/markets$/);

    await page.goto('/licenses/1/edit');
    await page.getByRole('button', { name: 'Delete license' }).click();
    await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('.p-toast-message-error')).toContainText(/require|hold/i);
    await expect(page).toHaveURL(/\/licenses\/1\/edit$/);
  });
});
