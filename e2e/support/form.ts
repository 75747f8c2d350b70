// The form toolkit's parts as a test uses them: dropdowns picked from the keyboard and field errors
// read the way a screen reader finds them.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks from a dropdown as a keyboard user: focus, Enter opens it, then the option. A focus given in the
 * first moment after a client-side navigation is sometimes lost (seen on a loaded machine: the field
 * never had it, so Enter opened nothing), and a list opened while the form still draws itself can close
 * again under the pointer (seen too: the option detached before the click), so the list is opened again
 * until the option is clicked.
 */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const item = page.getByRole('option', { name: option, exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) {
      await page.getByLabel(label, { exact: true }).focus();
      await page.keyboard.press('Enter');
    }
    await item.click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** A field's error: the text its aria-describedby points at. */
export async function fieldError(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const page = field.page();
  const texts = await Promise.all(ids.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}
