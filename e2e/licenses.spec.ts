// The Licenses screens (/licenses), against the real server with the demo catalogue. Deleting a license
// that courses require is refused: see markets.spec.ts, whose test edits a market and then tries it.
import { expectNoSeriousA11yViolations, testScreensAccessibility } from './support/a11y';
import { expect, signIn, test, users } from './support/fixtures';
import { fieldError } from './support/form';

testScreensAccessibility([
  ['/licenses', 'Licenses'],
  ['/licenses/new', 'New License'],
  ['/licenses/1/edit', 'Edit License'],
]);

test('a new license counts months in words, keeps what was typed, and its actions bar hides what scrolls under it', async ({
  page,
}) => {
  await signIn(page, users.classesAdmin, '/licenses/new');
  const renews = page.getByLabel('Renews every');
  await renews.fill('1');
  await renews.blur();
  await expect(renews).toHaveValue('1 month');
  await renews.fill('121');
  await renews.blur();
  await expect(renews).toHaveValue('121 months');
  expect(await fieldError(renews)).toContain('At most 120');

  // The sticky actions bar is opaque: nothing of the section scrolling under it shows through.
  const actions = page.locator('.form-actions');
  await expect(actions).toBeVisible();
  const background = await actions.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');
  await page.setViewportSize({ width: 1280, height: 520 });
  await page.screenshot({ path: test.info().outputPath('license-footer.png') });
  await expectNoSeriousA11yViolations(page);
});
