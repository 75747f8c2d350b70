// The Classes area against the real server with the demo data. Classes: a class created in its form
// (the scheduling checks' warnings overridden with a reason), submitted and published, students
// registered until the waiting list starts, a seat freed and the first in line promoted, the class
// cancelled with one of the 14 reasons, the year's report downloaded from the list. Self-Paced Students
// (/classes/self-paced): filters, paging and sorting kept in the address, bad addresses, column filters,
// revoke with a reason, CSV and slow exports, who may open the catalogue screens. Course Stats
// (/courses/stats) and the list's Reports menu: a window's stats in the address with their charts and
// CSV, the chart library fetched only there, each report as CSV and XLSX picked with the keyboard.
// Accessibility of each.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { csvRecords, parseCsv } from '../apps/server/src/testing/csv';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, testScreensAccessibility } from './support/a11y';
import { apiGet, apiPost } from './support/api';
import { expect, openMenu, PRODUCT, signIn, test, users } from './support/fixtures';
import { choose, fieldError } from './support/form';
import { report, rows } from './support/list';
import { uniqueSuffix } from './support/unique';

interface Lookup {
  courses: { id: number; code: string; name: string; isBeta: boolean; isActive: boolean }[];
  trainers: { admId: string; firstName: string; lastName: string; isActive: boolean }[];
}

/**
 * A class of the test's own, made in the New Class form: a course and an active trainer, one day on
 * `day` (MM/DD/YYYY, years ahead, where no demo class is), in Berlin, `capacity` seats. A warning the
 * scheduling checks raise (the trainer's license) is overridden with a reason, as a scheduler would.
 * Returns the new class's id, on its page.
 */
async function createClass(page: Page, day: string, capacity: number, trainerIndex: number): Promise<number> {
  const lookup = await apiGet<Lookup>(page, '/api/classes/lookup-info');
  const course = lookup.courses.find((c) => c.isActive && !c.isBeta);
  const trainer = lookup.trainers.filter((t) => t.isActive)[trainerIndex];
  if (!course || !trainer) throw new Error('the demo has no active course or trainer');
  await page.goto('/classes/new');
  await expect(page.getByRole('heading', { name: 'New class', level: 1 })).toBeVisible();
  await choose(page, 'Course', `${course.code} — ${course.name}`);
  await choose(page, 'Trainer 1', `${trainer.lastName}, ${trainer.firstName}`);
  await page.getByLabel('Day 1', { exact: true }).fill(day);
  await page.keyboard.press('Escape');
  await choose(page, 'Country', 'Germany');
  await page.getByLabel('City', { exact: true }).fill('Berlin');
  // The organizations already on classes are offered as one types, so each keeps one spelling.
  const [known] = await apiGet<{ name: string }[]>(page, '/api/classes/client-organizations');
  if (!known) throw new Error('the demo has no class for a client organization');
  const client = page.getByLabel('Client organization', { exact: true });
  await client.fill(known.name.slice(2, 6).toLowerCase());
  const offered = page.locator(`datalist[id="${await client.getAttribute('list')}"] option`);
  await expect(offered.and(page.locator(`[value="${known.name}"]`))).toHaveCount(1);
  await client.fill(known.name);
  await page.getByLabel('Capacity', { exact: true }).fill(String(capacity));
  await page.getByRole('button', { name: 'Create class' }).click();
  const saved = page.waitForURL(/\/classes\/\d+$/);
  const override = page.getByLabel(/^Reason to override/);
  // Either the class is saved, or the checks ask for reasons first.
  await expect(
    page.getByRole('list', { name: 'Scheduling checks' }).or(page.getByRole('heading', { name: /class \d+/ })),
  ).toBeVisible();
  if (await override.count()) {
    await page.screenshot({ path: test.info().outputPath('class-checks.png'), fullPage: true });
    for (const field of await override.all()) await field.fill('Renewal confirmed by the licensing team');
    await page.getByRole('button', { name: 'Create class' }).click();
  }
  await saved;
  return Number(page.url().match(/\/classes\/(\d+)$/)?.[1]);
}

/** Registers a new learner from the class page's Add registration dialog; returns the toast's text. */
async function registerNewLearner(page: Page, firstName: string, lastName: string, email: string) {
  await page.getByRole('button', { name: 'Add registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add registration' });
  await dialog.getByLabel('A new account').check();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('classes', () => {
  test('creates a class, publishes it, fills it to a waiting list, frees a seat, downloads a report, cancels it', async ({
    page,
  }) => {
    test.slow(); // the form, its checks, three registrations, a download and state changes on a loaded machine
    await signIn(page, users.classesAdmin, '/classes');
    await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
    // A day of its own years ahead (a run repeated on one server must not meet its own trainer's class).
    const day = new Date(Date.UTC(2034, 0, 2) + randomInt(0, 2000) * 86_400_000).toISOString().slice(0, 10);
    const [y, m, d] = day.split('-');
    const id = await createClass(page, `${m}/${d}/${y}`, 2, 0);
    await expect(page.getByRole('heading', { name: new RegExp(`class ${id}$`), level: 1 })).toBeVisible();
    await expect(page.getByText('Not published')).toBeVisible();

    // Its sessions as a calendar file: the day at 09:00 in the class's zone (the form's default, the
    // browser's: UTC here, written as such; another zone comes with its rules, as the server tests show).
    const [calendar] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    expect(calendar.suggestedFilename()).toBe(`class-${id}.ics`);
    const ics = readFileSync(await calendar.path(), 'utf8');
    expect(ics).toMatch(new RegExp(`DTSTART(;TZID=[^:]+)?:${y}${m}${d}T090000`));
    expect(ics).toContain(`/classes/${id}`);

    // Published only once approved: until then Publish says why it waits, and does nothing.
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect(publish).toHaveAttribute('aria-disabled', 'true');
    await expect(publish).toHaveAccessibleDescription('Once the class is approved');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText(`Class ${id} is now Submitted.`)).toBeVisible();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText(`Class ${id} is now Approved.`)).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText(`Class ${id} published.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible();
    await expect(page.getByText(/Published · starts/)).toBeVisible();

    // Two seats: the first two learners take them, the third waits as number 1.
    const suffix = uniqueSuffix().toLowerCase();
    const learners = ['Ada', 'Grace', 'Alan'].map((first) => ({
      first,
      last: `Tester ${suffix}`,
      email: `${first.toLowerCase()}.${suffix}@learners.example.org`,
    }));
    const [ada, grace, alan] = learners as [(typeof learners)[0], (typeof learners)[0], (typeof learners)[0]];
    await registerNewLearner(page, ada.first, ada.last, ada.email);
    await expect(page.getByText(`${ada.first} ${ada.last} is registered.`)).toBeVisible();
    await registerNewLearner(page, grace.first, grace.last, grace.email);
    await expect(page.getByText(`${grace.first} ${grace.last} is registered.`)).toBeVisible();
    await registerNewLearner(page, alan.first, alan.last, alan.email);
    await expect(
      page.getByText(`The class is full: ${alan.first} ${alan.last} is number 1 on the waiting list.`),
    ).toBeVisible();
    const registrations = page.getByRole('region', { name: 'Registrations' });
    const rowOf = (who: { email: string }) => registrations.getByRole('row').filter({ hasText: who.email });
    await expect(rowOf(alan)).toContainText('On Waitlist');
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('2 of 2 taken, 1 on the waiting list');
    await page.screenshot({ path: test.info().outputPath('class-waiting-list.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // Ada leaves: her seat goes to Alan, first in line, in the same step.
    await registrations.getByRole('button', { name: `Remove ${ada.first} ${ada.last}` }).click();
    const remove = page.getByRole('dialog', { name: 'Remove registration' });
    await expect(remove).toContainText(ada.email);
    await remove.getByRole('button', { name: 'Remove' }).click();
    await expect(remove).toBeHidden();
    await expect(
      page.getByText(`${ada.first} ${ada.last} removed. ${alan.first} ${alan.last} moved up from the waiting list.`),
    ).toBeVisible();
    await expect(rowOf(ada)).toHaveCount(0);
    await expect(rowOf(alan)).not.toContainText('On Waitlist');
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('2 of 2 taken');
    await page.screenshot({ path: test.info().outputPath('class-promoted.png'), fullPage: true });

    // The Classes report of the list's search: one row a registration, this class's two learners.
    await page.goto(`/classes?states=Approved&startDate=${day}&endDate=${day}`);
    await expect(rows(page).filter({ hasText: String(id) })).not.toHaveCount(0);
    await page.getByRole('button', { name: 'Reports' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Classes as CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^class-registrations-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    const lines = parseCsv(csv);
    // First what the file holds (among it the filters it used), then the header and the rows.
    expect(lines.some((line) => line[0]?.startsWith('Filters: '))).toBe(true);
    expect(csv).toContain(grace.email);
    expect(csv).toContain(alan.email);
    expect(csv).not.toContain(ada.email);
    await page.goto(`/classes/${id}`);

    // Cancelling asks for one of the 14 reasons, and the page then shows it.
    await page.getByRole('button', { name: 'Cancel class', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel class ${id}` });
    await dialog.getByRole('button', { name: 'Cancel class' }).click();
    await expect(dialog.getByText('Choose a cancellation reason')).toBeVisible();
    // Picked from the whole list, scrolled as the dialog needs (PrimeReact's provider at the root keeps
    // its scroll listener from throwing).
    await choose(page, 'Cancellation reason', 'Low Registration');
    await expect(dialog.locator('.p-dropdown-label')).toHaveText('Low Registration');
    // Grace and Alan hold the two seats: both are told, unless the box is cleared.
    await expect(dialog.getByLabel('E-mail the 2 learners (registered or waiting) the reason')).toBeChecked();
    await dialog.screenshot({ path: test.info().outputPath('class-cancel-dialog.png') });
    await expectNoSeriousA11yViolations(page, { include: 'dialog' });
    await dialog.getByRole('button', { name: 'Cancel class' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Class ${id} cancelled. 2 learners will be e-mailed the reason.`)).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('Low Registration');
    await expect(page.getByRole('button', { name: 'Cancel class', exact: true })).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('class-cancelled.png'), fullPage: true });
  });
});

test.describe('new class', () => {
  test('Create class with everything empty flags every required field at once', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes/new');
    await expect(page.getByRole('heading', { name: 'New class', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Create class' }).click();
    // One try: the place (in person: a country and a city) is flagged with the course, trainer and day.
    for (const label of ['Course', 'Trainer 1', 'Day 1', 'Country', 'City'])
      await expect(page.getByLabel(label, { exact: true }), label).toHaveAttribute('aria-invalid', 'true');
    expect(await fieldError(page.getByLabel('Country', { exact: true }))).toContain('Choose a country');
    expect(await fieldError(page.getByLabel('City', { exact: true }))).toContain('Enter the city');
    await page.screenshot({ path: test.info().outputPath('class-new-empty.png'), fullPage: true });
    await expect(page).toHaveURL(/\/classes\/new$/);
  });
});

test.describe('classes in the demo data', () => {
  test('a full class shows its waiting list in order, and the needs-closing list its classes', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes?states=Approved');
    await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
    // The demo's full classes: Approved, coming, every seat taken and people waiting. Only those of
    // the coming year: the waiting-list test next door makes a class of its own years ahead, approves
    // it with one person waiting and moves them up while this test may be reading it.
    const yearAhead = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    const found = await apiPost(page, '/api/classes/search', {
      page: 1,
      pageSize: 100,
      filters: { states: ['Approved'], endDate: yearAhead },
    });
    expect(found.ok()).toBe(true);
    const { results } = (await found.json()) as { results: { id: number; waitlisted: number }[] };
    const full = results.find((r) => r.waitlisted > 0);
    if (!full) throw new Error('the demo has no class with a waiting list');
    await page.goto(`/classes/${full.id}`);
    const registrations = page.getByRole('region', { name: 'Registrations' });
    await expect(registrations.getByText(`${full.waitlisted} on the waiting list`)).toBeVisible();
    for (let n = 1; n <= full.waitlisted; n++) await expect(registrations.getByText(`On Waitlist #${n}`)).toBeVisible();
    // A coming class is not completed yet: the page says from when; its approval can be withdrawn.
    const actions = page.getByRole('group', { name: 'Class actions' });
    await expect(actions.getByRole('button', { name: 'Complete', exact: true })).toBeDisabled();
    await expect(actions.getByText(/^From .+, when its last session begins$/)).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Withdraw approval' })).toBeEnabled();
    // Passcodes for the seat holders (not the people waiting); e-mailing them all asks first, with how
    // many, and cancelled, nothing is sent.
    await registrations.getByRole('button', { name: 'Generate passcodes' }).click();
    // The demo's class has a pending registration too: it gets none either.
    const generated = page.getByText(
      /^\d+ generated, \d+ left as they were \(.*On the waiting list: no seat yet.*\)\.$/,
    );
    await expect(generated).toBeVisible();
    const made = Number(/^(\d+)/.exec((await generated.textContent()) ?? '')?.[1]);
    expect(made).toBeGreaterThan(0);
    await registrations.getByRole('button', { name: 'Send passcode e-mails' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send passcode e-mails' });
    const send = confirm.getByRole('button', { name: /^Send \d+ e-mails$/ });
    await expect(send).toBeVisible();
    expect(Number(/\d+/.exec((await send.textContent()) ?? '')?.[0])).toBeGreaterThanOrEqual(made);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(/ e-mailed[,.]/)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('demo-full-class.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
    // Its registrations and sessions tables scroll inside their boxes on a phone, not the page.
    await expectNoSidewaysScroll(page);

    await page.goto('/classes/needs-closing');
    await expect(page.getByRole('heading', { name: 'Classes Needing Closing', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Class \d+$/ }).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('needs-closing.png'), fullPage: true });
  });
});

test.describe('self-paced students', () => {
  test('filters, pages, reloads to the same filters and page, and clears filters', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes/self-paced');
    await expect(page.getByRole('heading', { name: 'Self-Paced Students', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`Self-Paced Students | ${PRODUCT} Eco`);
    await expect(report(page)).toHaveText(/^1–100 of \d+/);
    await expect(rows(page)).toHaveCount(100);

    await choose(page, 'Revoked', 'Not revoked');
    await expect(page).toHaveURL(/isRevoked=false/);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await expect(rows(page).getByText('Revoked', { exact: true })).toHaveCount(0);
    const firstOnPage1 = (await rows(page).first().textContent()) ?? '';
    await page.getByRole('button', { name: 'Next Page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(report(page)).toHaveText(/^101–\d+ of \d+/);
    // The report follows the address before the second page's rows arrive: read them once they show.
    await expect(rows(page).first()).not.toHaveText(firstOnPage1);
    const firstOnPage2 = (await rows(page).first().textContent()) ?? '';

    await page.reload();
    await expect(report(page)).toHaveText(/^101–\d+ of \d+/);
    await expect(page.locator('.filter-field', { hasText: 'Revoked' }).locator('.p-dropdown-label')).toHaveText(
      'Not revoked',
    );
    await expect(rows(page).first()).toHaveText(firstOnPage2);
    await expect(rows(page).getByText('Revoked', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/classes\/self-paced$/);
    await expect(report(page)).toHaveText(/^1–100 of \d+/);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeHidden();

    // Text applies with Enter; a contains-match on the e-mail.
    await page.getByLabel('Learner e-mail').fill('patel');
    await page.getByLabel('Learner e-mail').press('Enter');
    await expect(page).toHaveURL(/userEmail=patel/);
    await expect(rows(page).first()).toContainText('patel');
  });

  test('refuses a date window that ends before it starts, beside the field, and keeps the list', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes/self-paced?startDate=2026-06-01');
    await expect(report(page)).toHaveText(/of \d+/);
    const before = await report(page).innerText();
    const end = page.getByLabel('Started on or before');
    await end.fill('01/15/2026');
    await end.press('Enter');
    await expect(page.getByText('Cannot be before the start of the window')).toBeVisible();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(page).not.toHaveURL(/endDate=/);
    await expect(report(page)).toHaveText(before);
    await expect(page).toHaveURL(/startDate=2026-06-01/);
  });

  test('sorts from the keyboard and keeps the order in the address', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes/self-paced');
    const endDate = page.getByRole('columnheader', { name: 'End date' });
    await endDate.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sortBy=endDate/);
    await expect(endDate).toHaveAttribute('aria-sort', 'ascending');
    await page.keyboard.press('Enter');
    // Descending is this list's default order, so the address no longer says otherwise.
    await expect(endDate).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/\?sortBy=endDate$/);
  });

  test('reads bad values in the address as their defaults, not as an error', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes/self-paced?page=abc&pageSize=7&isRevoked=maybe&startDate=soon');
    await expect(page.getByRole('heading', { name: 'Self-Paced Students', level: 1 })).toBeVisible();
    await expect(report(page)).toHaveText(/^1–100 of \d+/);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeHidden();
  });

  test('offers at most two constraints in a column filter', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes/self-paced');
    await page
      .getByRole('columnheader', { name: 'Start date' })
      .getByRole('button', { name: /filter/i })
      .click();
    const menu = page.locator('.p-column-filter-overlay');
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Add Rule' }).click();
    await expect(menu.locator('.p-column-filter-constraint')).toHaveCount(2);
    await expect(menu.getByRole('button', { name: 'Add Rule' })).toBeHidden();
    // The rule stays while the screen around it renders again (after sign-in the shell still loads
    // the person's profile and renews tokens): a new filters object would reset the menu.
    await page.waitForTimeout(1_000);
    await expect(menu.locator('.p-column-filter-constraint')).toHaveCount(2);
  });

  test('revokes an enrollment with a reason', async ({ page }) => {
    // The oldest enrollment is this test's: the other tests read and page through the newest, and a
    // revoke there would move rows between their pages.
    await signIn(page, users.classesAdmin, '/classes/self-paced?isRevoked=false&sortDescending=false');
    const email = (await rows(page).first().locator('.cell-muted').first().innerText()).trim();
    await page.getByLabel('Learner e-mail').fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/userEmail=/);
    await expect(page).toHaveURL(/sortDescending=false/);
    const row = rows(page).first();
    await expect(row).toContainText(email);
    await row.getByRole('button', { name: /^Revoke / }).click();

    const dialog = page.getByRole('dialog', { name: 'Revoke self-paced enrollment' });
    await expect(dialog).toContainText(email);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog.getByText('Give a reason.')).toBeVisible();
    await expect(dialog.getByLabel('Reason')).toBeFocused();
    await dialog.getByLabel('Reason').fill('Refunded: bought the wrong course');
    // While the revoke is on its way the dialog refuses to close: Escape twice, as Chrome stops
    // letting a second close request in a row be refused.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/classes/self-paced/*/revoke', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog.getByRole('button', { name: /Revoking|Saving/ })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
    await expect(dialog).toBeVisible();
    release();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${email} no longer has access`)).toBeVisible();
    await choose(page, 'Revoked', 'Revoked');
    await expect(rows(page).filter({ hasText: 'Refunded: bought the wrong course' })).toHaveCount(1);
  });

  test('downloads the filtered rows as CSV', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes/self-paced');
    await expect(report(page)).toHaveText(/of [\d,]+/);
    const unfiltered = await report(page).innerText();
    await choose(page, 'Online course', 'PSM-OL — Professional Scrum Master Online');
    await expect(page).toHaveURL(/onlineCourseId=\d+/);
    // The address changes before the list has the filtered rows: their count is read once it shows.
    await expect(report(page)).not.toHaveText(unfiltered);
    const total = Number((await report(page).innerText()).match(/of ([\d,]+)/)?.[1]?.replace(/,/g, ''));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^self-paced-students-\d{4}-\d{2}-\d{2}\.csv$/);
    // As Excel opens it: the byte order mark and CRLF line ends (csvRecords refuses a file without them).
    const records = csvRecords(readFileSync((await download.path()) as string, 'utf8'));
    expect(records).toHaveLength(total);
    expect(records.every((r) => r['Online Course Code'] === 'PSM-OL')).toBe(true);
  });
});

test.describe('slow exports', () => {
  test('shows the progress of an export that takes longer than a second, and cancels it', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes/self-paced');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/classes/reports/self-paced/students**', async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const progress = page.getByRole('status').filter({ hasText: 'Preparing the CSV file' });
    await expect(progress).toBeVisible();
    // Not before a second: a quick export shows only the button's spinner.
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1_000);
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await progress.getByRole('button', { name: 'Cancel' }).click();
    await expect(progress).toBeHidden();
    await expect(page.getByText('The export was cancelled.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    release();
  });
});

test.describe('menu', () => {
  test('shows support staff only the catalogue screens their capabilities allow', async ({ page }) => {
    await signIn(page, users.support, '/');
    const drawer = await openMenu(page);
    await drawer.getByRole('link', { name: 'Classes' }).click();
    await expect(page).toHaveURL(/\/classes\/self-paced$/);
    await expect(page.getByRole('navigation', { name: 'Area sections' })).toBeHidden();
    await page.goto('/classes/courses');
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  });
});

testScreensAccessibility([
  ['/classes/self-paced?pageSize=25', 'Self-Paced Students'],
  ['/classes', 'Classes'],
  ['/classes/new', 'New class'],
  ['/classes/needs-closing', 'Classes Needing Closing'],
  ['/courses/stats', 'Course Stats'],
]);

test.describe('course stats and the reports menu', () => {
  test('course stats of a window in the address: charts, totals and the CSV', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await signIn(page, users.classesAdmin, '/classes');
    await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
    // Chart.js is not part of the other screens.
    const chartChunk = (url: string) => /\/assets\/auto-[\w-]+\.js$/.test(url);
    expect(scripts.filter(chartChunk)).toEqual([]);

    await page.goto('/courses/stats?startDate=2020-01-01&endDate=2030-12-31');
    await expect(page.getByRole('heading', { name: 'Course Stats', level: 1 })).toBeVisible();
    await expect(page.getByLabel('First day from')).toHaveValue('01/01/2020');
    const table = page.getByRole('table', { name: 'Instructor-led courses and their classes in the window' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(table.locator('tfoot')).toContainText('Total');
    await expect(page.getByRole('img', { name: /Seats per course/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /Classes by state/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Online courses and their self-paced enrollments' })).toBeVisible();
    await expect.poll(() => scripts.some(chartChunk)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('course-stats.png'), fullPage: true });

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('course-stats-2020-01-01-2030-12-31.csv');
    const lines = parseCsv(readFileSync((await download.path()) as string, 'utf8'));
    expect(lines[0]?.[0]).toBe('Instructor-led course stats, first day from 2020-01-01 to 2030-12-31.');
    expect(lines.at(-1)?.[0]).toBe('Total');
  });

  test('the Classes list downloads its reports as CSV and XLSX from the Reports menu', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes?states=Submitted&states=Approved&states=Completed');
    await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
    const button = page.getByRole('button', { name: 'Reports' });
    await button.click();
    const menu = page.getByRole('menu', { name: 'Class reports' });
    await expect(menu).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Not the full page: resizing for it closes the popup, as any resize does.
    await page.screenshot({ path: test.info().outputPath('class-reports-menu.png') });
    if (!(await menu.isVisible())) await button.click();

    // The headers as CSV: the file first says which filters and zone it used.
    let downloading = page.waitForEvent('download');
    await menu.getByRole('menuitem', { name: 'Headers as CSV' }).click();
    let download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^class-headers-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = parseCsv(readFileSync((await download.path()) as string, 'utf8'));
    expect(lines.map((l) => l[0])).toContain(
      'Filters: first day any day; state Submitted or Approved or Completed; beta courses left out.',
    );
    expect(lines.find((l) => l[0] === 'Class Id')).toContain('Time Zone');

    // Student scores as XLSX, reached with the keyboard alone.
    downloading = page.waitForEvent('download');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(menu).toBeFocused();
    // Headers as CSV is first; student scores as XLSX is the sixth choice.
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^class-student-scores-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // An XLSX file is a zip archive.
    expect(
      readFileSync((await download.path()) as string)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});
