// The start page, against the real server: what needs the person shows on their area's card and links to
// the list that shows it; the System card speaks only of what is built.
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiGet } from './support/api';
import { expect, signIn, test, users } from './support/fixtures';

interface OutboxPage {
  totalRowCount: number;
}

test('a failed outbox message shows on the System card, linking to the outbox filtered on Failed', async ({ page }) => {
  await signIn(page, users.systemAdmin, '/');
  // The demo data holds failed messages; another test may retry one meanwhile, so no exact count here.
  expect((await apiGet<OutboxPage>(page, '/api/system/outbox?state=Failed')).totalRowCount).toBeGreaterThan(0);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'System', exact: true }) });
  await expect(card).toContainText('The e-mail outbox');
  await expect(card).not.toContainText('webhooks');
  const needs = card.getByRole('list', { name: 'Needs your attention' });
  const failed = needs.getByRole('link', { name: /^\d[\d,]* e-mails? failed to send/ });
  await expect(failed).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('goto-home-attention.png') });

  await failed.click();
  await expect(page).toHaveURL(/\/system\?.*state=Failed/);
  await expect(page.getByRole('heading', { name: 'System' }).first()).toBeVisible();
  const states = page.locator('.list-table tbody tr');
  await expect(states.first()).toContainText('Failed');
});

test("a person whose areas count nothing sees no attention, and System's count is not theirs", async ({ page }) => {
  await signIn(page, users.finance, '/');
  await expect(page.getByRole('list', { name: 'Your work areas' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Needs your attention' })).toHaveCount(0);
  await expect(page.getByText('failed to send')).toHaveCount(0);
});
