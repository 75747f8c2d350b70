// The Codes area's passcodes (/passcodes), against the real server with the demo codes: generate with an
// Idempotency-Key, find by suffix, exact match or contains, bulk revoke with per-code outcomes, resend
// through the outbox, edit, the area per capability, accessibility. A test that changes codes changes
// only codes of its own suffix.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, testScreensAccessibility } from './support/a11y';
import { apiGet, apiPost } from './support/api';
import { expect, openMenu, PRODUCT, signIn, test, users } from './support/fixtures';
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
  await page.getByRole('dialog', { name: 'Resend passcode' }).getByRole('button', { name: 'Send 1 passcode' }).click();
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
  await expectNoSeriousA11yViolations(system);
  await admin.close();
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
