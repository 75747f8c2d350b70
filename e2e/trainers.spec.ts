// The Trainers screens (/trainers), against the real server with the demo trainers: make a trainer of an
// existing account (picked with the keyboard), filter the list by a license held, and see a license that
// expires soon through the "Expiring in 90 days" view, and go from a trainer to their classes and teaching
// calendar; each screen passes the accessibility check.

import { readFileSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiGet, apiPost } from './support/api';
import { expect, signIn, test, users } from './support/fixtures';
import { choose, fieldError } from './support/form';
import { rows } from './support/list';
import { uniqueSuffix } from './support/unique';

interface Lookup {
  courseLicenses: { id: number; name: string; isActive: boolean }[];
}

test('a trainer is made from an existing account, with a license whose expiry is proposed', async ({ page }) => {
  await signIn(page, users.admin, '/trainers');
  const suffix = uniqueSuffix().toLowerCase();
  const email = `trainer.${suffix}@example.org`;
  const created = await apiPost(page, '/api/accounts', { email, firstName: 'Tess', lastName: `Trainer ${suffix}` });
  expect(created.status(), await created.text()).toBe(201);
  const license = (await apiGet<Lookup>(page, '/api/trainers/lookup-info')).courseLicenses.find((l) => l.isActive);

  await page.goto('/trainers/new');
  const account = page.getByRole('combobox', { name: 'Account' });
  // Created with no account chosen: the field says so in plain words, outlined in red like any other.
  await page.getByRole('button', { name: 'Create trainer' }).click();
  await expect(account).toHaveAttribute('aria-invalid', 'true');
  expect(await fieldError(account)).toContain('Required');
  await expect(account).toHaveClass(/p-invalid/);
  // The picker finds accounts by the start of an e-mail or name: the start of this one's e-mail.
  await account.fill(`trainer.${suffix}`);
  await expect(page.getByRole('option', { name: new RegExp(email) })).toBeVisible();
  await account.press('ArrowDown');
  await account.press('Enter');
  await expect(account).toHaveValue(new RegExp(email.replaceAll('.', '\\.')));

  await page.getByRole('button', { name: 'Add license' }).click();
  await choose(page, 'License 1', license?.name ?? '');
  // The expiry is proposed from the license's renewal period, at the end of a day in the trainer's zone.
  await expect(page.getByText(/valid through 23:59 on/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('trainer-new.png'), fullPage: true });

  await page.getByRole('button', { name: 'Create trainer' }).click();
  await expect(page).toHaveURL(/\/trainers\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { name: `Tess Trainer ${suffix}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Licenses held' })).toContainText(license?.name ?? '');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('trainer-edit.png'), fullPage: true });
});

test('the list filters by a license held, from the address, and exports what it shows', async ({ page }) => {
  await signIn(page, users.classesAdmin, '/trainers');
  await expect(rows(page).first()).toBeVisible();
  const license = (await apiGet<Lookup>(page, '/api/trainers/lookup-info')).courseLicenses[0];
  await page.goto(`/trainers?courseLicenseIds=${license?.id}`);
  await expect(page.getByLabel('Licenses held')).toHaveValue(license?.name ?? '');
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText(license?.name ?? '');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('trainers-by-license.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /CSV/ }).click();
  expect((await download).suggestedFilename()).toBe('trainers.csv');
});

test('the "Expiring in 90 days" view shows licenses about to expire, soonest first', async ({ page }) => {
  await signIn(page, users.classesAdmin, '/trainers');
  await page.getByRole('link', { name: 'Expiring in 90 days' }).click();
  await expect(page).toHaveURL(/expiresWithinDays=90/);
  await expect(rows(page).first()).toBeVisible();
  // The most urgent first: a license in grace (ended, still renewable) comes before one about to end.
  await expect(rows(page).first()).toContainText(/In grace|Due|Renewal open/);
  await expect(rows(page).first()).toContainText(/valid through 23:59 on/);
  await page.screenshot({ path: test.info().outputPath('trainers-expiring.png'), fullPage: true });

  // The view the address holds is marked as on (aria-current and filled), the others not; after a reload too.
  const views = page.getByRole('navigation', { name: 'Saved views' });
  await expect(views.getByRole('link', { name: 'Expiring in 90 days' })).toHaveAttribute('aria-current', 'page');
  await views.getByRole('link', { name: 'Without a valid license' }).click();
  await expect(page).toHaveURL(/withoutValidLicense=true/);
  await page.reload();
  const on = views.getByRole('link', { name: 'Without a valid license' });
  await expect(on).toHaveAttribute('aria-current', 'page');
  await expect(on).not.toHaveClass(/p-button-outlined/);
  await expect(views.getByRole('link', { name: 'Expiring in 90 days' })).not.toHaveAttribute('aria-current');
  await expect(views.getByRole('link', { name: 'Expiring in 90 days' })).toHaveClass(/p-button-outlined/);
  await expect(rows(page).first()).toBeVisible();
});

test('an unknown trainer is told on the page, with the way back', async ({ page }) => {
  await signIn(page, users.classesAdmin, '/trainers/00000000-0000-4000-8000-000000000000/edit');
  await expect(page.getByRole('alert')).toContainText('There is no such trainer');
  // In the look of every missing record (the shell's Not found for an invoice that is not there).
  await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the start page' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('trainer-not-found.png') });
  await expect(page.getByRole('link', { name: 'Back to Trainers' })).toBeVisible();
});

// Licenses held and F2F (the renewals work): a trainer of the test's own, holding a license that expires
// in three weeks, shows its timeline in the due step, the next reminder and the reminders sent; Resend
// queues the renewal e-mail and lists it; the F2F year takes an exemption. Then the F2F registrations
// report over the demo's in-person classes, with its CSV.
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test("an expiring license's timeline, reminders, a resend and an F2F exemption on the trainer page", async ({
  page,
}) => {
  test.slow(); // sign-in, two API set-ups, a resend and a dialog save on a loaded machine
  await signIn(page, users.admin, '/trainers');
  const suffix = uniqueSuffix().toLowerCase();
  const email = `renewing.${suffix}@example.org`;
  const account = await apiPost(page, '/api/accounts', { email, firstName: 'Rene', lastName: `Renewing ${suffix}` });
  expect(account.status(), await account.text()).toBe(201);
  const admId = ((await account.json()) as { admId: string }).admId;
  const license = (await apiGet<Lookup>(page, '/api/trainers/lookup-info')).courseLicenses.find((l) => l.isActive);
  const created = await apiPost(page, '/api/trainers', {
    admId,
    isActive: true,
    bio: '',
    timeZone: 'Europe/Berlin',
    languages: ['en'],
    licenses: [{ licenseId: license?.id, grantedOn: isoDay(-345), validThrough: isoDay(20) }],
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`/trainers/${admId}/edit`);
  const held = page.getByRole('region', { name: 'Licenses held' });
  await expect(held).toContainText(license?.name ?? '');
  await expect(held).toContainText(/valid through 23:59 on \d{2}\/\d{2}\/\d{4}, Europe\/Berlin/);
  await expect(held.locator('[aria-current="step"]')).toContainText('Due');
  await expect(held).toContainText(/Next reminder on \d{2}\/\d{2}\/\d{4} \(14 days before expiry\)/);
  await expect(held).toContainText('No reminder sent yet.');

  await held.getByRole('button', { name: 'Resend renewal e-mail' }).click();
  await expect(page.getByText(`Renewal e-mail for ${license?.name} queued.`)).toBeVisible();
  await expect(held.getByRole('list', { name: `Reminders sent for ${license?.name}` })).toContainText('Sent by staff');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('trainer-license-timeline.png'), fullPage: true });

  const f2f = page.getByRole('region', { name: 'Face-to-face requirement' });
  const year = new Date().getUTCFullYear();
  await f2f.getByRole('button', { name: `Edit the ${year} requirement` }).click();
  const dialog = page.getByRole('dialog', { name: `Face-to-face requirement ${year}` });
  await dialog.getByLabel('Exemption reason').fill('Parental leave');
  // Checked before the calendar opens: its day cells carry an aria-selected their role does not allow
  // (the date picker library's markup, not this dialog's).
  await expectNoSeriousA11yViolations(page, { include: 'dialog' });
  // A count below the least, typed into the emptied field, is kept as typed and said beside it; so is
  // text that is no number.
  const required = dialog.getByLabel('In-person classes required');
  const count = await required.inputValue();
  await required.click();
  await required.press('End');
  for (const _ of count) await required.press('Backspace');
  await expect(required).toHaveValue('');
  await required.pressSequentially('-3');
  await required.press('Tab');
  await expect(required).toHaveValue('-3');
  await expect(required).toHaveAttribute('aria-invalid', 'true');
  expect(await fieldError(required)).toContain('At least 0');
  await required.fill('2x');
  await expect(dialog.getByText('Enter a whole number, like 12')).toBeVisible();
  await expect(required).toHaveAttribute('aria-invalid', 'true');
  await required.fill('');
  await required.pressSequentially(count);
  await required.press('ArrowUp');
  await expect(required).toHaveAttribute('aria-valuenow', String(Number(count) + 1));
  await required.press('ArrowDown');
  await expect(required).toHaveAttribute('aria-valuenow', count);
  await expect(required).toHaveAttribute('aria-invalid', 'false');
  const until = dialog.getByLabel('Exempt until (included)');
  await until.fill(`12/31/${year}`);
  // Escape closes the date picker only: the dialog stays with what was typed.
  await expect(dialog.getByRole('grid')).toBeVisible();
  await until.press('Escape');
  await expect(dialog.getByRole('grid')).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Exemption reason')).toHaveValue('Parental leave');
  await expect(until).toHaveValue(`12/31/${year}`);
  // Picking the day typed closes the calendar too.
  await dialog.getByRole('button', { name: /Choose Date/i }).click();
  await dialog.getByRole('gridcell', { name: `12/31/${year}` }).click();
  await expect(until).toHaveValue(`12/31/${year}`);
  await expect(dialog.getByRole('grid')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(f2f.getByRole('row', { name: new RegExp(`^${year}`) })).toContainText(
    `Parental leave, until 12/31/${year}`,
  );
  await page.screenshot({ path: test.info().outputPath('trainer-f2f.png'), fullPage: true });
});

// Licenses managed where the trainer is: a license in grace is renewed (a note on its timeline) and another
// license granted, each from a dialog used with the keyboard that gives focus back to its button.
test('a license in grace is renewed and another granted from the trainer page', async ({ page }) => {
  test.slow(); // sign-in, two API set-ups and two dialog saves on a loaded machine
  await signIn(page, users.admin, '/trainers');
  const suffix = uniqueSuffix().toLowerCase();
  const account = await apiPost(page, '/api/accounts', {
    email: `lapsing.${suffix}@example.org`,
    firstName: 'Lara',
    lastName: `Lapsing ${suffix}`,
  });
  expect(account.status(), await account.text()).toBe(201);
  const admId = ((await account.json()) as { admId: string }).admId;
  const [first, second] = (await apiGet<Lookup>(page, '/api/trainers/lookup-info')).courseLicenses.filter(
    (l) => l.isActive,
  );
  if (!first || !second) throw new Error('the demo has fewer than two active licenses');
  const created = await apiPost(page, '/api/trainers', {
    admId,
    timeZone: 'Europe/Berlin',
    languages: ['en'],
    licenses: [{ licenseId: first.id, grantedOn: isoDay(-400), validThrough: isoDay(-5) }],
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`/trainers/${admId}/edit`);
  const held = page.getByRole('region', { name: 'Licenses held' });
  const card = held.getByRole('listitem').filter({ has: page.getByRole('heading', { name: first.name }) });
  await expect(card).toContainText('In grace');
  await expect(card.locator('[aria-current="step"]')).toContainText('Grace');
  await page.screenshot({ path: test.info().outputPath('trainer-licenses-grace.png'), fullPage: true });

  const renew = card.getByRole('button', { name: `Record renewal of ${first.name}` });
  await renew.focus();
  await page.keyboard.press('Enter');
  const renewal = page.getByRole('dialog', { name: `Record renewal: ${first.name}` });
  // The new last valid day is proposed (a renewal period on from the current one); a note is typed.
  await expect(renewal.getByLabel('New last valid day')).not.toHaveValue('');
  await renewal.getByLabel('Note').fill('Renewal fee paid');
  await expectNoSeriousA11yViolations(page, { include: 'dialog' });
  await page.screenshot({ path: test.info().outputPath('trainer-renewal-dialog.png') });
  await renewal.getByRole('button', { name: 'Record renewal' }).click();
  await expect(renewal).toBeHidden();
  await expect(page.getByText(new RegExp(`${first.name} renewed: valid through`))).toBeVisible();
  await expect(renew).toBeFocused();
  await expect(card).toContainText('Current');
  await expect(card.getByRole('list', { name: `${first.name} timeline` })).toContainText('Renewed');
  await expect(card.getByRole('list', { name: `${first.name} timeline` })).toContainText('Renewal fee paid');

  const grant = held.getByRole('button', { name: 'Grant license' });
  await grant.click();
  const granting = page.getByRole('dialog', { name: 'Grant license' });
  // Nothing chosen yet: said beside the field, in words.
  await granting.getByRole('button', { name: 'Grant license' }).click();
  expect(await fieldError(granting.getByLabel('License', { exact: true }))).toContain('Choose a license');
  await choose(page, 'License', second.name);
  // Its last valid day is proposed from the license's renewal period.
  await expect(granting.getByLabel('Last valid day')).not.toHaveValue('');
  // Checked once the chosen license's list has faded out: its items, half transparent as it fades, are
  // not what a person reads.
  await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { include: 'dialog' });
  await page.screenshot({ path: test.info().outputPath('trainer-grant-dialog.png') });
  await granting.getByRole('button', { name: 'Grant license' }).click();
  await expect(granting).toBeHidden();
  await expect(grant).toBeFocused();
  const granted = held.getByRole('listitem').filter({ has: page.getByRole('heading', { name: second.name }) });
  await expect(granted).toContainText('Current');
  await expect(granted.locator('.license-timeline__step').first()).toContainText('Issued');

  // Both are in the trainer's history.
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText(`${second.name} granted on`);
  await expect(history).toContainText(`${first.name} renewal note`);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('trainer-licenses-panel.png'), fullPage: true });

  // The end dialog, seen and left with Escape: nothing changes and focus goes back to its button.
  const end = granted.getByRole('button', { name: `End ${second.name}` });
  await end.click();
  const ending = page.getByRole('dialog', { name: `End license: ${second.name}` });
  await expect(ending.getByLabel('Reason')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: 'dialog' });
  await page.screenshot({ path: test.info().outputPath('trainer-end-dialog.png') });
  await page.keyboard.press('Escape');
  await expect(ending).toBeHidden();
  await expect(end).toBeFocused();
});

test('the F2F registrations report lists in-person classes for the dates in the address, with its CSV', async ({
  page,
}) => {
  test.slow(); // a year of the demo's classes, a download and a second range on a loaded machine
  await signIn(
    page,
    users.classesAdmin,
    `/trainers/f2f-registrations-report?startDate=${isoDay(-400)}&endDate=${isoDay(90)}`,
  );
  await expect(page.getByRole('heading', { name: 'F2F Registrations Report', level: 1 })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).toContainText('(lead)');
  await expect(table).toContainText(/\d+ complete/);
  await expect(page.getByText(/^\d+ in-person class/)).toBeVisible();
  // A class with a waiting list: its seat holders against the capacity, the waiting apart.
  const report = await apiGet<{
    rows: { classId: number; courseName: string; capacity: number | null; seatsTaken: number; waitlisted: number }[];
  }>(page, `/api/trainers/f2f-registrations-report?startDate=${isoDay(-400)}&endDate=${isoDay(90)}`);
  const waiting = report.rows.find((r) => r.waitlisted > 0 && r.capacity !== null);
  if (!waiting) throw new Error('the demo has an in-person class with a waiting list in the range');
  const waitingRow = table.getByRole('row').filter({ hasText: `Class ${waiting.classId} ·` });
  await expect(waitingRow).toContainText(`${waiting.seatsTaken} of ${waiting.capacity}, ${waiting.waitlisted} waiting`);
  expect(waiting.seatsTaken).toBeLessThanOrEqual(waiting.capacity ?? 0);
  await expectNoSeriousA11yViolations(page);
  // The first screenful: the range, the CSV button and the first classes (the whole list runs long).
  await page.screenshot({ path: test.info().outputPath('f2f-registrations-report.png') });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /CSV/ }).click();
  expect((await download).suggestedFilename()).toBe(`f2f-registrations-${isoDay(-400)}-to-${isoDay(90)}.csv`);

  // Each row opens its class.
  await waitingRow.getByRole('link', { name: waiting.courseName }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${waiting.classId}$`));
  await expect(page.getByRole('heading', { name: new RegExp(`class ${waiting.classId}$`), level: 1 })).toBeVisible();

  // A range with no class says so.
  await page.goto('/trainers/f2f-registrations-report?startDate=1999-01-01&endDate=1999-01-31');
  await expect(page.getByText('No in-person class starts in this range.')).toBeVisible();
});

test("the trainer page leads to the trainer's classes and gives their teaching calendar", async ({ page }) => {
  await signIn(page, users.classesAdmin, '/trainers');
  // A coming demo class and its lead trainer.
  const found = await apiPost(page, '/api/classes/search', {
    page: 1,
    pageSize: 100,
    filters: { states: ['Approved'] },
  });
  expect(found.ok()).toBe(true);
  const soon = ((await found.json()) as { results: { id: number; startsAt: string }[] }).results.find(
    (r) => Date.parse(r.startsAt) > Date.now(),
  );
  if (!soon) throw new Error('the demo has no coming Approved class');
  const details = await apiGet<{ trainers: { admId: string; isLead: boolean }[] }>(
    page,
    `/api/classes/${soon.id}/details`,
  );
  const lead = details.trainers.find((t) => t.isLead);
  if (!lead) throw new Error(`class ${soon.id} has no lead trainer`);

  await page.goto(`/trainers/${lead.admId}/edit`);
  const classes = page.getByRole('region', { name: 'Classes' });
  const [calendar] = await Promise.all([
    page.waitForEvent('download'),
    classes.getByRole('button', { name: 'Teaching calendar (.ics)' }).click(),
  ]);
  expect(calendar.suggestedFilename()).toMatch(/^classes-of-[a-z0-9-]+\.ics$/);
  const ics = readFileSync(await calendar.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`UID:class-${soon.id}-`);
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  await classes.getByRole('link', { name: 'Classes taught' }).click();
  await expect(page).toHaveURL(new RegExp(`/classes\\?.*trainerAdmId=${lead.admId}`));
  await expect(page.getByRole('link', { name: new RegExp(`#${soon.id}$`) })).toBeVisible();
});
