// The Partners screen (/partners), against the real server with the demo partners.
import { expectNoSeriousA11yViolations, testScreensAccessibility } from './support/a11y';
import { expect, signIn, test, users } from './support/fixtures';
import { rows } from './support/list';

testScreensAccessibility([['/partners', 'Partners']]);

test('filters partners by a country picked by name, and counts one partner in words', async ({ page }) => {
  await signIn(page, users.finance, '/partners');
  const country = page.getByRole('textbox', { name: 'Country', exact: true });
  await country.focus();
  await page.keyboard.press('Enter');
  // Typed as a person would: the country's name finds it.
  await page.keyboard.type('Germany');
  await page.getByRole('option', { name: 'DE — Germany' }).click();
  await expect(page).toHaveURL(/countryCode=DE/);
  await expect(rows(page).first()).toContainText('Germany');
  for (const text of await rows(page).allTextContents()) expect(text).toContain('Germany');
  // The chosen country's text ends before its clear button (×), never under it.
  const picked = page.locator('.filter-field .p-dropdown-clearable').first();
  const textRight = await picked
    .locator('.p-dropdown-label')
    .evaluate((el) => el.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(el).paddingRight));
  const clearLeft = await picked.locator('.p-dropdown-clear-icon').evaluate((el) => el.getBoundingClientRect().left);
  expect(textRight).toBeLessThanOrEqual(clearLeft);
  await page.screenshot({ path: test.info().outputPath('partners-country.png') });
  await expectNoSeriousA11yViolations(page);

  await page.goto('/partners?countryCode=JP');
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByText('1 partner', { exact: true })).toBeVisible();
});
