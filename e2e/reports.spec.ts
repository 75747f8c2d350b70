// Reports against the real server with the demo interactions (three months of sign-in events): open
// Reporting from the menu, run the user-interaction report for a range, page it, keep it in the address
// across a reload, download its CSV, who may see which report, accessibility.
import { readFileSync } from 'node:fs';
import { csvRecords } from '../apps/server/src/testing/csv';
import { testScreensAccessibility } from './support/a11y';
import { expect, openMenu, signIn, test, users } from './support/fixtures';
import { choose } from './support/form';
import { report, rows } from './support/list';

/** A day `daysAgo` before today (UTC) as the date fields take it (mm/dd/yyyy) and as the address says it. */
function day(daysAgo: number) {
  const iso = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, typed: `${m}/${d}/${y}` };
}

const totalOf = async (page: import('@playwright/test').Page) =>
  Number((await report(page).innerText()).match(/of (?:about )?([\d,]+)/)?.[1]?.replace(/,/g, ''));

test.describe('reports', () => {
  test('opens Reporting from the menu and runs the user-interaction report for a range, page after page', async ({
    page,
  }) => {
    test.slow(); // sign-in, menu, two filters, two pages and a reload: past 45 s on a loaded machine
    await signIn(page, users.systemAdmin, '/');
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByText(/Sign-ins, failed and slowed sign-ins/)).toBeVisible();
    await page.getByRole('link', { name: 'User Interaction Report' }).click();
    await expect(page.getByRole('heading', { name: 'User Interaction Report', level: 1 })).toBeVisible();
    // Opens on the last seven days, shown in the fields.
    await expect(page.getByLabel('From (UTC day)')).toHaveValue(day(6).typed);
    await expect(page.getByLabel('To (UTC day, included)')).toHaveValue(day(0).typed);
    await expect(report(page)).toHaveText(/^1–\d+ of [\d,]+/);

    const from = page.getByLabel('From (UTC day)');
    await from.fill(day(40).typed);
    await from.press('Enter');
    await expect(page).toHaveURL(new RegExp(`userInteractionStartDate=${day(40).iso}`));
    await from.press('Escape'); // closes the calendar over the next field
    // The window ends yesterday: other tests sign in today, and each new sign-in would shift the pages.
    const to = page.getByLabel('To (UTC day, included)');
    await to.fill(day(1).typed);
    await to.press('Enter');
    await expect(page).toHaveURL(new RegExp(`userInteractionEndDate=${day(1).iso}`));
    await to.press('Escape');
    await choose(page, 'Interaction', 'Sign-in');
    await expect(page).toHaveURL(/kind=identity.sign-in(&|$)/);
    await expect(report(page)).toHaveText(/^1–100 of [\d,]+/);
    await expect(rows(page)).toHaveCount(100);
    await expect(rows(page).filter({ hasNotText: 'Sign-in' })).toHaveCount(0);
    const firstOnPage1 = (await rows(page).first().textContent()) ?? '';

    await page.getByRole('button', { name: 'Next Page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(report(page)).toHaveText(/^101–\d+ of [\d,]+/);
    // The report follows the address before the second page's rows arrive: read them once they show.
    await expect(rows(page).first()).not.toHaveText(firstOnPage1);
    const firstOnPage2 = (await rows(page).first().textContent()) ?? '';
    await page.reload();
    await expect(report(page)).toHaveText(/^101–\d+ of [\d,]+/);
    await expect(page.getByLabel('From (UTC day)')).toHaveValue(day(40).typed);
    await expect(page.getByLabel('To (UTC day, included)')).toHaveValue(day(1).typed);
    await expect(page.locator('.filter-field', { hasText: 'Interaction' }).locator('.p-dropdown-label')).toHaveText(
      'Sign-in',
    );
    await expect(rows(page).first()).toHaveText(firstOnPage2);
  });

  test('refuses a range that ends before it starts, beside the field', async ({ page }) => {
    await signIn(page, users.systemAdmin, '/reports/user-interaction-report');
    const to = page.getByLabel('To (UTC day, included)');
    await to.fill(day(30).typed);
    await to.press('Enter');
    await expect(page.getByText('Cannot be before the start of the window')).toBeVisible();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(page).not.toHaveURL(new RegExp(`userInteractionEndDate=${day(30).iso}`));
  });

  test('finds one person by part of their e-mail, and says so when nothing matches', async ({ page }) => {
    await signIn(page, users.systemAdmin, `/reports/user-interaction-report?userInteractionStartDate=${day(0).iso}`);
    await expect(page.getByLabel('E-mail')).toHaveAttribute('placeholder', 'Part of an address');
    // Signing in just now is an interaction of today: newest first, it is on the first page.
    await page.getByLabel('E-mail').fill('SYSTEM-ADMIN@exa');
    await page.getByLabel('E-mail').press('Enter');
    await expect(page).toHaveURL(/email=SYSTEM-ADMIN%40exa/);
    await expect(rows(page).filter({ hasText: 'Sign-in' }).first()).toContainText(users.systemAdmin);
    await page.getByLabel('E-mail').fill('no.one.at.all@example.org');
    await page.getByLabel('E-mail').press('Enter');
    await expect(page.getByText('No interactions match these dates and filters.')).toBeVisible();
  });

  test('opens the account of an interaction for those who may view accounts', async ({ page }) => {
    await signIn(page, users.admin, `/reports/user-interaction-report?email=${encodeURIComponent(users.admin)}`);
    const row = rows(page).filter({ hasText: 'Sign-in' }).first();
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]{36}$/);
    await expect(page.getByText(users.admin).first()).toBeVisible();
  });

  test('downloads the report as CSV, one line a row', async ({ page }) => {
    await signIn(
      page,
      users.systemAdmin,
      `/reports/user-interaction-report?userInteractionStartDate=${day(20).iso}&userInteractionEndDate=${day(10).iso}`,
    );
    await expect(report(page)).toHaveText(/of [\d,]+/);
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(100);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`user-interactions-${day(20).iso}-to-${day(10).iso}.csv`);
    const records = csvRecords(readFileSync((await download.path()) as string, 'utf8'));
    expect(records).toHaveLength(total);
    const first = (await rows(page).first().innerText()).replace(/\s+/g, ' ');
    expect(first).toContain(records[0]?.Interaction);
    expect(first).toContain(records[0]?.Address);
    // Newest first, as the report lists them.
    const ats = records.map((r) => r['At (UTC)'] ?? '');
    expect(ats).toEqual([...ats].sort().reverse());
    expect((ats[0] ?? '').slice(0, 10) <= day(10).iso).toBe(true);
    expect((ats.at(-1) ?? '').slice(0, 10) >= day(20).iso).toBe(true);
  });

  test('shows the reports a person may run: none for someone who may only view reports', async ({ page }) => {
    await signIn(page, users.finance, '/reports');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByText('None of the reports is open to you.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'User Interaction Report' })).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  testScreensAccessibility([
    ['/reports', 'Reports'],
    // 25 rows: axe over 100 rows of six columns outlasted the test's time on a loaded machine.
    ['/reports/user-interaction-report?pageSize=25', 'User Interaction Report'],
  ]);
});
