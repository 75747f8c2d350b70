// Merging two accounts in the console, against the real server: the holdings panel, the Merge dialog
// (find the other account, both side by side, what moves), the merged banner, and an administrator's
// undo that gives the source back what it owned.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiGet, apiPost, bearer } from './support/api';
import { expect, signIn, test, users } from './support/fixtures';
import { uniqueSuffix } from './support/unique';

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
    await dialog.getByLabel('The other account (e-mail or name)').fill(source.email);
    await dialog.getByRole('radio', { name: new RegExp(source.email) }).check();
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
    await expect(page.getByRole('button', { name: 'Merge...' })).toBeDisabled();
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
