// The Codes area's passcodes (/passcodes), against the real server with the demo codes: generate with an
// Idempotency-Key, find by suffix, exact match or contains, bulk revoke with per-code outcomes, resend
// through the outbox, edit, the area per capability, accessibility. A test that changes codes changes
// only codes of its own suffix.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, testScreensAccessibility } from './support/a11y';
import { apiGet, apiPost, bearer } from './support/api';
import { expect, openMenu, PRODUCT, signIn, test, users } from './support/fixtures';
import { fieldError } from './support/form';
import { disabledLook, overprinted } from './support/layout';
import { report, rows } from './support/list';
import { uniqueSuffix } from './support/unique';

/** Generates `quantity` active passcodes with `suffix` through the API, as the person signed in. */
async function generatePasscodes(page: Page, suffix: string, quantity: number): Promise<void> {
  const lookup = await apiGet<{ skus: { value: string; isActive: boolean }[] }>(page, '/api/passcodes/lookup-info');
  const sku = lookup.skus.find((s) => s.isActive)?.value;
  const generated = await apiPost(
    page,
    '/api/passcodes/generate',
    { quantity, suffix, sku },
    { 'idempotency-key': randomUUID() },
  );
  expect(generated.status(), await generated.text()).toBe(201);
}

test('generates passcodes once, finds them by suffix, revokes two in bulk and resends one', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const orderEmail = `orders-${suffix.toLowerCase()}@example.org`;
  await signIn(page, users.classesAdmin, '/passcodes/generate');
  await expect(page).toHaveTitle(`Generate Passcodes | ${PRODUCT} Eco`);

  const keys: string[] = [];
  const resendKeys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/passcodes/generate')) {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
    if (request.method() === 'POST' && request.url().endsWith('/api/passcodes/resend')) {
      resendKeys.push(request.headers()['idempotency-key'] ?? '');
    }
  });

  await page.getByLabel('Quantity').fill('5');
  await page.getByLabel('Suffix').fill(suffix);
  await page.getByLabel('SKU', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option').first().click();
  await page.getByLabel('Order number').fill(`SO-${suffix}`);
  await page.getByLabel('Order e-mail').fill(orderEmail);
  // A double click: the button is busy after the first, and a repeat would carry the same key.
  await page.getByRole('button', { name: 'Generate 5 passcodes' }).dblclick();

  const result = page.getByRole('region', { name: '5 passcodes generated' });
  await expect(result).toBeVisible();
  await expect(result.getByRole('list', { name: 'Generated codes' }).getByRole('listitem')).toHaveCount(5);
  for (const code of await result.getByRole('listitem').allTextContents())
    expect(code).toMatch(new RegExp(`-${suffix}$`));
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(keys).size).toBe(1);

  const downloading = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download CSV' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.csv$/);

  await result.getByRole('link', { name: 'Show in the list' }).click();
  await expect(page).toHaveURL(new RegExp(`/passcodes\\?.*suffix=${suffix}`));
  await expect(report(page)).toHaveText('1–5 of 5');

  // Filter by suffix alone, as a person would.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Suffix', { exact: true }).fill(suffix);
  await page.getByLabel('Suffix', { exact: true }).press('Enter');
  await expect(report(page)).toHaveText('1–5 of 5');

  await rows(page).nth(0).getByRole('checkbox').check();
  await rows(page).nth(1).getByRole('checkbox').check();
  const bulk = page.getByRole('region', { name: 'Actions on the selected rows' });
  await expect(bulk).toContainText('2 passcodes selected');
  await bulk.getByRole('button', { name: 'Revoke' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke passcodes' });
  await revoke.getByLabel('Reason').fill('Order cancelled by the partner');
  await revoke.getByRole('button', { name: 'Revoke 2 passcodes' }).click();
  const outcome = page.getByRole('dialog', { name: 'Revoke passcodes: outcome' });
  await expect(page.getByRole('status').filter({ hasText: '2 revoked' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Outcome per code' }).getByRole('row')).toHaveCount(3);
  await outcome.getByRole('button', { name: 'Close' }).first().click();
  await expect(outcome).toBeHidden();
  await expect(rows(page).filter({ hasText: 'Order cancelled by the partner' })).toHaveCount(2);

  const active = rows(page).filter({ hasText: 'Active' }).first();
  const code = (await active.locator('.cell-code').first().textContent())?.trim() ?? '';
  await active.getByRole('checkbox').check();
  await bulk.getByRole('button', { name: 'Resend' }).click();
  const resendDialog = page.getByRole('dialog', { name: 'Resend passcode' });
  await expect(resendDialog).toContainText('one e-mail per address, listing all of its codes');
  await resendDialog.getByRole('button', { name: 'Send 1 passcode' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 sent' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Outcome per code' })).toContainText(`sent to ${orderEmail}`);
  await expect(page.getByRole('table', { name: 'Outcome per code' })).toContainText(code);
  expect(resendKeys).toHaveLength(1);
  expect(resendKeys[0]).toMatch(/^[\w-]{16,}$/);
  await page
    .getByRole('dialog', { name: 'Resend passcodes: outcome' })
    .getByRole('button', { name: 'Close' })
    .first()
    .click();

  // The e-mail waits in the outbox, where a system administrator can read it.
  const admin = await page.context().browser()?.newContext();
  if (!admin) throw new Error('no browser');
  const system = await admin.newPage();
  await signIn(system, users.systemAdmin, `/system?recipient=${encodeURIComponent(orderEmail)}`);
  await expect(rows(system)).toHaveCount(1);
  await rows(system).getByRole('button').first().click();
  const message = system.getByRole('dialog');
  await expect(message).toContainText(orderEmail);
  await expect(message).toContainText('Queued');
  await expect(system).toHaveURL(/message=\d+/);
  await expect(message.locator('iframe[title^="Body of"]')).toBeVisible();
  // The e-mail's HTML is in a sandboxed frame that runs no script (axe cannot enter it): check the text view.
  await message.getByRole('button', { name: 'Text' }).click();
  await expect(message.locator('pre')).toContainText(/passcode/i);
  await message.getByRole('button', { name: 'Close' }).first().click();
  await expect(system.getByText('1 message', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(system);
  await admin.close();
});

/** Generates `quantity` passcodes with `suffix` through the API and returns their codes in id order. */
async function generateCodes(page: Page, suffix: string, quantity: number): Promise<string[]> {
  const lookup = await apiGet<{ skus: { value: string; isActive: boolean }[] }>(page, '/api/passcodes/lookup-info');
  const sku = lookup.skus.find((s) => s.isActive)?.value;
  const body = { quantity, suffix, sku, orderNumber: `SO-${suffix}` };
  const generated = await apiPost(page, '/api/passcodes/generate', body, { 'idempotency-key': randomUUID() });
  expect(generated.status(), await generated.text()).toBe(201);
  return ((await generated.json()) as { codes: { code: string }[] }).codes.map((c) => c.code);
}

/** Filters the list by suffix in the page (no reload: a reload racing a token renewal can lose the session). */
async function filterBySuffix(page: Page, suffix: string): Promise<void> {
  await page.getByLabel('Suffix', { exact: true }).fill(suffix);
  await page.getByLabel('Suffix', { exact: true }).press('Enter');
}

test('selects every passcode matching the filter and revokes them on the server, with progress and outcome', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  await signIn(page, users.classesAdmin, '/passcodes');
  await generateCodes(page, suffix, 2_100);
  const sent: Record<string, unknown>[] = [];
  // Each batch answers a little later than it would, so the bar's progress between batches can be read.
  await page.route('**/api/passcodes/revoke-matching', async (route) => {
    sent.push(route.request().postDataJSON());
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await filterBySuffix(page, suffix);
  await expect(report(page)).toHaveText('1–100 of 2,100');

  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  const bulk = page.getByRole('region', { name: 'Actions on the selected rows' });
  await expect(bulk).toContainText('100 passcodes selected');
  await bulk.getByRole('button', { name: 'Select all 2,100 passcodes matching this filter' }).click();
  await expect(bulk).toContainText('All 2,100 passcodes matching this filter are selected');
  await bulk.getByRole('button', { name: 'Revoke' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke passcodes' });
  await revoke.getByLabel('Reason').fill('Order withdrawn in full');
  await revoke.getByRole('button', { name: 'Revoke 2,100 passcodes' }).click();

  const running = page.getByRole('region', { name: 'Bulk action in progress' });
  // Each batch of 1,000 revokes with an audit event each: on a busy machine a batch may take seconds.
  await expect(running.getByRole('status')).toHaveText(/^Revoked [12],000 of 2,100 passcodes$/, { timeout: 60_000 });
  await page.screenshot({ path: test.info().outputPath('matching-progress.png') });
  const outcome = page.getByRole('dialog', { name: 'Revoke passcodes: outcome' });
  await expect(outcome.locator('.bulk-result__summary')).toHaveText('2,100 revoked.', { timeout: 60_000 });
  await expect(outcome).toContainText('Showing the first 20 revoked.');
  await page.screenshot({ path: test.info().outputPath('matching-outcome.png') });
  // The browser sent the filter, never ids; each batch carried the cursor the previous one answered.
  expect(sent).toHaveLength(3);
  for (const body of sent) {
    expect(body).toMatchObject({ filter: { suffix }, reason: 'Order withdrawn in full' });
    expect(body).not.toHaveProperty('ids');
  }
  expect(sent[1]).toMatchObject({ afterId: expect.any(Number), upToId: expect.any(Number) });
  await outcome.getByRole('button', { name: 'Close' }).first().click();

  await expect(rows(page).filter({ hasText: 'Order withdrawn in full' })).toHaveCount(100);
  await expect(rows(page).filter({ hasText: 'Revoked' })).toHaveCount(100);
  const left = await apiGet<{ totalRowCount: number }>(page, `/api/passcodes?suffix=${suffix}&isRevoked=false`);
  expect(left.totalRowCount).toBe(0);
});

test('keeps ticked passcodes across pages, and the bar says how many', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  await signIn(page, users.classesAdmin, '/passcodes');
  await generateCodes(page, suffix, 120);
  await filterBySuffix(page, suffix);
  await expect(report(page)).toHaveText('1–100 of 120');
  await rows(page).nth(0).getByRole('checkbox').check();
  await rows(page).nth(1).getByRole('checkbox').check();
  const firstTwo = await rows(page).locator('a.cell-code').allTextContents();

  await page.getByRole('button', { name: 'Next Page' }).click();
  await expect(report(page)).toHaveText('101–120 of 120');
  // The report follows the address before the second page's rows arrive, and ticking the first row
  // meanwhile would tick page 1's first row again (already ticked, so nothing): tick once they show.
  await expect(rows(page).first().locator('a.cell-code')).not.toHaveText(firstTwo[0] ?? '');
  await rows(page).nth(0).getByRole('checkbox').check();
  const bulk = page.getByRole('region', { name: 'Actions on the selected rows' });
  await expect(bulk).toContainText('3 passcodes selected (2 on other pages)');

  await page.getByRole('button', { name: 'Previous Page' }).click();
  await expect(report(page)).toHaveText('1–100 of 120');
  await expect(rows(page).nth(0).getByRole('checkbox')).toBeChecked();
  await expect(rows(page).nth(1).getByRole('checkbox')).toBeChecked();
  await expect(rows(page).nth(2).getByRole('checkbox')).not.toBeChecked();
  expect((await rows(page).locator('a.cell-code').allTextContents()).slice(0, 2)).toEqual(firstTwo.slice(0, 2));
  await expect(bulk).toContainText('3 passcodes selected (1 on other pages)');

  // Another filter starts again with nothing selected.
  await page.getByLabel('Suffix', { exact: true }).fill(`${suffix}X`);
  await page.getByLabel('Suffix', { exact: true }).press('Enter');
  await expect(bulk).toBeHidden();
});

test('sorts passcodes by Created, newest first by default', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  await signIn(page, users.classesAdmin, '/passcodes');
  const codes = await generateCodes(page, suffix, 5);
  await filterBySuffix(page, suffix);
  await expect(report(page)).toHaveText('1–5 of 5');
  await expect(rows(page).locator('a.cell-code')).toHaveText([...codes].reverse());
  const created = page.getByRole('columnheader', { name: 'Created' });
  await expect(created).toHaveAttribute('aria-sort', 'descending');
  await created.click();
  await expect(page).toHaveURL(/sortDescending=false/);
  await expect(created).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).locator('a.cell-code')).toHaveText(codes);
  await page.reload();
  await expect(rows(page).locator('a.cell-code')).toHaveText(codes);
});

test('hides a column from the Columns menu, and it stays hidden after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, users.classesAdmin, '/passcodes');
  const table = page.getByRole('table', { name: 'passcodes' });
  await expect(table.getByRole('columnheader', { name: 'SKU' })).toBeVisible();
  await page.getByText('Columns', { exact: true }).click();
  await page.getByRole('group', { name: 'Columns shown' }).getByRole('checkbox', { name: 'SKU' }).uncheck();
  await expect(table.getByRole('columnheader', { name: 'SKU' })).toBeHidden();
  await expect(table.getByRole('columnheader', { name: 'Passcode' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('columns.png') });
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Passcode' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'SKU' })).toBeHidden();
  await expect(page.getByText('Columns (1 hidden)')).toBeVisible();
  await page.getByText('Columns', { exact: false }).first().click();
  await page.getByRole('group', { name: 'Columns shown' }).getByRole('checkbox', { name: 'SKU' }).check();
  await expect(table.getByRole('columnheader', { name: 'SKU' })).toBeVisible();
});

test('saves the current filter under a name, and applies it after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const name = `Not revoked ${suffix}`;
  await signIn(page, users.classesAdmin, `/passcodes?suffix=${suffix}&isRevoked=false&exactMatch=false`);
  await page.getByRole('button', { name: 'Save filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save filter' });
  await dialog.getByLabel('Name').fill(name);
  await page.screenshot({ path: test.info().outputPath('save-filter.png') });
  await dialog.getByRole('button', { name: 'Save filter' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/passcodes');
  await page.reload();
  await expect(page.getByLabel('Suffix', { exact: true })).toHaveValue('');
  await page.getByLabel('Saved filters', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(new RegExp(`suffix=${suffix}`));
  await expect(page).toHaveURL(/isRevoked=false/);
  await expect(page).toHaveURL(/exactMatch=false/);
  await expect(page.getByLabel('Suffix', { exact: true })).toHaveValue(suffix);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Delete saved filter ${name}` }).click();
  await expect(page.getByRole('button', { name: `Delete saved filter ${name}` })).toBeHidden();
  await page.getByLabel('Saved filters', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name })).toHaveCount(0);
});

test('matches text exactly by default, and as contains when asked', async ({ page }) => {
  await signIn(page, users.classesAdmin, '/passcodes?suffix=UN');
  await expect(report(page)).toHaveText('No rows');
  await page.getByLabel('Exact match').uncheck();
  await expect(page).toHaveURL(/exactMatch=false/);
  await expect(report(page)).toHaveText(/^1–\d+ of \d+/);
  await expect(rows(page).first().locator('.cell-code').first()).toContainText('UN');
  await page.reload();
  await expect(page.getByLabel('Exact match')).not.toBeChecked();
  await expect(page.getByLabel('Suffix', { exact: true })).toHaveValue('UN');
});

test('edits a passcode', async ({ page }) => {
  // Codes of its own suffix, made through the API: no other test changes or counts them.
  const suffix = uniqueSuffix();
  await signIn(page, users.classesAdmin, '/passcodes');
  await generatePasscodes(page, suffix, 2);
  await page.goto(`/passcodes?suffix=${suffix}&isRevoked=false&isActive=true`);
  await rows(page).first().getByRole('link').click();
  await expect(page).toHaveTitle(`Edit Passcode | ${PRODUCT} Eco`);
  // The address and title change as a navigation starts; the list, whose filters have an 'Order number'
  // too, stays on screen until the form has loaded (and the form until the list has).
  const save = page.getByRole('button', { name: 'Save passcode' });
  await expect(save).toBeVisible();
  const order = `SO-E2E-${Date.now()}`;
  await page.getByLabel('Order number').fill(order);
  await save.click();
  await expect(page.getByText(/Passcode .* saved\./)).toBeVisible();
  await expect(page).toHaveURL(/\/passcodes\?/);
  await expect(save).toBeHidden();
  await page.getByLabel('Order number').fill(order);
  await page.getByLabel('Order number').press('Enter');
  await expect(report(page)).toHaveText('1–1 of 1');
});

test('shows the Codes area per capability', async ({ page }) => {
  // Finance may look codes up, not generate or change them.
  await signIn(page, users.finance, '/');
  const drawer = await openMenu(page);
  await drawer.getByRole('link', { name: 'Codes' }).click();
  await expect(page).toHaveURL(/\/passcodes$/);
  await expect(page.getByRole('navigation', { name: 'Area sections' }).getByRole('link')).toHaveText([
    'Passcodes',
    'Enrollment Codes',
  ]);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Generate passcodes' })).toBeHidden();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.goto('/passcodes/generate');
  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
});

testScreensAccessibility([
  ['/passcodes?pageSize=25', 'Passcodes'],
  ['/passcodes/generate', 'Generate Passcodes'],
  ['/passcodes/1/edit', 'Edit Passcode'],
]);

test('the bulk edit dialog has no serious accessibility problems', async ({ page }) => {
  await signIn(page, users.admin, '/passcodes?pageSize=25');
  await rows(page).nth(0).getByRole('checkbox').check();
  await page
    .getByRole('region', { name: 'Actions on the selected rows' })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit 1 passcode' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('shows 10,000 generated codes with a 16-character suffix legibly: nothing overprinted or cut', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = `${uniqueSuffix()}XYZ`.slice(0, 16);
  expect(suffix).toHaveLength(16);
  await signIn(page, users.classesAdmin, '/passcodes/generate');
  const quantity = page.getByLabel('Quantity');
  // Out of bounds is said beside the field and kept as typed, never clamped.
  await quantity.fill('20000');
  await quantity.blur();
  await expect(quantity).toHaveValue('20000');
  expect(await fieldError(quantity)).toContain('At most 10,000');
  await expect(page.getByRole('button', { name: 'Generate 20,000 passcodes' })).toBeVisible();
  await quantity.fill('0');
  await quantity.blur();
  await expect(quantity).toHaveValue('0');
  expect(await fieldError(quantity)).toContain('At least 1');

  await quantity.fill('10000');
  await page.getByLabel('Suffix').fill(suffix);
  await page.getByLabel('SKU', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option').first().click();
  // The answer is held a moment so the busy button can be read.
  await page.route('**/api/passcodes/generate', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Generate 10,000 passcodes' }).click();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();

  const result = page.getByRole('region', { name: '10,000 passcodes generated' });
  const list = result.getByRole('list', { name: 'Generated codes' });
  // Making 10,000 codes takes the server a few seconds, more on a busy machine.
  await expect(list).toBeVisible({ timeout: 60_000 });
  await expect(list.locator('li')).toHaveCount(10_000);
  await expect(list.locator('li').last()).toContainText('10000.');
  const layout = await overprinted(list, '.generated__number, .cell-code');
  expect(layout.count).toBe(20_000);
  expect(layout.overlaps, 'codes or numbers printed over each other').toEqual([]);
  expect(layout.cut, 'codes or numbers cut off').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('generated-10k.png') });
  await list.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await page.screenshot({ path: test.info().outputPath('generated-10k-end.png') });
  // Axe over 20,000 list nodes takes minutes on a busy machine; the same list of 40 codes is checked in
  // enrollment-codes.spec.ts, and here the rest of the screen.
  await expectNoSeriousA11yViolations(page, { exclude: ['.generated__codes'] });
});

test('offers no Resend on a revoked passcode, and says why without a mouse', async ({ page }) => {
  const suffix = uniqueSuffix();
  await signIn(page, users.classesAdmin, '/passcodes');
  const lookup = await apiGet<{ skus: { value: string; isActive: boolean }[] }>(page, '/api/passcodes/lookup-info');
  const sku = lookup.skus.find((s) => s.isActive)?.value;
  const generated = await apiPost(
    page,
    '/api/passcodes/generate',
    { quantity: 1, suffix, sku, orderEmail: `orders-${suffix.toLowerCase()}@example.org` },
    { 'idempotency-key': randomUUID() },
  );
  const [code] = ((await generated.json()) as { codes: { id: number }[] }).codes;
  const revoked = await apiPost(page, `/api/passcodes/${code?.id}/revoke`, { reason: 'Refunded' });
  expect(revoked.status(), await revoked.text()).toBeLessThan(300);

  await page.goto(`/passcodes/${code?.id}/edit`);
  const resend = page.getByRole('button', { name: 'Resend' });
  await expect(resend).toHaveAttribute('aria-disabled', 'true');
  await expect(resend).toHaveAccessibleDescription('Revoked: reinstate it before sending it');
  await expect(page.getByText('Revoked: reinstate it before sending it')).toBeVisible();
  const look = await disabledLook(resend);
  expect(look.cursor).toBe('not-allowed');
  expect(look.opacity).toBeLessThan(1);
  // Focusable, so its reason is read; but neither a key nor a click opens the dialog.
  await resend.focus();
  await page.keyboard.press('Enter');
  await resend.click({ force: true });
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('passcode-revoked-resend.png') });
  await expectNoSeriousA11yViolations(page);
});

test('shows a passcode’s history: its generation, an edit and the e-mail a resend queued', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  await signIn(page, users.admin, '/passcodes');
  await generatePasscodes(page, suffix, 1);
  const [code] = (await apiGet<{ results: { id: number }[] }>(page, `/api/passcodes?suffix=${suffix}`)).results;
  if (!code) throw new Error('no passcode generated');

  const current = await apiGet<Record<string, unknown>>(page, `/api/passcodes/${code.id}`);
  const edited = await page.request.put(`/api/passcodes/${code.id}`, {
    headers: { authorization: await bearer(page) },
    data: { version: current.version, sku: current.sku, isActive: true, orderNumber: `SO-${suffix}` },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const resent = await apiPost(
    page,
    '/api/passcodes/resend',
    { ids: [code.id], emailOverride: 'history@example.org' },
    { 'idempotency-key': randomUUID() },
  );
  expect(resent.status(), await resent.text()).toBe(200);

  await page.goto(`/passcodes/${code.id}/edit`);
  await page.getByRole('button', { name: 'History' }).click();
  const events = page.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(events).toHaveCount(3);
  await expect(events.nth(0)).toContainText('E-mailed by Alex Morgan');
  const order = events.nth(1).locator('.history-change', { hasText: 'Order number' });
  await expect(events.nth(1)).toContainText('Edited by Alex Morgan');
  await expect(order.locator('.history-change__old')).toHaveText('from (empty)');
  await expect(order.locator('.history-change__new')).toHaveText(`to SO-${suffix}`);
  await expect(events.nth(2)).toContainText('Generated by Alex Morgan');
  await expect(events.nth(2)).toContainText(suffix);
  await page.screenshot({ path: test.info().outputPath('passcode-history.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  // The e-mail the resend queued opens in the outbox.
  await events.nth(0).getByRole('link', { name: 'E-mail to history@example.org' }).click();
  await expect(page).toHaveURL(/\/system\?message=\d+/);
  await expect(page.getByRole('dialog')).toContainText('history@example.org');
});

test('lets finance open a passcode read only: its values, nothing to change, and its history', async ({ page }) => {
  await signIn(page, users.finance, '/passcodes');
  const link = rows(page)
    .first()
    .getByRole('link', { name: /^View passcode / });
  const code = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passcode', exact: true })).toBeVisible();
  await expect(page.getByText(`Read only: you may view this passcode ${code} but not change it.`)).toBeVisible();
  await expect(page.getByLabel('Order number')).toBeDisabled();
  await expect(page.getByLabel('Student e-mail')).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Active' })).toBeDisabled();
  for (const action of ['Save passcode', 'Revoke', 'Reinstate', 'Resend']) {
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('passcode-read-only.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
