// Course Stats (/courses/stats) and the Classes list's Reports menu, against the real server with the
// demo data: the stats of a window kept in the address with their charts and CSV, the chart library
// fetched only on this screen, and each class report downloaded as CSV and as XLSX from the list's
// menu, picked with the keyboard. Accessibility of both.
import { readFileSync } from 'node:fs';
import { parseCsv } from '../apps/server/src/testing/csv';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, signIn, test, users } from './support/fixtures';

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
