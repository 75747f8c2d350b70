// The Codes area's enrollment codes (/enrollment-codes), against the real server with the demo codes:
// generate for an online course, what a redeemed code is tied to before revoking it, accessibility.
import { expectNoSeriousA11yViolations, testScreensAccessibility } from './support/a11y';
import { expect, signIn, test, users } from './support/fixtures';
import { report, rows } from './support/list';
import { uniqueSuffix } from './support/unique';

test('names what a redeemed enrollment code is tied to before revoking it', async ({ page }) => {
  await signIn(page, users.classesAdmin, '/enrollment-codes?isRedeemed=true&isRevoked=false');
  await rows(page).first().getByRole('checkbox').check();
  await page
    .getByRole('region', { name: 'Actions on the selected rows' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Revoke enrollment code' });
  await expect(dialog).toContainText('already redeemed');
  await expect(dialog).toContainText(/self-paced enrollment \d+/);
  await expect(dialog.getByLabel(/Revoke the redeemed codes too/)).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('generates enrollment codes for an online course', async ({ page }) => {
  const suffix = uniqueSuffix();
  await signIn(page, users.classesAdmin, '/enrollment-codes/generate');
  await page.getByRole('button', { name: 'Generate 1 enrollment code' }).click();
  await expect(page.getByLabel('Online course', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Quantity').fill('3');
  await page.getByLabel('Suffix').fill(suffix);
  await page.getByLabel('Online course', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Generate 3 enrollment codes' }).click();
  await expect(page.getByRole('region', { name: '3 enrollment codes generated' })).toBeVisible();
  await page.getByRole('link', { name: 'Show in the list' }).click();
  await expect(report(page)).toHaveText('1–3 of 3');
});

testScreensAccessibility([
  ['/enrollment-codes?pageSize=25', 'Enrollment Codes'],
  ['/enrollment-codes/generate', 'Generate Enrollment Codes'],
]);
