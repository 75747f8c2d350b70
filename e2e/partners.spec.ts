// The Partners screen (/partners), against the real server with the demo partners, and a partner's
// billing identity on its billing page: edited with field errors from the form and the server, a
// version conflict that keeps what was typed, its history, read only without canUpdatePartners.
import {
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  NARROW_WIDTH,
  testScreensAccessibility,
} from './support/a11y';
import { apiGet, bearer } from './support/api';
import { expect, signIn, test, users } from './support/fixtures';
import { fieldError } from './support/form';
import { rows } from './support/list';
import { uniqueSuffix } from './support/unique';

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
  // Retried until the filtered page has replaced the whole list (its first row may be German already).
  await expect(rows(page).filter({ hasNotText: 'Germany' })).toHaveCount(0);
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

// Cape Agile has no billing identity in the demo, and no other spec reads it: this test owns it.
const CAPE = 'Cape Agile (Pty) Ltd';

test('edits a partner’s billing identity on its billing page and sees the change in its history', async ({ page }) => {
  const suffix = uniqueSuffix();
  await signIn(page, users.finance, '/partners?search=Cape Agile');
  await page.getByRole('button', { name: CAPE }).click();
  await page.getByRole('dialog', { name: CAPE }).getByRole('link', { name: 'Billing and statement' }).click();
  const identity = page.getByRole('region', { name: 'Billing identity' });
  await expect(identity).toBeVisible();

  await identity.getByRole('button', { name: 'Edit billing identity' }).click();
  const dialog = page.getByRole('dialog', { name: `Billing identity: ${CAPE}` });
  const street = dialog.getByLabel('Address line 1', { exact: true });
  const city = dialog.getByLabel('City', { exact: true });
  const vat = dialog.getByLabel('VAT number', { exact: true });
  const taxId = dialog.getByLabel('Other tax id', { exact: true });
  await street.fill(`${suffix} Bree Street`);
  await vat.fill('za 4123 456 789');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The form's own check: an address needs its city.
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  expect(await fieldError(city)).toContain('Enter the city of the address');
  await city.fill('Cape Town');
  await dialog.getByLabel('Postal code', { exact: true }).fill('8001');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The server's check: ZA is not a European VAT prefix (400 beside the field), nothing typed is lost.
  await expect(vat).toHaveAttribute('aria-invalid', 'true');
  expect(await fieldError(vat)).toContain('Other tax id');
  await expect(street).toHaveValue(`${suffix} Bree Street`);
  await page.screenshot({ path: test.info().outputPath('partner-billing-identity-errors.png') });
  await expectNoSeriousA11yViolations(page, { include: 'dialog' });
  await vat.fill('');
  await taxId.fill('VAT 4123456789');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Billing identity of ${CAPE} saved.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(identity).toContainText(`${suffix} Bree Street`);
  await expect(identity).toContainText('8001 Cape Town');
  await expect(identity).toContainText('South Africa');
  await expect(identity).toContainText('VAT 4123456789');

  await identity.getByRole('button', { name: 'History' }).click();
  const edit = identity.locator('.history-event').first();
  await expect(edit).toContainText('Address line 1');
  await expect(edit).toContainText(`${suffix} Bree Street`);
  await expect(edit).toContainText('Other tax id');
  await page.screenshot({ path: test.info().outputPath('partner-billing-identity.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // Someone else saves while the dialog is open: the save is refused (409) and what was typed stays.
  await identity.getByRole('button', { name: 'Edit billing identity' }).click();
  await dialog.getByLabel('Region', { exact: true }).fill('Western Cape');
  const id = Number(/partners\/(\d+)\/billing/.exec(page.url())?.[1]);
  const current = await apiGet<Record<string, unknown>>(page, `/api/partners/${id}`);
  const other = await page.request.put(`/api/partners/${id}`, {
    headers: { authorization: await bearer(page) },
    data: { countryCode: 'ZA', addressLine1: `${suffix} Long Street`, city: 'Cape Town', version: current.version },
  });
  expect(other.status()).toBe(200);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('changed');
  await expect(dialog.getByLabel('Region', { exact: true })).toHaveValue('Western Cape');
  await dialog.getByRole('button', { name: 'Reload it' }).click();
  await expect(street).toHaveValue(`${suffix} Long Street`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('shows the billing identity read only to whoever may view partners but not change them', async ({ page }) => {
  await signIn(page, users.classesAdmin, '/partners?search=Agile Academy');
  // The partner's details on the list name its billing address and VAT number too.
  await page.getByRole('button', { name: 'Agile Academy GmbH' }).click();
  const details = page.getByRole('dialog', { name: 'Agile Academy GmbH' });
  await expect(details).toContainText('Agile Academy Beratung und Training GmbH');
  await expect(details).toContainText('Friedrichstraße 123');
  await expect(details).toContainText('10117 Berlin');
  await expect(details).toContainText('DE814720354');
  await details.screenshot({ path: test.info().outputPath('partner-details.png') });
  await details.getByRole('link', { name: 'Billing and statement' }).click();
  const identity = page.getByRole('region', { name: 'Billing identity' });
  await expect(identity).toContainText('Agile Academy Beratung und Training GmbH');
  await expect(identity).toContainText('DE814720354');
  await expect(identity.getByRole('button', { name: 'Edit billing identity' })).toHaveCount(0);
  // On a phone the identity fits the screen's width.
  await page.setViewportSize({ width: NARROW_WIDTH, height: 800 });
  await expect(identity).toContainText('Friedrichstraße 123');
  await expectNoSidewaysScroll(page);
  await identity.screenshot({ path: test.info().outputPath('partner-billing-identity-narrow.png') });
});

test('ticks every unbilled row shown at once from the header, half-ticked when only some are', async ({ page }) => {
  await signIn(page, users.finance, '/');
  const { partners } = await apiGet<{ partners: { id: number; name: string }[] }>(page, '/api/invoices/lookup-info');
  const liberty = partners.find((p) => p.name === 'Liberty Scrum Partners LLC');
  if (!liberty) throw new Error('no demo partner Liberty Scrum Partners LLC');
  const range = 'startDate=2000-01-01&endDate=2099-12-31';
  const { rows: all } = await apiGet<{
    rows: { invoice: unknown; unitPrice: number | null; currency: string | null }[];
  }>(page, `/api/partners/${liberty.id}/billing?${range}`);
  const tickable = all.filter((r) => !r.invoice && r.unitPrice !== null);
  const euros = tickable.filter((r) => r.currency === 'EUR').length;
  // The demo partner has unbilled rows in euros and dollars.
  expect(euros).toBeGreaterThan(1);
  expect(tickable.length).toBeGreaterThan(euros);

  await page.goto(`/partners/${liberty.id}/billing?${range}`);
  const unbilled = page.getByRole('region', { name: 'Not billed yet' });
  const boxes = unbilled.locator('tbody input[type=checkbox]:not([disabled])');
  const everyRow = unbilled.getByRole('checkbox', { name: `Invoice all ${tickable.length} unbilled rows shown` });
  await expect(everyRow).not.toBeChecked();
  await everyRow.check();
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  // Rows of two currencies: the screen says an invoice is in one before the server would refuse it.
  const create = page.getByRole('button', { name: `Create draft invoice (${tickable.length})` });
  await expect(create).toBeDisabled();
  await expect(unbilled.getByRole('status')).toContainText('The rows ticked are in EUR and USD');
  await page.screenshot({ path: test.info().outputPath('partner-billing-all-ticked.png'), fullPage: true });
  await unbilled.getByRole('button', { name: `Keep only the EUR rows (${euros})` }).click();
  await expect(page.getByRole('button', { name: `Create draft invoice (${euros})` })).toBeEnabled();
  await expect(unbilled.getByRole('status')).toHaveCount(0);

  // Some rows ticked: the header's box is half-ticked (mixed), and ticking it ticks them all again.
  await expect(everyRow).toHaveJSProperty('indeterminate', true);
  await expectNoSeriousA11yViolations(page);
  await everyRow.click();
  await expect(everyRow).toBeChecked();
  await expect(everyRow).toHaveJSProperty('indeterminate', false);
  // And once more: none ticked, nothing to invoice.
  await everyRow.click();
  await expect(everyRow).not.toBeChecked();
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Create draft invoice', exact: true })).toBeVisible();
});
