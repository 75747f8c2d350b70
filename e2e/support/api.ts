// Calls to the API as the person signed in on a page, with the access token the console stored: a test
// makes the rows it changes this way, so no other test running at the same time meets them.
import type { APIResponse, Page } from '@playwright/test';
import { expect, storedUser } from './fixtures';

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
