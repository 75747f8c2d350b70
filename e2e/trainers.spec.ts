// The Trainers screens (/trainers), against the real server with the demo trainers: make a trainer of an
// existing account (picked with the keyboard), filter the list by a license held, and see a license that
// expires soon through the "Expiring in 90 days" view; each screen passes the accessibility check.

import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiGet, apiPost } from './support/api';
import { expect, signIn, test, users } from './support/fixtures';
import { choose } from './support/form';
import { rows } from './support/list';
import { uniqueSuffix } from './support/unique';

interface Lookup {
  courseLicenses: { id: number; name: string; isActive: boolean }[];
}

test('a trainer is made from an existing account, with a license whose expiry is proposed', async ({ page }) => {
  await signIn(page, users.admin, '/trainers');
  const suffix = uniqueSuffix().toLowerCase();
  const email = `trainer.${suffix}@example.org`;
  const created = await apiPost(page, '/api/accounts', { email, firstName: 'Tess', lastName: `Trainer ${suffix}` });
  expect(created.status(), await created.text()).toBe(201);
  const license = (await apiGet<Lookup>(page, '/api/trainers/lookup-info')).courseLicenses.find((l) => l.isActive);

  await page.goto('/trainers/new');
  const account = page.getByRole('combobox', { name: 'Account' });
  await account.fill(suffix);
  await expect(page.getByRole('option', { name: new RegExp(email) })).toBeVisible();
  await account.press('ArrowDown');
  await account.press('Enter');
  await expect(account).toHaveValue(new RegExp(email.replaceAll('.', '\\.')));

  await page.getByRole('button', { name: 'Add license' }).click();
  await choose(page, 'License 1', license?.name ?? '');
  // The expiry is proposed from the license's renewal period, at the end of a day in the trainer's zone.
  await expect(page.getByText(/valid through 23:59 on/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('trainer-new.png'), fullPage: true });

  await page.getByRole('button', { name: 'Create trainer' }).click();
  await expect(page).toHaveURL(/\/trainers\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { name: `Tess Trainer ${suffix}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Licenses held' })).toContainText(license?.name ?? '');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('trainer-edit.png'), fullPage: true });
});

test('the list filters by a license held, from the address, and exports what it shows', async ({ page }) => {
  await signIn(page, users.classesAdmin, '/trainers');
  await expect(rows(page).first()).toBeVisible();
  const license = (await apiGet<Lookup>(page, '/api/trainers/lookup-info')).courseLicenses[0];
  await page.goto(`/trainers?courseLicenseIds=${license?.id}`);
  await expect(page.getByLabel('Licenses held')).toHaveValue(license?.name ?? '');
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText(license?.name ?? '');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('trainers-by-license.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /CSV/ }).click();
  expect((await download).suggestedFilename()).toBe('trainers.csv');
});

test('the "Expiring in 90 days" view shows licenses about to expire, soonest first', async ({ page }) => {
  await signIn(page, users.classesAdmin, '/trainers');
  await page.getByRole('link', { name: 'Expiring in 90 days' }).click();
  await expect(page).toHaveURL(/expiresWithinDays=90/);
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).first()).toContainText(/Due|Renewal open/);
  await expect(rows(page).first()).toContainText(/valid through 23:59 on/);
  await page.screenshot({ path: test.info().outputPath('trainers-expiring.png'), fullPage: true });

  await page.getByRole('link', { name: 'Qualified, not yet licensed' }).click();
  await expect(page).toHaveURL(/withoutValidLicense=true/);
  await expect(rows(page).first()).toBeVisible();
});

test('an unknown trainer is told on the page, with the way back', async ({ page }) => {
  await signIn(page, users.classesAdmin, '/trainers/00000000-0000-4000-8000-000000000000/edit');
  await expect(page.getByRole('alert')).toContainText('There is no such trainer');
  await expect(page.getByRole('link', { name: 'Back to trainers' })).toBeVisible();
});
