// The System area's outbox (/system), against the real server. Reading a queued e-mail is covered where
// one is sent: passcodes.spec.ts resends a passcode and opens its message here. This spec shows what the
// outbox hides: a code in a message reaches only those who may view that kind of code.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, testScreensAccessibility } from './support/a11y';
import { apiGet, apiPost } from './support/api';
import { expect, signIn, test, users } from './support/fixtures';
import { rows } from './support/list';
import { uniqueSuffix } from './support/unique';

testScreensAccessibility([['/system', 'System']]);

/** Opens the one message to `recipient` in the outbox and shows its text. */
async function openMessage(page: Page, recipient: string) {
  await page.goto(`/system?recipient=${encodeURIComponent(recipient)}`);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByRole('button').first().click();
  const message = page.getByRole('dialog');
  await expect(message).toContainText(recipient);
  await message.getByRole('button', { name: 'Text' }).click();
  return message;
}

test('shows a passcode in an e-mail whole only to staff who may view passcodes', async ({ page, browser }) => {
  // A passcode of this test's own, e-mailed to its order address.
  await signIn(page, users.classesAdmin, '/');
  const suffix = uniqueSuffix();
  const recipient = `${suffix.toLowerCase()}@outbox.example.com`;
  const { skus } = await apiGet<{ skus: { value: string; isActive: boolean }[] }>(page, '/api/passcodes/lookup-info');
  const generated = await apiPost(page, '/api/passcodes/generate', {
    sku: skus.find((s) => s.isActive)?.value,
    quantity: 1,
    suffix,
    orderEmail: recipient,
  });
  expect(generated.status(), await generated.text()).toBe(201);
  const [code] = ((await generated.json()) as { codes: { id: number; code: string }[] }).codes;
  if (!code) throw new Error('no code generated');
  const sent = await apiPost(page, '/api/passcodes/resend', { ids: [code.id] });
  expect(sent.status(), await sent.text()).toBe(200);
  const [first, middle] = code.code.split('-');

  // The system administrator runs the outbox but may not view passcodes: the code arrives masked.
  const system = await (await browser.newContext()).newPage();
  await signIn(system, users.systemAdmin, '/');
  const masked = await openMessage(system, recipient);
  await expect(masked.locator('pre')).toContainText(`${first}-••••-••••-${suffix}`);
  await expect(masked).not.toContainText(`${first}-${middle}`);
  await expect(masked.getByText('Codes and link tokens in this e-mail are shown in part')).toBeVisible();
  await system.screenshot({ path: test.info().outputPath('outbox-masked.png') });
  await expectNoSeriousA11yViolations(system);
  await system.context().close();

  // An administrator may view passcodes: the same message shows the code whole, with no note.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, users.admin, '/');
  const whole = await openMessage(admin, recipient);
  await expect(whole.locator('pre')).toContainText(code.code);
  await expect(whole.getByText('Codes and link tokens in this e-mail are shown in part')).toBeHidden();
  await admin.context().close();
});
