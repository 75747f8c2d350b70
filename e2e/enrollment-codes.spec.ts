// The Codes area's enrollment codes (/enrollment-codes), against the real server with the demo codes:
// generate for an online course, what a redeemed code is tied to before revoking it, one code's page with
// its history, accessibility.
import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations, testScreensAccessibility } from './support/a11y';
import { apiGet, apiPost } from './support/api';
import { expect, PRODUCT, signIn, test, users } from './support/fixtures';
import { overprinted } from './support/layout';
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

test('shows generated enrollment codes with a 16-character suffix without overprinting, busy as Generating', async ({
  page,
}) => {
  const suffix = `${uniqueSuffix()}XYZ`.slice(0, 16);
  await signIn(page, users.classesAdmin, '/enrollment-codes/generate');
  await page.getByLabel('Quantity').fill('40');
  await page.getByLabel('Suffix').fill(suffix);
  await page.getByLabel('Online course', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option').first().click();
  await page.route('**/api/enrollment-codes/generate', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Generate 40 enrollment codes' }).click();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  const list = page
    .getByRole('region', { name: '40 enrollment codes generated' })
    .getByRole('list', { name: 'Generated codes' });
  await expect(list.getByRole('listitem')).toHaveCount(40);
  const layout = await overprinted(list, '.generated__number, .cell-code');
  expect(layout.count).toBe(80);
  expect(layout.overlaps, 'codes or numbers printed over each other').toEqual([]);
  expect(layout.cut, 'codes or numbers cut off').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('enrollment-generated.png') });
  await expectNoSeriousA11yViolations(page);
});

testScreensAccessibility([
  ['/enrollment-codes?pageSize=25', 'Enrollment Codes'],
  ['/enrollment-codes/generate', 'Generate Enrollment Codes'],
  ['/enrollment-codes/1', 'Enrollment Code'],
]);

test('opens an enrollment code with its history, and finance reads it too', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  await signIn(page, users.classesAdmin, '/enrollment-codes');
  const lookup = await apiGet<{ onlineCourses: { value: number; isActive: boolean }[] }>(
    page,
    '/api/enrollment-codes/lookup-info',
  );
  const onlineCourseId = lookup.onlineCourses.find((c) => c.isActive)?.value;
  const generated = await apiPost(
    page,
    '/api/enrollment-codes/generate',
    { quantity: 2, suffix, onlineCourseId },
    { 'idempotency-key': randomUUID() },
  );
  expect(generated.status(), await generated.text()).toBe(201);
  const [first] = ((await generated.json()) as { codes: { id: number; code: string }[] }).codes;
  if (!first) throw new Error('no enrollment code generated');
  const revoked = await apiPost(page, `/api/enrollment-codes/${first.id}/revoke`, { reason: 'Refunded' });
  expect(revoked.status(), await revoked.text()).toBe(200);

  await page.goto(`/enrollment-codes?suffix=${suffix}&isRevoked=true`);
  await rows(page)
    .first()
    .getByRole('link', { name: `View enrollment code ${first.code}` })
    .click();
  await expect(page).toHaveTitle(`Enrollment Code | ${PRODUCT} Eco`);
  const facts = page.getByRole('region', { name: 'Enrollment code' });
  await expect(facts).toContainText(first.code);
  await expect(facts).toContainText('Refunded');
  await page.getByRole('button', { name: 'History' }).click();
  const events = page.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(events).toHaveCount(2);
  await expect(events.nth(0)).toContainText('Revoked by Carlos Mendes');
  await expect(events.nth(0).locator('.history-change', { hasText: 'Reason' })).toContainText('Refunded');
  await expect(events.nth(1)).toContainText('Generated by Carlos Mendes');
  await page.screenshot({ path: test.info().outputPath('enrollment-code.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // Finance may view enrollment codes, not change them: the same page, its history included.
  const context = await browser.newContext();
  const finance = await context.newPage();
  await signIn(finance, users.finance, `/enrollment-codes/${first.id}`);
  await expect(finance.getByRole('region', { name: 'Enrollment code' })).toContainText('Refunded');
  await finance.getByRole('button', { name: 'History' }).click();
  await expect(finance.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(2);
  await context.close();
});
