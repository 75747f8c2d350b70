// The Markets screens (/classes/markets), against the real server with the demo catalogue: edit a
// market (Germany is this spec's: no other test changes it), and a license delete the catalogue refuses.
import { testScreensAccessibility } from './support/a11y';
import { expect, signIn, test, users } from './support/fixtures';

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

testScreensAccessibility([
  ['/classes/markets', 'Markets'],
  ['/classes/markets/DE/edit', 'Germany (DE)'],
]);
