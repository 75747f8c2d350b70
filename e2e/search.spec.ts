// Go to (Ctrl+K or /), against the real server: find a record from anywhere by what staff type and land
// on its screen, with the keyboard alone; a person who may only view lands on the list filtered on it.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiGet, apiPost } from './support/api';
import { expect, signIn, test, users } from './support/fixtures';
import { uniqueSuffix } from './support/unique';

interface PasscodePage {
  results: { id: number; code: string; orderNumber: string | null }[];
}

const goTo = (page: Page) => page.getByRole('dialog', { name: 'Go to' });
const box = (page: Page) => goTo(page).getByRole('combobox');

test('Ctrl+K finds a passcode of the demo data by its code; Enter opens its page', async ({ page }) => {
  await signIn(page, users.admin, '/classes/courses');
  const [passcode] = (await apiGet<PasscodePage>(page, '/api/passcodes?pageSize=1')).results;
  if (!passcode) throw new Error('no demo passcode');

  await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(goTo(page)).toBeVisible();
  await expect(box(page)).toBeFocused();
  await page.keyboard.type(passcode.code.toLowerCase());
  const option = goTo(page).getByRole('option', { name: new RegExp(passcode.code) });
  await expect(option).toBeVisible();
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(goTo(page).getByRole('group', { name: 'Passcodes' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: 'dialog.go-to' });
  await page.screenshot({ path: test.info().outputPath('goto-search-passcode.png') });

  await page.keyboard.press('Enter');
  await expect(goTo(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/passcodes/${passcode.id}/edit$`));
  await expect(page.getByRole('heading', { name: 'Passcode', exact: true })).toBeVisible();
  await expect(page.getByText(passcode.code).first()).toBeVisible();

  // Opened before, it is offered again before anything is typed.
  await page.keyboard.press('Control+k');
  await expect(goTo(page).getByRole('group', { name: 'Recent' })).toBeVisible();
  await expect(goTo(page).getByRole('option', { name: new RegExp(passcode.code) })).toBeVisible();
});

test('/ opens Go to outside fields only; Escape closes it and gives focus back', async ({ page }) => {
  await signIn(page, users.admin, '/passcodes');
  const filter = page.getByRole('textbox', { name: 'Passcode', exact: true });
  await filter.fill('');
  await filter.press('/');
  await expect(filter).toHaveValue('/');
  await expect(goTo(page)).toBeHidden();

  const opener = page.getByRole('button', { name: /Go to/ });
  await expect(opener).toHaveAttribute('aria-keyshortcuts', 'Control+K /');
  await opener.focus();
  await page.keyboard.press('/');
  await expect(goTo(page)).toBeVisible();
  await expect(box(page)).toBeFocused();
  await page.keyboard.type('x');
  await expect(goTo(page).getByRole('status')).toHaveText('Type at least 2 characters.');
  await page.keyboard.press('Escape');
  await expect(goTo(page)).toBeHidden();
  await expect(opener).toBeFocused();
});

test('keyboard only: arrows move through the results, wrapping round, and Enter opens the chosen one', async ({
  page,
}) => {
  await signIn(page, users.admin, '/');
  // Three passcodes of an order of this test's own, found by the order's e-mail.
  const suffix = uniqueSuffix();
  const orderEmail = `go-to-${suffix.toLowerCase()}@example.org`;
  const lookup = await apiGet<{ skus: { value: string; isActive: boolean }[] }>(page, '/api/passcodes/lookup-info');
  const sku = lookup.skus.find((s) => s.isActive)?.value;
  const generated = await apiPost(
    page,
    '/api/passcodes/generate',
    { quantity: 3, suffix, sku, orderEmail, orderNumber: suffix },
    { 'idempotency-key': randomUUID() },
  );
  expect(generated.status(), await generated.text()).toBe(201);

  await page.keyboard.press('/');
  await expect(box(page)).toBeFocused();
  await page.keyboard.type(orderEmail);
  const options = goTo(page).getByRole('group', { name: 'Passcodes' }).getByRole('option');
  await expect(options).toHaveCount(3);
  const active = goTo(page).locator('[role="option"][aria-selected="true"]');
  await expect(active).toHaveCount(1);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
  const code = ((await options.nth(1).locator('.go-to__label').textContent()) ?? '').trim();
  expect(code).toContain(suffix);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/passcodes\/\d+\/edit$/);
  await expect(page.getByText(code).first()).toBeVisible();
});

test('a person who may view codes and partners only finds and opens them, but finds no courses', async ({ page }) => {
  await signIn(page, users.finance, '/');
  const [passcode] = (await apiGet<PasscodePage>(page, '/api/passcodes?pageSize=1')).results;
  if (!passcode) throw new Error('no demo passcode');
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
  await page.keyboard.type('scrum');
  // Partners named for Scrum, which finance views; not the courses, which it does not.
  await expect(goTo(page).getByRole('group', { name: 'Partners' })).toBeVisible();
  await expect(goTo(page).getByRole('group', { name: 'Courses' })).toHaveCount(0);
  await box(page).fill(passcode.code);
  await expect(goTo(page).getByRole('option', { name: new RegExp(passcode.code) })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/passcodes/${passcode.id}/edit$`));
  await expect(page.getByText(passcode.code).first()).toBeVisible();
});

test('keeps every key typed right after Ctrl+K, and opens an invoice by its number', async ({ page }) => {
  await signIn(page, users.admin, '/classes/courses');
  const [invoice] = (
    await apiGet<{ results: { id: number; number: string | null }[] }>(page, '/api/invoices?pageSize=100')
  ).results.filter((i) => i.number);
  if (!invoice?.number) throw new Error('no numbered demo invoice');
  await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();

  // No pause between the shortcut and the keys: they arrive before the box can have focus.
  await page.keyboard.press('Control+k');
  await page.keyboard.type(invoice.number.toLowerCase());
  await expect(box(page)).toHaveValue(invoice.number.toLowerCase());
  const option = goTo(page).getByRole('option', { name: new RegExp(invoice.number) });
  await expect(option).toBeVisible();
  await expect(goTo(page).getByRole('group', { name: 'Invoices' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/invoices/${invoice.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(invoice.number);
});
