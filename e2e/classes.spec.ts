// The Classes area against the real server with the demo data. Classes: a class created in its form
// (the scheduling checks' warnings overridden with a reason), submitted and published, students
// registered until the waiting list starts, a seat freed and the first in line promoted, the class
// cancelled with one of the 14 reasons, the year's report downloaded from the list. Self-Paced Students
// (/classes/self-paced): filters, paging and sorting kept in the address, bad addresses, column filters,
// revoke with a reason, CSV and slow exports, who may open the catalogue screens. Accessibility of each.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { csvRecords } from '../apps/server/src/testing/csv';
import { expectNoSeriousA11yViolations, testScreensAccessibility } from './support/a11y';
import { apiGet } from './support/api';
import { expect, openMenu, PRODUCT, signIn, test, users } from './support/fixtures';
import { choose } from './support/form';
import { report, rows } from './support/list';

interface Lookup {
  courses: { id: number; code: string; name: string; isBeta: boolean; isActive: boolean }[];
  trainers: { admId: string; firstName: string; lastName: string; isActive: boolean }[];
}

/**
 * A class of the test's own, made in the New Class form: a course and an active trainer, one day on
 * `day` (MM/DD/YYYY, years ahead, where no demo class is), in Berlin, `capacity` seats. A warning the
 * scheduling checks raise (the trainer's license) is overridden with a reason, as a scheduler would.
 * Returns the new class's id, on its page.
 */
async function createClass(page: Page, day: string, capacity: number, trainerIndex: number): Promise<number> {
  const lookup = await apiGet<Lookup>(page, '/api/classes/lookup-info');
  const course = lookup.courses.find((c) => c.isActive && !c.isBeta);
  const trainer = lookup.trainers.filter((t) => t.isActive)[trainerIndex];
  if (!course || !trainer) throw new Error('the demo has no active course or trainer');
  await page.goto('/classes/new');
  await expect(page.getByRole('heading', { name: 'New class', level: 1 })).toBeVisible();
  await choose(page, 'Course', `${course.code} — ${course.name}`);
  await choose(page, 'Trainer 1', `${trainer.lastName}, ${trainer.firstName}`);
  await page.getByLabel('Day 1', { exact: true }).fill(day);
  await page.keyboard.press('Escape');
  await choose(page, 'Country', 'Germany');
  await page.getByLabel('City', { exact: true }).fill('Berlin');
  await page.getByLabel('Capacity', { exact: true }).fill(String(capacity));
  await page.getByRole('button', { name: 'Create class' }).click();
  const saved = page.waitForURL(/\/classes\/\d+$/);
  const override = page.getByLabel(/^Reason to override/);
  // Either the class is saved, or the checks ask for reasons first.
  await expect(
    page.getByRole('list', { name: 'Scheduling checks' }).or(page.getByRole('heading', { name: /class \d+/ })),
  ).toBeVisible();
  if (await override.count()) {
    await page.screenshot({ path: test.info().outputPath('class-checks.png'), fullPage: true });
    for (const field of await override.all()) await field.fill('Renewal confirmed by the licensing team');
    await page.getByRole('button', { name: 'Create class' }).click();
  }
  await saved;
  return Number(page.url().match(/\/classes\/(\d+)$/)?.[1]);
}

test.describe('classes', () => {
  test('creates a class, publishes it and cancels it with a reason', async ({ page }) => {
    test.slow(); // the form, its checks and three state changes on a loaded machine
    await signIn(page, users.classesAdmin, '/classes');
    await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
    const id = await createClass(page, '03/14/2034', 2, 0);
    await expect(page.getByRole('heading', { name: new RegExp(`class ${id}$`), level: 1 })).toBeVisible();
    await expect(page.getByText('Not published')).toBeVisible();

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText(`Class ${id} is now Submitted.`)).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText(`Class ${id} published.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible();
    await expect(page.getByText(/Published · starts/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('class-published.png'), fullPage: true });

    // Cancelling asks for one of the 14 reasons, and the page then shows it.
    await page.getByRole('button', { name: 'Cancel class', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel class ${id}` });
    await dialog.getByRole('button', { name: 'Cancel class' }).click();
    await expect(dialog.getByText('Choose a cancellation reason')).toBeVisible();
    // From the keyboard: Low Registration is the first reason.
    await dialog.getByLabel('Cancellation reason').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectNoSeriousA11yViolations(page, { include: 'dialog' });
    await dialog.getByRole('button', { name: 'Cancel class' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Class ${id} cancelled.`)).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('Low Registration');
    await expect(page.getByRole('button', { name: 'Cancel class', exact: true })).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('class-cancelled.png'), fullPage: true });
  });
});

test.describe('self-paced students', () => {
  test('filters, pages, reloads to the same filters and page, and clears filters', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes/self-paced');
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
    await signIn(page, users.classesAdmin, '/classes/self-paced?startDate=2026-06-01');
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
    await signIn(page, users.classesAdmin, '/classes/self-paced');
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
    await signIn(page, users.classesAdmin, '/classes/self-paced?page=abc&pageSize=7&isRevoked=maybe&startDate=soon');
    await expect(page.getByRole('heading', { name: 'Self-Paced Students', level: 1 })).toBeVisible();
    await expect(report(page)).toHaveText(/^1–100 of \d+/);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeHidden();
  });

  test('offers at most two constraints in a column filter', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes/self-paced');
    await page
      .getByRole('columnheader', { name: 'Start date' })
      .getByRole('button', { name: /filter/i })
      .click();
    const menu = page.locator('.p-column-filter-overlay');
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Add Rule' }).click();
    await expect(menu.locator('.p-column-filter-constraint')).toHaveCount(2);
    await expect(menu.getByRole('button', { name: 'Add Rule' })).toBeHidden();
    // The rule stays while the screen around it renders again (after sign-in the shell still loads
    // the person's profile and renews tokens): a new filters object would reset the menu.
    await page.waitForTimeout(1_000);
    await expect(menu.locator('.p-column-filter-constraint')).toHaveCount(2);
  });

  test('revokes an enrollment with a reason', async ({ page }) => {
    // The oldest enrollment is this test's: the other tests read and page through the newest, and a
    // revoke there would move rows between their pages.
    await signIn(page, users.classesAdmin, '/classes/self-paced?isRevoked=false&sortDescending=false');
    const email = (await rows(page).first().locator('.cell-muted').first().innerText()).trim();
    await page.getByLabel('Learner e-mail').fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/userEmail=/);
    await expect(page).toHaveURL(/sortDescending=false/);
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
    await signIn(page, users.classesAdmin, '/classes/self-paced');
    await choose(page, 'Online course', 'PSM-OL — Professional Scrum Master Online');
    await expect(page).toHaveURL(/onlineCourseId=\d+/);
    const total = Number((await report(page).innerText()).match(/of ([\d,]+)/)?.[1]?.replace(/,/g, ''));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^self-paced-students-\d{4}-\d{2}-\d{2}\.csv$/);
    // As Excel opens it: the byte order mark and CRLF line ends (csvRecords refuses a file without them).
    const records = csvRecords(readFileSync((await download.path()) as string, 'utf8'));
    expect(records).toHaveLength(total);
    expect(records.every((r) => r['Online Course Code'] === 'PSM-OL')).toBe(true);
  });
});

test.describe('slow exports', () => {
  test('shows the progress of an export that takes longer than a second, and cancels it', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes/self-paced');
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

test.describe('menu', () => {
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

testScreensAccessibility([
  ['/classes/self-paced?pageSize=25', 'Self-Paced Students'],
  ['/classes', 'Classes'],
  ['/classes/new', 'New class'],
]);
