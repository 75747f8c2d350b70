// The Licenses screens (/licenses), against the real server with the demo catalogue. Deleting a license
// that courses require is refused: see markets.spec.ts, whose test edits a market and then tries it; one a
// trainer holds is refused here, naming the holder.
import { expectNoSeriousA11yViolations, testScreensAccessibility } from './support/a11y';
import { apiPost } from './support/api';
import { expect, signIn, test, users } from './support/fixtures';
import { fieldError } from './support/form';
import { uniqueSuffix } from './support/unique';

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
  await expect(renews).toHaveAttribute('aria-valuetext', '1 month');
  await renews.fill('121');
  await renews.blur();
  await expect(renews).toHaveValue('121');
  await expect(renews).toHaveAttribute('aria-valuetext', '121 months');
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

test('a license a trainer holds says so, and its delete is refused naming the holder', async ({ page }) => {
  test.slow(); // three set-up calls, the form and a refused delete on a loaded machine
  await signIn(page, users.admin, '/licenses');
  const suffix = uniqueSuffix().toLowerCase();
  const license = await apiPost(page, '/api/licenses', { name: `Held license ${suffix}` });
  expect(license.status(), await license.text()).toBe(201);
  const licenseId = ((await license.json()) as { id: number }).id;
  const account = await apiPost(page, '/api/accounts', {
    email: `holder.${suffix}@example.org`,
    firstName: 'Hollis',
    lastName: `Holder ${suffix}`,
  });
  expect(account.status(), await account.text()).toBe(201);
  const today = new Date().toISOString().slice(0, 10);
  const trainer = await apiPost(page, '/api/trainers', {
    admId: ((await account.json()) as { admId: string }).admId,
    isActive: true,
    bio: '',
    timeZone: 'UTC',
    languages: ['en'],
    licenses: [{ licenseId, grantedOn: '2025-01-01', validThrough: today.replace(/^\d{4}/, (y) => `${+y + 1}`) }],
  });
  expect(trainer.status(), await trainer.text()).toBe(201);

  await page.goto(`/licenses/${licenseId}/edit`);
  await expect(page.getByText('Held by 1 trainer.')).toBeVisible();
  await expect(page.getByLabel('Renewal opens')).toHaveAttribute('aria-valuetext', '3 months');
  await expect(page.locator('.form-field', { hasText: 'Reminder e-mails' })).toContainText(
    /60 days.*30 days.*14 days.*7 days/s,
  );
  await page.getByRole('button', { name: 'Delete license' }).click();
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(
      `1 trainer holds it (Hollis Holder ${suffix}); take it off their record or mark the license inactive instead`,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/licenses/${licenseId}/edit$`));
  await page.screenshot({ path: test.info().outputPath('license-held-delete-refused.png'), fullPage: true });
});
