// The Accounts screens against the real server with the demo people: the list searched by a fragment of
// an e-mail and by a name, a new account (and a second one with the same e-mail refused beside the
// field), an edit saved, a stale edit meeting the conflict dialog, an unknown admId told on the page,
// /accounts/new and /accounts/force-sync reaching their own screens, not the account page; the account
// actions: block (reason required) and unblock, a pending password reset cancelled, delete confirmed.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, testScreensAccessibility } from './support/a11y';
import { apiGet, apiPost, bearer } from './support/api';
import { expect, signIn, test, users } from './support/fixtures';
import { choose, fieldError } from './support/form';
import { report, rows } from './support/list';
import { uniqueSuffix } from './support/unique';

testScreensAccessibility([
  // 25 rows: the table's structure is the same, and axe reads it in time on a busy machine.
  ['/accounts?pageSize=25', 'Accounts'],
  ['/accounts/new', 'New Account'],
]);

interface Detail {
  admId: string;
  email: string;
  version: number;
}

/** An account of this test's own, made through the API as the person signed in. */
async function newAccount(page: Page, firstName: string, lastName: string): Promise<Detail> {
  const email = `${firstName}.${uniqueSuffix()}@accounts-e2e.example`.toLowerCase();
  const res = await apiPost(page, '/api/accounts', { email, firstName, lastName, countryCode: 'NL' });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Detail;
}

test.describe('accounts list', () => {
  test('finds people by a fragment of their e-mail and by their name, and keeps the search in the address', async ({
    page,
  }) => {
    await signIn(page, users.support, '/accounts');
    const mine = await newAccount(page, 'Ottoline', `Quarrington${uniqueSuffix().slice(-4)}`);
    const fragment = mine.email.slice(3, 18);
    await page.getByLabel('E-mail or name').fill(fragment.toUpperCase());
    await page.getByLabel('E-mail or name').press('Enter');
    await expect(page).toHaveURL(/search=/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(mine.email);
    await expect(report(page)).toHaveText('1–1 of 1');

    // By name, first then last, in any case; the address keeps it, so a reload shows the same rows.
    await page.goto('/accounts?search=ottoline%20quarrington');
    await expect(rows(page).filter({ hasText: mine.email })).toHaveCount(1);
    await page.reload();
    await expect(page.getByLabel('E-mail or name')).toHaveValue('ottoline quarrington');
    await expect(rows(page).filter({ hasText: mine.email })).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('accounts-by-name.png'), fullPage: true });

    // The row opens the account page.
    await rows(page).getByRole('link', { name: mine.email }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${mine.admId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ottoline');
  });

  test('shows blocked people among the others, and only them when asked', async ({ page }) => {
    await signIn(page, users.support, '/accounts');
    await choose(page, 'Status', 'Blocked');
    await expect(page).toHaveURL(/status=blocked/);
    await expect(rows(page).first()).toContainText('Blocked');
    const statuses = await rows(page)
      .locator('td')
      .filter({ hasText: /^(Active|Blocked|Deleted|Merged)$/ })
      .allTextContents();
    expect(new Set(statuses)).toEqual(new Set(['Blocked']));
    await page.screenshot({ path: test.info().outputPath('accounts-blocked.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('new account', () => {
  test('creates an account and opens its page; the same e-mail again is refused beside the field', async ({ page }) => {
    await signIn(page, users.support, '/accounts/new');
    await expect(page.getByRole('heading', { name: 'New Account', level: 1 })).toBeVisible();
    const email = `wilhelmina.${uniqueSuffix()}@accounts-e2e.example`.toLowerCase();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('First name').fill('Wilhelmina');
    await page.getByLabel('Last name').fill('Oyelaran');
    await choose(page, 'Preferred language', 'English');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(`Account ${email} created.`)).toBeVisible();
    await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Wilhelmina Oyelaran', level: 1 })).toBeVisible();
    const admId = page.url().split('/').at(-1) ?? '';

    await page.goto('/accounts/new');
    await page.getByLabel('E-mail', { exact: true }).fill(email.toUpperCase());
    await page.getByLabel('First name').fill('Wil');
    await page.getByLabel('Last name').fill('Again');
    await page.getByRole('button', { name: 'Create account' }).click();
    const field = page.getByLabel('E-mail', { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await fieldError(field)).toContain(`Another account already uses this e-mail (admId ${admId}).`);
    await expect(page).toHaveURL(/\/accounts\/new$/);
    await page.screenshot({ path: test.info().outputPath('account-duplicate-email.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('account page', () => {
  test('saves an edit and shows it after a reload, with the sign-ins and history', async ({ page }) => {
    await signIn(page, users.support, '/accounts');
    const mine = await newAccount(page, 'Bartholomew', 'Achterberg');
    await page.goto(`/accounts/${mine.admId}`);
    await expect(page.getByRole('heading', { name: 'Bartholomew Achterberg', level: 1 })).toBeVisible();
    await page.getByLabel('Last name').fill('Achterberg-Lindqvist');
    await page.getByLabel('Phone').fill('+31 20 555 0199');
    await page.getByRole('button', { name: 'Save account' }).click();
    await expect(page.getByText(`Account ${mine.email} saved.`)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Last name')).toHaveValue('Achterberg-Lindqvist');
    await expect(page.getByLabel('Phone')).toHaveValue('+31 20 555 0199');
    await expect(page.getByRole('heading', { name: 'Recent sign-ins' })).toBeVisible();
    await page.getByRole('button', { name: 'History' }).click();
    await expect(page.locator('.history-panel')).toContainText('Achterberg-Lindqvist');
    await page.screenshot({ path: test.info().outputPath('account-saved.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test("shows a person's recent sign-ins with where they came from", async ({ page }) => {
    await signIn(page, users.support, '/accounts');
    // Demo staff sign in often: the newest of them has a full table.
    const { results } = await apiGet<{ results: { admId: string }[] }>(
      page,
      '/api/accounts?search=eco-training.example&sortBy=lastSignInAt&sortDescending=true',
    );
    await page.goto(`/accounts/${results[0]?.admId}`);
    const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Browser' }) });
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(table.getByRole('row').nth(1)).toContainText(/Signed in|Signed out|Sign-in failed/);
    await page.screenshot({ path: test.info().outputPath('account-sign-ins.png'), fullPage: true });
  });

  test('a stale edit meets the conflict dialog, and a reload brings the other change', async ({ page }) => {
    await signIn(page, users.support, '/accounts');
    const mine = await newAccount(page, 'Cordelia', 'Fairweather');
    await page.goto(`/accounts/${mine.admId}`);
    await expect(page.getByLabel('Last name')).toHaveValue('Fairweather');
    // Someone else saves the account meanwhile.
    const other = await apiPost(page, `/api/accounts/${mine.admId}`, {
      email: mine.email,
      firstName: 'Cordelia',
      lastName: 'Fairweather-Nkemelu',
      version: mine.version,
    });
    expect(other.status()).toBe(200);
    await page.getByLabel('First name').fill('Delia');
    await page.getByRole('button', { name: 'Save account' }).click();
    const conflict = page.getByRole('dialog', { name: 'Someone else changed this' });
    await expect(conflict).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('account-conflict.png') });
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(conflict).toBeHidden();
    await expect(page.getByLabel('Last name')).toHaveValue('Fairweather-Nkemelu');
    await expect(page.getByLabel('First name')).toHaveValue('Cordelia');
  });

  test('an unknown admId is told on the page, with the way back to the list', async ({ page }) => {
    await signIn(page, users.support, '/accounts/00000000-0000-4000-8000-00000000e2e0');
    await expect(page.getByRole('alert')).toContainText(
      'No account has the admId 00000000-0000-4000-8000-00000000e2e0',
    );
    await page.getByRole('link', { name: 'Back to Accounts' }).click();
    await expect(page).toHaveURL(/\/accounts$/);
    await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  });

  test('/accounts/new and /accounts/force-sync reach their own screens, not the account page', async ({ page }) => {
    await signIn(page, users.admin, '/accounts/new');
    await expect(page.getByRole('heading', { name: 'New Account', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await page.goto('/accounts/force-sync');
    await expect(page.getByRole('heading', { name: 'Force Account Sync', level: 1 })).toBeVisible();
    await expect(page.getByText('No account has the admId')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save account' })).toHaveCount(0);
  });
});

test.describe('account actions', () => {
  const toastWith = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });

  test('blocks with a required reason and unblocks, then cancels a pending password reset', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, users.support, '/accounts');
    const { admId, email } = await newAccount(page, 'Ada', 'Actions');
    await page.goto(`/accounts/${admId}`);
    const header = page.locator('.page-header');
    await expect(header.getByRole('button', { name: 'Block' })).toBeEnabled();

    await header.getByRole('button', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block account' });
    await expect(dialog).toContainText(`Block Ada Actions (${email})?`);
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(dialog.getByText('Give a reason.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: 'dialog' });
    await dialog.getByLabel('Reason').fill('Shared the account with a colleague');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(dialog).toBeHidden();
    await expect(toastWith(page, 'is blocked and signed out')).toBeVisible();

    // Blocked: the e-mails are refused, each with its reason beside the button.
    const unblock = header.getByRole('button', { name: 'Unblock' });
    await expect(unblock).toBeVisible();
    // Focus is back where the dialog was opened from: on what took Block's place, not on the page.
    await expect(unblock).toBeFocused();
    const reset = header.getByRole('button', { name: 'Send password reset' });
    await expect(reset).toHaveAttribute('aria-disabled', 'true');
    await expect(reset).toHaveAccessibleDescription('This account is blocked: unblock it first.');
    await expectNoSeriousA11yViolations(page);

    await unblock.click();
    await expect(toastWith(page, 'is unblocked')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Block' })).toBeVisible();

    // A password reset: listed as pending, then cancelled from the panel.
    await header.getByRole('button', { name: 'Send password reset' }).click();
    await expect(toastWith(page, `Password reset e-mail sent to ${email}`)).toBeVisible();
    const panel = page.getByRole('region', { name: 'Pending actions' });
    const row = panel.getByRole('row').filter({ hasText: 'Password reset' });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('Sam Patel');
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: /^Cancel the password reset link/ }).click();
    await expect(toastWith(page, 'Password reset link cancelled')).toBeVisible();
    await expect(row).toContainText('Cancelled by Sam Patel');
    await expect(row.getByRole('button')).toHaveCount(0);
  });

  test('deletes an account after a confirmation naming the person and what it owns; its page is then read only', async ({
    page,
  }) => {
    await signIn(page, users.admin, '/');
    const { admId, email } = await accountOwning(page, 'Dora', 2);
    await page.goto(`/accounts/${admId}`);
    const header = page.locator('.page-header');
    await header.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete account' });
    await expect(confirm).toContainText(`Delete the account of Dora Merge`);
    await expect(confirm).toContainText(`(${email})?`);
    await expect(confirm).toContainText('It owns 2 passcodes. They stay with the deleted account as they are');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'is deleted')).toBeVisible();
    // One notice says why; no action is left and the details cannot be edited.
    await expect(page.getByRole('note').filter({ hasText: 'This account is deleted' })).toHaveCount(1);
    await expect(header.getByRole('button')).toHaveCount(0);
    await expect(page.getByLabel('First name')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save account' })).toHaveCount(0);
  });
});

// Merging two accounts: the holdings panel, the Merge dialog (find the other account, both side by side,
// what moves), the merged banner, and an administrator's undo that gives the source back what it owned.
/** An account of this test's own, owning `passcodes` passcodes. */
async function accountOwning(page: Page, name: string, passcodes: number) {
  const suffix = uniqueSuffix();
  const email = `${name.toLowerCase()}.${suffix.toLowerCase()}@merge.example.com`;
  const created = await apiPost(page, '/api/accounts', { email, firstName: name, lastName: `Merge ${suffix}` });
  expect(created.status(), await created.text()).toBe(201);
  const { admId } = (await created.json()) as { admId: string };
  const { skus } = await apiGet<{ skus: { value: string; isActive: boolean }[] }>(page, '/api/passcodes/lookup-info');
  const sku = skus.find((s) => s.isActive)?.value;
  const generated = await apiPost(page, '/api/passcodes/generate', { sku, quantity: passcodes, suffix });
  expect(generated.status(), await generated.text()).toBe(201);
  for (const code of ((await generated.json()) as { codes: { id: number }[] }).codes) {
    const res = await page.request.put(`/api/passcodes/${code.id}`, {
      headers: { authorization: await bearer(page) },
      data: { version: 1, sku, isActive: true, admId },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { admId, email };
}

const holdings = (page: Page) => page.getByRole('region', { name: 'What this account owns' });

test.describe('merging accounts', () => {
  test('merges two accounts with the preview, then an administrator undoes it', async ({ page }) => {
    await signIn(page, users.admin, '/');
    const source = await accountOwning(page, 'Sam', 2);
    const destination = await accountOwning(page, 'Dana', 1);

    await page.goto(`/accounts/${destination.admId}`);
    await expect(holdings(page)).toContainText('1 Passcodes');
    await page.getByRole('button', { name: 'Merge...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge accounts' });
    // The shared account picker: type, then choose the suggestion with the arrow keys and Enter.
    const other = dialog.getByRole('combobox', { name: 'The other account (e-mail or name)' });
    await other.fill(source.email);
    await expect(dialog.getByRole('option', { name: new RegExp(source.email) })).toBeVisible();
    await other.press('ArrowDown');
    await other.press('Enter');
    await expect(dialog.getByRole('radio', { name: /Keep .* \(this account\)/ })).toBeChecked();
    // Both side by side, and what moves.
    const sides = dialog.getByRole('table', { name: 'The two accounts side by side' });
    await expect(sides).toContainText(source.email);
    await expect(sides).toContainText(destination.email);
    await expect(dialog.getByRole('listitem').filter({ hasText: /^Passcodes: 2 move/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Merge accounts' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: /compared both accounts/ }).check();
    await dialog.getByRole('button', { name: 'Merge accounts' }).click();
    await expect(dialog.getByText('Give a reason.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Signed up twice');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('merge-preview.png') });
    await dialog.getByRole('button', { name: 'Merge accounts' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${source.email} was merged into ${destination.email}.`)).toBeVisible();
    await expect(holdings(page)).toContainText('3 Passcodes');

    // The source's page says where it went; an administrator may undo within 30 days.
    await page.goto(`/accounts/${source.admId}`);
    const banner = page.getByRole('note').filter({ hasText: 'Merged into' });
    await expect(banner).toContainText(destination.email);
    await expect(banner).toContainText('Signed up twice');
    // Closed: no actions, and the details are read only, saying why.
    await expect(page.getByRole('button', { name: 'Merge...' })).toHaveCount(0);
    await expect(page.getByRole('note').filter({ hasText: 'its details are read only' })).toContainText(
      'closed by a merge',
    );
    await expect(page.getByRole('button', { name: 'Save account' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('merged-banner.png'), fullPage: true });
    await banner.getByRole('button', { name: /Undo merge/ }).click();
    const undo = page.getByRole('dialog', { name: 'Undo merge' });
    await undo.getByLabel('Reason').fill('Two different people');
    await undo.getByRole('button', { name: 'Undo merge' }).click();
    await expect(page.getByText('Merge undone')).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(holdings(page)).toContainText('2 Passcodes');
  });
});
