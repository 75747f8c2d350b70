// The Products screens (/classes/products), against the real server with the demo catalogue.
import { expectNoSeriousA11yViolations, testScreensAccessibility } from './support/a11y';
import { expect, signIn, test, users } from './support/fixtures';
import { fieldError } from './support/form';
import { rows } from './support/list';

testScreensAccessibility([
  ['/classes/products', 'Products'],
  ['/classes/products/new', 'New Product'],
  ['/classes/products/1/edit', 'Edit Product'],
]);

test('a new product flags every wrong field in one pass: SKU, name, course and price', async ({ page }) => {
  await signIn(page, users.classesAdmin, '/classes/products/new');
  await page.getByLabel('SKU', { exact: true }).fill('not a sku');
  await page.getByRole('button', { name: 'Create product' }).click();
  const sku = page.getByLabel('SKU', { exact: true });
  const course = page.getByLabel('Course', { exact: true });
  const amount = page.getByLabel('Price amount');
  for (const field of [sku, page.getByLabel('Name', { exact: true }), course, amount]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  expect(await fieldError(course)).toContain('A class seat names its course.');
  expect(await fieldError(amount)).toContain('Enter a price');
  await expect(amount).toHaveValue('');
  await page.screenshot({ path: test.info().outputPath('product-all-errors.png') });
  await expectNoSeriousA11yViolations(page);
});

test('sorts products by price within each currency, never across currencies', async ({ page }) => {
  await signIn(page, users.classesAdmin, '/classes/products?pageSize=100');
  await page.getByRole('columnheader', { name: 'Price' }).click();
  await expect(page).toHaveURL(/sortBy=price/);
  const currencies = () => rows(page).locator('td:nth-child(6)').allTextContents();
  await expect
    .poll(async () => {
      const shown = await currencies();
      return new Set(shown).size > 1 && shown.join() === [...shown].sort().join();
    })
    .toBe(true);
});
