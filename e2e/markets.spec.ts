// The Markets screens (/classes/markets), against the real server with the demo catalogue: edit a
// market (Germany is this spec's: no other test changes it), and a license delete the catalogue refuses.
import { expectNoSeriousA11yViolations, testScreensAccessibility } from './support/a11y';
import { apiPost } from './support/api';
import { expect, signIn, test, users } from './support/fixtures';
import { fieldError } from './support/form';

test('edits a market and a license, and refuses to delete a license that courses require', async ({ page }) => {
  await signIn(page, users.classesAdmin, '/classes/markets/DE/edit');
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

test('a market says what is missing, chooses only active products for all, and removes with Remove', async ({
  page,
}) => {
  // Tuvalu is this test's: no other test assigns it.
  await signIn(page, users.classesAdmin, '/classes/markets/TV/edit');
  await expect(page.getByText('Not assigned yet: saving creates the assignment')).toBeVisible();
  // Nothing to choose from yet: no 'Choose all' or 'Clear all' for 0 of 0.
  const products = page.getByRole('group', { name: 'Products offered' });
  await expect(products).toContainText('0 of 0 chosen');
  await expect(products.getByRole('button')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create assignment' }).click();
  const currency = page.getByLabel('Currency', { exact: true });
  expect(await fieldError(currency)).toContain('Choose a currency');
  await page.screenshot({ path: test.info().outputPath('market-empty.png') });

  // Two products of this test's own in Icelandic krónur: one active, one not.
  const tag = Date.now().toString(36).toUpperCase();
  for (const isActive of [true, false]) {
    const created = await apiPost(page, '/api/products', {
      sku: `E2E-MKT-${tag}-${isActive ? 'ON' : 'OFF'}`,
      name: `Market test ${isActive ? 'active' : 'inactive'}`,
      kind: 'assessment-attempt',
      assessmentCode: 'PSM I',
      price: { amount: 15_000, currency: 'ISK' },
      isActive,
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await page.reload();
  await currency.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: /^ISK — / }).click();
  await products.getByRole('button', { name: 'Choose all' }).click();
  await expect(products.getByLabel(`E2E-MKT-${tag}-ON`)).toBeChecked();
  await expect(products.getByLabel(`E2E-MKT-${tag}-OFF`)).not.toBeChecked();
  await page.screenshot({ path: test.info().outputPath('market-choose-all.png') });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create assignment' }).click();
  await expect(page.getByText('Market Tuvalu saved.')).toBeVisible();

  await page.goto('/classes/markets/TV/edit');
  await page.getByRole('button', { name: 'Remove assignment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Market Assignment' });
  await expect(confirm).toContainText('Remove the market assignment of Tuvalu?');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Tuvalu no longer has a market assignment.')).toBeVisible();
});

testScreensAccessibility([
  ['/classes/markets', 'Markets'],
  ['/classes/markets/DE/edit', 'Germany (DE)'],
]);
