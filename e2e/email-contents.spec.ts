// The Email Content screens against the real server with the demo content: the translation matrix
// (missing and outdated per language, a missing translation started from English), the editor (token
// catalogue, live preview at desktop and phone widths, save) and the passcode e-mail the outbox then
// holds, written with the new text; a required token left out of the HTML body refused on that body; an
// earlier revision restored from the editor's revisions. Only the first test edits the English passcode
// e-mail (other specs read passcode e-mails for their codes, which stay); the others work on the e-mails
// they name.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, testScreensAccessibility } from './support/a11y';
import { apiGet, apiPost, bearer, emailOwnPasscode } from './support/api';
import { expect, signIn, test, users } from './support/fixtures';
import { rows } from './support/list';
import { uniqueSuffix } from './support/unique';

testScreensAccessibility([['/email-content', 'Email Content']]);

interface MatrixRow {
  typeKey: string;
  typeName: string;
  id: number | null;
  subject: string | null;
  cells: { languageId: string; id: number | null; state: string }[];
}
interface MatrixPage {
  results: MatrixRow[];
  languages: { languageId: string; name: string; missing: number; outdated: number }[];
}

const matrixRow = (page: Page, typeName: string) => rows(page).filter({ hasText: typeName }).first();

test('editing the passcode e-mail: preview at both widths, save, and the next passcode e-mail uses the new text', async ({
  page,
}) => {
  const marker = `Bring a pencil ${uniqueSuffix()}`;
  await signIn(page, users.admin, '/email-content');
  await expect(page.getByRole('heading', { name: 'Email Content', level: 1 })).toBeVisible();
  // The English cell of the passcode e-mail opens its editor.
  await matrixRow(page, 'Sent when staff send or resend passcodes')
    .getByRole('link', { name: 'Passcode in English: Current' })
    .click();
  await expect(page.getByRole('heading', { name: 'Passcode · English', level: 1 })).toBeVisible();

  // The catalogue knows the type's tokens and which the body uses.
  const catalogue = page.getByRole('complementary', { name: 'Tokens' });
  await expect(catalogue.getByRole('button', { name: 'Insert codes' })).toBeVisible();
  await expect(catalogue.locator('.token-catalogue__item').filter({ hasText: '{{#codes}}' })).toContainText('Used');

  // Add a paragraph; the preview follows a moment later, in the frame and as derived-or-written text.
  const body = page.getByLabel('HTML body');
  await body.click();
  await body.press('ControlOrMeta+End');
  await body.pressSequentially(`\n<p>${marker}, `);
  await catalogue.getByRole('button', { name: 'Insert productName' }).click();
  await body.press('ControlOrMeta+End');
  await body.pressSequentially(' wishes you luck.</p>');
  await expect(body).toHaveValue(new RegExp(`${marker}, \\{\\{productName\\}\\} wishes you luck`));
  const preview = page.getByRole('region', { name: 'Preview' });
  const frame = page.frameLocator('iframe[title^="The e-mail at"]');
  await expect(frame.locator('body')).toContainText(`${marker}, Scrum wishes you luck.`);
  await expect(frame.locator('body')).toContainText('PSM-7Q4K-2XWD');
  await preview.getByRole('button', { name: 'Phone' }).click();
  await expect(page.locator('iframe[title="The e-mail at phone width"]')).toHaveAttribute('style', /width: 375px/);
  await expect(page.locator('iframe[title="The e-mail at phone width"]')).toHaveAttribute('sandbox', '');
  await page.screenshot({ path: test.info().outputPath('email-content-editor.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });

  // The plain text this e-mail has is written, not derived: it gets the sentence too.
  const text = page.getByLabel('Plain-text body');
  await text.click();
  await text.press('ControlOrMeta+End');
  await text.pressSequentially(`\n\n${marker}.`);
  await expect(preview.getByTestId('preview-text')).toContainText(`${marker}.`);
  await page.getByRole('button', { name: 'Save e-mail' }).click();
  await expect(page.getByText('Passcode · English saved.')).toBeVisible();

  // A passcode of this test's own, sent to its order address: the outbox holds it with the new text.
  const { recipient, code } = await emailOwnPasscode(page, 'content.example.com');

  await page.goto(`/system?recipient=${encodeURIComponent(recipient)}`);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByRole('button').first().click();
  const message = page.getByRole('dialog');
  await expect(message).toContainText(recipient);
  await message.getByRole('button', { name: 'Text' }).click();
  await expect(message.locator('pre')).toContainText(`${marker}.`);
  await expect(message.locator('pre')).toContainText(code.code);
});

test('the matrix counts missing and outdated per language, and a missing translation starts from English', async ({
  page,
}) => {
  await signIn(page, users.systemAdmin, '/email-content');
  const counts = page.getByRole('list', { name: 'Translations per language' });
  // The counts are the server's (another test here may change one meanwhile: read both again until they agree).
  let matrix = await apiGet<MatrixPage>(page, '/api/email-contents');
  await expect(async () => {
    matrix = await apiGet<MatrixPage>(page, '/api/email-contents');
    await page.reload();
    for (const language of matrix.languages) {
      const item = counts.getByRole('listitem').filter({ hasText: language.name });
      await expect(item).toContainText(`${language.missing} missing`, { timeout: 5_000 });
      await expect(item).toContainText(`${language.outdated} outdated`, { timeout: 5_000 });
    }
  }).toPass({ timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('email-content-matrix.png'), fullPage: true });

  // An outdated translation of the password reset: copied from English, not yet translated.
  const reset = matrix.results.find((r) => r.typeKey === 'password-reset');
  const englishId = reset?.cells.find((c) => c.languageId === 'en')?.id;
  const copied = await apiPost(page, `/api/email-contents/${englishId}/copy`, { languageId: 'zh', overwrite: true });
  expect(copied.status(), await copied.text()).toBe(200);
  await page.reload();
  await expect(
    matrixRow(page, 'Password reset').getByRole('link', { name: 'Password reset in Chinese: Outdated' }),
  ).toBeVisible();

  // The missing ones of a language, from its count; one starts from English and opens for translating.
  const withMissing = matrix.languages.find((l) => l.missing > 0 && l.languageId !== 'en');
  if (!withMissing) throw new Error('the demo content has missing translations');
  await counts
    .getByRole('listitem')
    .filter({ hasText: withMissing.name })
    .getByRole('button', { name: / missing$/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`languageId=${withMissing.languageId}`));
  await expect(page).toHaveURL(/state=missing/);
  await expect(rows(page).first()).toContainText('Missing');
  await expect(page.getByRole('columnheader', { name: `Subject (${withMissing.name})` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const first = rows(page).first();
  const typeName = (await first.locator('.email-type-name').textContent()) ?? '';
  await first.getByRole('button', { name: `Start ${typeName} in ${withMissing.name} from English` }).click();
  await expect(page.getByRole('heading', { name: `${typeName} · ${withMissing.name}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Copied, not yet translated' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('email-content-started.png'), fullPage: true });
});

test("an e-mail's name and its subject open the e-mail", async ({ page }) => {
  await signIn(page, users.admin, '/email-content');
  const matrix = await apiGet<MatrixPage>(page, '/api/email-contents');
  const reset = matrix.results.find((r) => r.typeKey === 'password-reset');
  if (!reset?.subject) throw new Error('the demo content has an English password reset');
  await matrixRow(page, 'Password reset').getByRole('link', { name: 'Password reset', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Password reset · English', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/email-content/${reset.id}/edit`));
  await page.goBack();
  await matrixRow(page, 'Password reset').getByRole('link', { name: reset.subject, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Password reset · English', level: 1 })).toBeVisible();
});

test('an unknown token is refused on its field, and copying over a language asks first', async ({ page }) => {
  await signIn(page, users.systemAdmin, '/email-content?search=confirmation');
  await matrixRow(page, 'E-mail address confirmation')
    .getByRole('link', { name: 'E-mail address confirmation in English: Current' })
    .click();
  await expect(page.getByRole('heading', { name: 'E-mail address confirmation · English', level: 1 })).toBeVisible();
  const subject = page.getByLabel('Subject');
  await subject.fill('Confirm {{mailbox}}');
  await expect(page.getByRole('complementary', { name: 'Tokens' })).toContainText(
    'Not tokens of this e-mail: {{mailbox}}',
  );
  await page.getByRole('button', { name: 'Save e-mail' }).click();
  await expect(page.locator('.form-field--invalid')).toContainText('Unknown token: {{mailbox}}');

  // Copy to Japanese, which has content: replacing it must be ticked first.
  await page.getByRole('button', { name: 'Copy to another language' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy to another language' });
  await expect(dialog).toContainText('Your unsaved changes are not copied');
  await dialog.getByRole('radio', { name: /^Japanese/ }).check();
  const replace = dialog.getByRole('button', { name: 'Replace and open' });
  if (await replace.isVisible()) {
    await expect(replace).toBeDisabled();
    await dialog.getByRole('checkbox').check();
    await replace.click();
  } else await dialog.getByRole('button', { name: 'Copy and open' }).click();
  // Leaving with unsaved changes asks first.
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail address confirmation · Japanese', level: 1 })).toBeVisible();
});

test('without update rights the editor is read only, with its preview', async ({ page }) => {
  await signIn(page, users.support, '/email-content');
  await matrixRow(page, 'Password reset').getByRole('link', { name: 'Password reset in English: Current' }).click();
  await expect(page.getByText('Read only: you may view this e-mail content but not change it.')).toBeVisible();
  await expect(page.getByLabel('HTML body')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save e-mail' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy to another language' })).toHaveCount(0);
  await expect(page.frameLocator('iframe[title^="The e-mail at"]').locator('body')).toContainText('Mariko');
  await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });
});

test("a save over someone else's change meets the conflict dialog, and Reload shows theirs", async ({ page }) => {
  await signIn(page, users.systemAdmin, '/email-content?search=webhook');
  await matrixRow(page, 'LMS webhook disabled')
    .getByRole('link', { name: 'LMS webhook disabled in English: Current' })
    .click();
  await expect(page.getByRole('heading', { name: 'LMS webhook disabled · English', level: 1 })).toBeVisible();
  const id = Number(/email-content\/(\d+)\/edit/.exec(page.url())?.[1]);
  const theirs = `Webhook stopped ${uniqueSuffix()}`;
  await page.getByLabel('Subject').fill('My subject');

  // Someone else saves first.
  const current = await apiGet<{ htmlBody: string; textBody: string | null; version: number }>(
    page,
    `/api/email-contents/${id}`,
  );
  const response = await page.request.put(`/api/email-contents/${id}`, {
    headers: { authorization: await bearer(page) },
    data: { subject: theirs, htmlBody: current.htmlBody, textBody: current.textBody, version: current.version },
  });
  expect(response.status(), await response.text()).toBe(200);

  await page.getByRole('button', { name: 'Save e-mail' }).click();
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue(theirs);
});

test('removing {{url}} from the HTML body of the password reset is refused on that body, and nothing is saved', async ({
  page,
}) => {
  await signIn(page, users.admin, '/email-content?search=password');
  await matrixRow(page, 'Password reset').getByRole('link', { name: 'Password reset in English: Current' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset · English', level: 1 })).toBeVisible();
  const id = Number(/email-content\/(\d+)\/edit/.exec(page.url())?.[1]);
  const before = await apiGet<{ htmlBody: string; version: number }>(page, `/api/email-contents/${id}`);
  const html = page.getByLabel('HTML body');
  await html.fill(before.htmlBody.replaceAll('{{url}}', ''));
  // The preview says it before the save does.
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText(
    'Put {{url}} in the HTML body: every e-mail of this type needs it there.',
  );
  await page.getByRole('button', { name: 'Save e-mail' }).click();
  const field = page.locator('.form-field--invalid');
  await expect(field).toHaveCount(1);
  await expect(field).toContainText('Put {{url}} in the HTML body');
  await expect(field.getByLabel('HTML body')).toBeVisible();
  await expect(page.getByLabel('HTML body')).toHaveAttribute('aria-invalid', 'true');
  expect((await apiGet<{ version: number }>(page, `/api/email-contents/${id}`)).version).toBe(before.version);
});

test('an earlier revision is viewed and restored from the editor, as a new revision', async ({ page }) => {
  await signIn(page, users.systemAdmin, '/email-content?search=enrollment');
  await matrixRow(page, 'Enrollment code').getByRole('link', { name: 'Enrollment code in English: Current' }).click();
  await expect(page.getByRole('heading', { name: 'Enrollment code · English', level: 1 })).toBeVisible();
  const id = Number(/email-content\/(\d+)\/edit/.exec(page.url())?.[1]);
  const before = await apiGet<{ revision: number; htmlBody: string }>(page, `/api/email-contents/${id}`);
  const revisions = page.getByRole('region', { name: 'Revisions' });
  const table = revisions.getByRole('table');
  // Newest first: the demo's edit, then the content as first stored.
  await expect(table.getByRole('row').nth(1)).toContainText(`${before.revision}`);
  await expect(table.getByRole('row').nth(1)).toContainText('Current');
  await expect(table.getByRole('row').last()).toContainText('First stored');
  await revisions.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/h/email-revisions.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });

  // Open the first revision with the keyboard, read it, restore it.
  await revisions.getByRole('button', { name: 'View revision 1' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Revision 1' });
  await expect(dialog).toContainText('Plain-text body');
  await expect(dialog).toContainText(`saves this subject and these bodies as revision ${before.revision + 1}`);
  await page.screenshot({ path: '/tmp/h/email-revision-dialog.png' });
  await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });
  await dialog.getByRole('button', { name: 'Restore revision 1' }).click();
  await expect(page.getByText(`Revision 1 restored as revision ${before.revision + 1}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').nth(1)).toContainText('Restored from revision 1');
  await expect(table.getByRole('row').nth(1)).toContainText('Yuki Sato');
  await revisions.screenshot({ path: '/tmp/h/email-revisions-restored.png' });
  await expect(page.getByLabel('HTML body')).not.toHaveValue(/Need help\?/);
  const after = await apiGet<{ revision: number; htmlBody: string }>(page, `/api/email-contents/${id}`);
  expect(after.revision).toBe(before.revision + 1);
  expect(after.htmlBody).not.toContain('Need help?');
  // The form holds the saved version: saving now is not a conflict.
  await page.getByLabel('Subject').fill('Your enrollment code');
  await page.getByRole('button', { name: 'Save e-mail' }).click();
  await expect(page.getByText('Enrollment code · English saved.')).toBeVisible();

  // Revision 2 loaded into the form instead: nothing is saved until Save, which makes the next revision.
  await revisions.getByRole('button', { name: `View revision ${before.revision}` }).click();
  await page
    .getByRole('dialog', { name: `Revision ${before.revision}` })
    .getByRole('button', { name: 'Load it into the form instead' })
    .click();
  await expect(page.getByLabel('HTML body')).toHaveValue(/Need help\?/);
  expect((await apiGet<{ revision: number }>(page, `/api/email-contents/${id}`)).revision).toBe(before.revision + 2);
  await page.getByRole('button', { name: 'Save e-mail' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(`${before.revision + 3}`);
  await expect(table.getByRole('row').nth(1)).toContainText('Current');
  expect((await apiGet<{ htmlBody: string }>(page, `/api/email-contents/${id}`)).htmlBody).toBe(before.htmlBody);
});
