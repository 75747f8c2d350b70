// Calls to the API as the person signed in on a page, with the access token the console stored: a test
// makes the rows it changes this way, so no other test running at the same time meets them.
import type { APIResponse, Page } from '@playwright/test';
import { expect, storedUser } from './fixtures';
import { uniqueSuffix } from './unique';

export async function bearer(page: Page): Promise<string> {
  const user = await storedUser(page);
  if (!user) throw new Error('not signed in');
  return `Bearer ${user.access_token}`;
}

/** GET `path` (e.g. '/api/passcodes/lookup-info') and its JSON; anything but a 2xx fails the test. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { authorization: await bearer(page) } });
  expect(response.ok(), `GET ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** POST `data` to `path`; the caller checks the answer. */
export async function apiPost(
  page: Page,
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  return page.request.post(path, { headers: { authorization: await bearer(page), ...headers }, data });
}

/**
 * A passcode of the test's own, generated for an order address at `domain` and resent, so the outbox
 * holds exactly one e-mail to that address (the recipient) about it (the code, ending in the suffix).
 */
export async function emailOwnPasscode(page: Page, domain: string) {
  const suffix = uniqueSuffix();
  const recipient = `${suffix.toLowerCase()}@${domain}`;
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
  return { recipient, code, suffix };
}
