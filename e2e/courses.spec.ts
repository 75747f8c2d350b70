// The Courses screens (/classes/courses), against the real server with the demo catalogue: create and
// edit with field errors from the form and the server, unsaved-change guard, version conflicts, the
// categories and online courses dialogs, the area's tabs, accessibility.
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, testScreensAccessibility } from './support/a11y';
import { apiPost } from './support/api';
import { expect, openMenu, PRODUCT, signIn, test, users } from './support/fixtures';
import { fieldError } from './support/form';
import { disabledLook } from './support/layout';
import { rows } from './support/list';

test.describe('courses', () => {
  test('creates a course, with field errors from the form and from the server', async ({ page }) => {
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await signIn(page, users.classesAdmin, '/classes/courses/new');
    await expect(page).toHaveTitle(`New Course | ${PRODUCT} Eco`);

    await page.getByRole('button', { name: 'Create course' }).click();
    const codeField = page.getByLabel('Code', { exact: true });
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    expect(await fieldError(codeField)).toContain('Required');
    await expect(codeField).toBeFocused();

    // A code already in use: only the server knows; its 400 names the field.
    await codeField.fill('PSM');
    await page.getByLabel('Name', { exact: true }).fill('End-to-end Course');
    await page.getByRole('button', { name: 'Create course' }).click();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    expect(await fieldError(codeField)).toMatch(/in use|already/i);
    await expect(page.getByText('Please correct the highlighted fields.').last()).toBeVisible();

    await codeField.fill(code);
    await expect(codeField).toHaveAttribute('aria-invalid', 'false');
    await page.getByLabel('Duration').fill('3');
    await page.getByRole('button', { name: 'Create course' }).click();
    await expect(page.getByText(`Course ${code} created.`)).toBeVisible();
    await expect(page).toHaveURL(/\/classes\/courses$/);

    await page.getByLabel('Code or name').fill(code);
    await page.getByLabel('Code or name').press('Enter');
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('link', { name: `Edit ${code}` }).click();
    await expect(page).toHaveTitle(`Edit Course | ${PRODUCT} Eco`);
    await page.getByLabel('Name', { exact: true }).fill('End-to-end Course, renamed');
    await page.getByRole('button', { name: 'Save course' }).click();
    await expect(page.getByText(`Course ${code} saved.`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/classes/courses\\?search=${code}`));
    await expect(rows(page).first()).toContainText('End-to-end Course, renamed');
  });

  test('asks before leaving a form with unsaved changes', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes/courses/1/edit');
    await page.getByLabel('Description').fill('A change nobody saved.');
    await page.getByRole('link', { name: 'Courses' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/classes\/courses\/1\/edit$/);
    await expect(page.getByLabel('Description')).toHaveValue('A change nobody saved.');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/classes\/courses$/);
  });

  test('tells an editor that someone else changed the course, and reloads it', async ({ page, browser }) => {
    await signIn(page, users.classesAdmin, '/classes/courses');
    const code = `E2E-V${Date.now().toString(36).toUpperCase()}`;
    const created = await apiPost(page, '/api/courses', { code, name: 'Version test', categoryId: null });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // A second person, in another browser, opens the same course.
    const other = await secondEditor(browser, `/classes/courses/${id}/edit`);
    await page.goto(`/classes/courses/${id}/edit`);
    // This editor has the course as it was before the other saves (the form loads after the page does).
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Version test');
    await other.getByLabel('Name', { exact: true }).fill('Changed by the other editor');
    await other.getByRole('button', { name: 'Save course' }).click();
    await expect(other.getByText(`Course ${code} saved.`)).toBeVisible();

    await page.getByLabel('Description').fill('My stale edit');
    await page.getByRole('button', { name: 'Save course' }).click();
    const conflict = page.getByRole('dialog', { name: 'Someone else changed this' });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(conflict).toBeHidden();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Changed by the other editor');
    await expect(page.getByLabel('Description')).toHaveValue('');
    await page.getByLabel('Description').fill('Edited after the reload');
    await page.getByRole('button', { name: 'Save course' }).click();
    await expect(page.getByText(`Course ${code} saved.`)).toBeVisible();
    await other.context().close();
  });

  test('open the course categories and online courses from the courses list', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes/courses');
    await page.getByRole('button', { name: 'Categories' }).click();
    const categories = page.getByRole('dialog', { name: 'Course categories' });
    await expect(categories.getByRole('cell', { name: 'Professional Scrum Master', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await categories.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: 'Online courses' }).click();
    const online = page.getByRole('dialog', { name: 'Online courses' });
    await expect(online.getByRole('cell', { name: 'PSM-OL', exact: true })).toBeVisible();
    await online.getByRole('button', { name: 'Edit online course PSM-OL', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit online course PSM-OL' });
    await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(/Professional Scrum Master Online/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('toolkit: number fields and disabled buttons', () => {
  test('keeps an out-of-bounds duration as typed, says so beside it, and counts days in words', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes/courses/new');
    const duration = page.getByLabel('Duration');
    await duration.fill('0');
    await duration.blur();
    await expect(duration).toHaveValue('0');
    await expect(duration).toHaveAttribute('aria-valuetext', '0 days');
    expect(await fieldError(duration)).toContain('At least 1');
    await duration.fill('31');
    await duration.blur();
    await expect(duration).toHaveAttribute('aria-valuetext', '31 days');
    expect(await fieldError(duration)).toContain('At most 30');
    // The save checks the same bound, with the same words.
    await page.getByRole('button', { name: 'Create course' }).click();
    expect(await fieldError(duration)).toContain('At most 30');
    await duration.fill('1');
    await duration.blur();
    await expect(duration).toHaveAttribute('aria-valuetext', '1 day');
    await expect(page.locator('.number-field__unit')).toHaveText('day');
    await expect(duration).toHaveAttribute('aria-invalid', 'false');
    await page.screenshot({ path: test.info().outputPath('course-duration.png') });
  });

  test('shows a category delete that cannot be done as disabled, with its reason on focus', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes/courses');
    await page.getByRole('button', { name: 'Categories' }).click();
    const categories = page.getByRole('dialog', { name: 'Course categories' });
    const remove = categories.getByRole('button', { name: 'Delete category Professional Scrum Master', exact: true });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    const look = await disabledLook(remove);
    expect(look.cursor).toBe('not-allowed');
    expect(look.opacity).toBeLessThan(1);
    expect(look.filter).toContain('grayscale');
    await expect(remove).toHaveAccessibleDescription(/^In use: \d+ courses? filed under it$/);
    const reason = categories.getByText(/^In use: \d+ courses? filed under it$/).first();
    await expect(reason).toBeHidden();
    await remove.focus();
    await expect(reason).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('category-in-use.png') });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Confirm Delete' })).toBeHidden();

    // A new category goes after the last one, not on a duplicate order.
    const orders = (await categories.locator('tbody tr td:nth-child(2)').allTextContents()).map(Number);
    await expect(categories.getByLabel('Order', { exact: true })).toHaveValue(String(Math.max(...orders) + 10));
    await expectNoSeriousA11yViolations(page);
  });
});

async function secondEditor(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, users.admin, path);
  return page;
}

test.describe('history', () => {
  test('shows an edit in the course’s history: who, when, each field’s old and new value', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes/courses');
    const code = `E2E-H${Date.now().toString(36).toUpperCase()}`;
    const created = await apiPost(page, '/api/courses', {
      code,
      name: 'History course',
      categoryId: null,
      description: 'Two days on the Scrum framework for new teams.',
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.goto(`/classes/courses/${id}/edit`);
    await page.getByLabel('Name', { exact: true }).fill('History course, renamed');
    await page
      .getByLabel('Description')
      .fill('Two days on the Scrum framework for new and growing teams, with a day of practice.');
    await page.getByRole('button', { name: 'Save course' }).click();
    await expect(page.getByText(`Course ${code} saved.`)).toBeVisible();

    await page.goto(`/classes/courses/${id}/edit`);
    const toggle = page.getByRole('button', { name: 'History' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Keyboard: the panel opens with Enter.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const history = page.getByRole('region', { name: 'History' });
    const edit = history.getByRole('listitem').first();
    await expect(edit).toContainText('Edited by Carlos Mendes');
    const name = edit.locator('.history-change', { hasText: 'Name' });
    await expect(name.locator('dt')).toHaveText('Name');
    await expect(name.locator('.history-change__old')).toHaveText('from History course');
    await expect(name.locator('.history-change__new')).toHaveText('to History course, renamed');
    // A long text reads as a word diff: what was added is marked, the rest stays as it was.
    const description = edit.locator('.history-change', { hasText: 'Description' });
    await expect(description.locator('ins').first()).toContainText('growing');
    await expect(description.locator('.history-diff')).toContainText('Two days on the Scrum framework');
    await expect(history.getByRole('listitem').last()).toContainText('Created by Carlos Mendes');
    await page.screenshot({ path: test.info().outputPath('course-history.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
    await toggle.click();
    await expect(history.getByRole('listitem')).toHaveCount(0);
  });
});

test.describe('menu and tabs', () => {
  test('tabs come back to the filters a list was left with; the menu link resets them', async ({ page }) => {
    await signIn(page, users.classesAdmin, '/classes/courses?isActive=false');
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Area sections' });
    await expect(tabs.getByRole('link')).toHaveText([
      'Classes',
      'Self-Paced Students',
      'Courses',
      'Licenses',
      'Products',
      'Markets',
      'Stats',
    ]);
    await tabs.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/classes\/products$/);
    await tabs.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/classes\/courses\?isActive=false$/);

    // The menu entry opens the area's first screen, Classes, and forgets the filters its lists were left
    // with: the Courses tab then opens the list unfiltered.
    const drawer = await openMenu(page);
    await drawer.getByRole('link', { name: 'Classes' }).click();
    await expect(page).toHaveURL(/\/classes$/);
    await tabs.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/classes\/courses$/);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeHidden();
  });
});

testScreensAccessibility([
  ['/classes/courses', 'Courses'],
  ['/classes/courses/new', 'New Course'],
  ['/classes/courses/1/edit', 'Edit Course'],
]);
