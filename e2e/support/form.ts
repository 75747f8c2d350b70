// The form toolkit's parts as a test uses them: dropdowns picked from the keyboard and field errors
// read the way a screen reader finds them.
import type { Locator, Page } from '@playwright/test';

/** Picks from a dropdown as a keyboard user: focus, Enter opens it, then the option. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A field's error: the text its aria-describedby points at. */
export async function fieldError(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const page = field.page();
  const texts = await Promise.all(ids.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}
