// The System area against the real server: the outbox (/system; reading a queued e-mail is covered where
// one is sent: passcodes.spec.ts resends a passcode and opens its message here; this spec shows what the
// outbox hides: a code in a message reaches only those who may view that kind of code), demo-data seeding,
// LMS webhooks delivered to a receiver this spec starts (the server allows private addresses here:
// playwright.config.ts), and the Force Account Sync screen.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, testScreensAccessibility } from './support/a11y';
import { apiGet, emailOwnPasscode } from './support/api';
import { expect, signIn, test, users } from './support/fixtures';
import { rows } from './support/list';
import { uniqueSuffix } from './support/unique';

testScreensAccessibility([
  ['/system', 'System'],
  ['/system/lms-webhooks', 'LMS Webhooks'],
  ['/system/lms-webhooks/new', 'New LMS Webhook'],
  ['/accounts/force-sync', 'Force Account Sync'],
]);

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on a free loopback port: records each request and answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/eco-hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Standard Webhooks: v1,<base64 HMAC-SHA256 of id.timestamp.body keyed with the secret's base64 part>. */
const signatureOf = (secret: string, r: Received) =>
  `v1,${createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
    .update(`${r.headers['webhook-id']}.${r.headers['webhook-timestamp']}.${r.body}`)
    .digest('base64')}`;

test('creates an LMS webhook, sends it a test event and reads the delivery log', async ({ page }) => {
  const receiver = await startReceiver();
  try {
    await signIn(page, users.systemAdmin, '/system/lms-webhooks/new');
    await expect(page.getByRole('heading', { name: 'New LMS Webhook', level: 1 })).toBeVisible();
    await page.getByLabel('URL').fill(receiver.url);
    await page.getByLabel('Description').fill(`E2E receiver ${uniqueSuffix()}`);
    await page.getByRole('button', { name: 'Create webhook' }).click();
    const secretField = page.getByLabel('Secret (shown only now)');
    await expect(secretField).toHaveValue(/^whsec_/);
    const secret = await secretField.inputValue();
    await page.screenshot({ path: test.info().outputPath('webhook-secret.png') });
    await page.getByRole('button', { name: 'I have saved it' }).click();

    await expect(page.getByRole('heading', { name: 'LMS Webhook', level: 1 })).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);
    // Only the test events count: account changes made by other tests running beside this one reach every
    // active webhook, this one included.
    const testEvents = () => receiver.received.filter((r) => JSON.parse(r.body).type === 'webhook.test');
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => testEvents().length, { timeout: 15_000 }).toBe(1);
    const [arrived] = testEvents();
    if (!arrived) throw new Error('nothing arrived');
    expect(JSON.parse(arrived.body).type).toBe('webhook.test');
    expect(String(arrived.headers['webhook-signature']).split(' ')).toContain(signatureOf(secret, arrived));

    // The log shows it Sent (it refreshes itself); its detail shows the attempt with the signature masked.
    const log = page.getByRole('table', { name: 'Deliveries' });
    await expect(log.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText('Sent', { timeout: 15_000 });
    // Filtered by state: nothing of this webhook failed.
    await page.getByLabel('Delivery state').selectOption('Failed');
    await expect(log).toContainText('Nothing delivered yet.');
    await page.getByLabel('Delivery state').selectOption('');
    await log.getByRole('row').filter({ hasText: 'webhook.test' }).getByRole('button').click();
    const detail = page.getByRole('dialog');
    await expect(detail).toContainText('Attempt 1: HTTP 200');
    await expect(detail).toContainText('received');
    await detail.getByText('Request headers (signatures masked)').click();
    await expect(detail).toContainText('v1,••••••••');
    await page.screenshot({ path: test.info().outputPath('webhook-delivery.png') });
    await expectNoSeriousA11yViolations(page);
    await detail.getByRole('button', { name: 'Replay' }).click();
    await expect.poll(() => testEvents().length, { timeout: 15_000 }).toBe(2);
    expect(testEvents()[1]?.headers['webhook-id']).toBe(arrived.headers['webhook-id']);
  } finally {
    await receiver.close();
  }
});

test('lists the demo webhook that fails, with its reason in the log', async ({ page }) => {
  await signIn(page, users.systemAdmin, '/system/lms-webhooks');
  const demo = page.getByRole('row').filter({ hasText: 'lms.example.invalid' });
  // Its last delivery may be Failed or waiting for a retry (other specs change accounts meanwhile).
  await expect(demo).toContainText(/Failed|Queued/);
  await demo.getByRole('link').click();
  const log = page.getByRole('table', { name: 'Deliveries' });
  await expect(log).toContainText('ENOTFOUND');
});

test('seeds the missing demo data where the server allows it', async ({ page }) => {
  await signIn(page, users.systemAdmin, '/system');
  const section = page.getByRole('region', { name: 'Demo data' });
  await section.getByRole('button', { name: 'Seed demo data' }).click();
  await expect(section.getByRole('list', { name: 'What was added' })).toContainText('Demo LMS webhook: 0');
});

test('force-syncs a pasted list: good lines sent, each bad one named by its line, e-mails resolved, repeats once', async ({
  page,
}) => {
  await signIn(page, users.admin, '/accounts/force-sync');
  const idOf = async (email: string) => {
    const [found] = (
      await apiGet<{ results: { admId: string; email: string }[] }>(
        page,
        `/api/users?email=${encodeURIComponent(email)}`,
      )
    ).results;
    if (!found) throw new Error(`no account ${email}`);
    return found.admId;
  };
  const support = await idOf('support@example.com');
  const grader = await idOf('grader@example.com');
  const unknown = '00000000-0000-4000-8000-0000000000e2';
  await expect(page.locator('.page-header__back').getByRole('link', { name: 'Accounts' })).toHaveAttribute(
    'href',
    /^\/accounts/,
  );
  await page
    .getByLabel('admIds or e-mail addresses')
    .fill(
      `${support}\n${grader}\n${support.toUpperCase()}\nnot-an-id\nfinance@example.com, ${unknown}\nnobody@nowhere.example`,
    );
  await expect(page.getByText('6 entries to sync, 1 repeat counted once')).toBeVisible();
  await page.getByRole('button', { name: 'Sync accounts' }).click();
  const outcome = page.getByRole('table', { name: 'Sync outcome per line' });
  const line = (text: string) => outcome.getByRole('row').filter({ hasText: text });
  await expect(line(support)).toContainText('Queued');
  await expect(line(grader)).toContainText('Queued');
  await expect(line('not-an-id')).toContainText(/^4\s*not-an-id.*Not valid/);
  await expect(line('finance@example.com')).toContainText(/^5.*Queued/);
  await expect(line(unknown)).toContainText(/^5.*Not found/);
  await expect(line('nobody@nowhere.example')).toContainText(/^6.*Not found.*No account has this e-mail address/);
  await expect(outcome.getByRole('row')).toHaveCount(7);
  await expect(page.getByText('3 queued · 2 not found · 1 not valid.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('force-sync.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

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
  const { recipient, code, suffix } = await emailOwnPasscode(page, 'outbox.example.com');
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
