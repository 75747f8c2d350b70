// The class reports of the current search through the real app: headers, classes (registrations) and
// student scores, each as CSV and as XLSX read back with the library that wrote it, each saying which
// filters and zone it used; the Classes list's very filter; batches across their boundaries; the
// capability; bad filters refused before anything streams.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../testing/csv.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';
import { classReportBatches } from './class-report-headers.js';
import { registrationBatches } from './class-reports.js';
import { account, register, reportClass, reportCourse } from './report-fixture.js';

let t: TestApp;
let staff: SignedIn;
let courseId: number;
let betaCourseId: number;
const ids: Record<string, number> = {};

signedInApp('classes-admin@example.com', async (app, headers) => {
  t = app;
  staff = headers;
  courseId = await reportCourse(t.db, 'R1');
  betaCourseId = await reportCourse(t.db, 'R1B', true);
  const lead = await account(t.db, 'rita.lead@reports.example.com', 'Rita', 'Lead');
  const [ana, ben, cai] = await Promise.all([
    account(t.db, 'ana@reports.example.com', 'Ana', 'Alves'),
    account(t.db, 'ben@reports.example.com', 'Ben', '=Brown'),
    account(t.db, 'cai@reports.example.com', 'Cai', 'Chen'),
  ]);
  const base = { endDate: '', timeZone: 'Europe/Lisbon', capacity: 2 } as const;
  ids.march = await reportClass(t.db, courseId, lead, {
    ...base,
    state: 'Submitted',
    startDate: '2031-03-30',
    endDate: '2031-03-31',
    clientOrganization: 'Acme Bank',
  });
  ids.may = await reportClass(t.db, courseId, lead, {
    ...base,
    state: 'Submitted',
    startDate: '2031-05-05',
    endDate: '2031-05-06',
    timeZone: 'America/New_York',
  });
  ids.draft = await reportClass(t.db, courseId, lead, {
    ...base,
    state: 'Draft',
    startDate: '2031-04-01',
    endDate: '2031-04-01',
  });
  ids.beta = await reportClass(t.db, betaCourseId, lead, {
    ...base,
    state: 'Submitted',
    startDate: '2031-04-02',
    endDate: '2031-04-02',
  });
  await register(t.db, ids.march, ana, 'complete', { code: 'RPT-ANA-1', redeemedAt: '2031-04-02T10:00:00Z' });
  await register(t.db, ids.march, ben, 'registered', { code: 'RPT-BEN-1' });
  await register(t.db, ids.march, cai, 'waitlisted');
  await register(t.db, ids.may, ana, 'registered');
});

const post = (path: string, payload: object, headers = staff) =>
  t.app.inject({ method: 'POST', url: `/api/classes/reports/${path}`, headers, payload });

/** The report's CSV: its notes (first cells of the lines before the header) and rows keyed by header. */
async function csv(path: string, filters: object) {
  const res = await post(path, { filters, format: 'csv' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  const lines = parseCsv(res.body);
  const at = lines.findIndex((l) => l[0] === 'Class Id');
  const header = lines[at] as string[];
  return {
    notes: lines.slice(0, at).map((l) => l[0]),
    rows: lines.slice(at + 1).map((row) => Object.fromEntries(header.map((h, i) => [h, row[i] ?? '']))),
    disposition: res.headers['content-disposition'],
  };
}

/** The report's XLSX read back with ExcelJS: the About sheet's notes and the data sheet's rows. */
async function xlsx(path: string, filters: object) {
  const res = await post(path, { filters, format: 'xlsx' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const [about, data] = book.worksheets;
  const values = (row: ExcelJS.Row) => (row.values as ExcelJS.CellValue[]).slice(1);
  const notes: string[] = [];
  about?.eachRow((row) => notes.push(String(values(row)[0])));
  const all: ExcelJS.CellValue[][] = [];
  data?.eachRow((row) => all.push(values(row)));
  const [header = [], ...rest] = all;
  return {
    sheets: book.worksheets.map((s) => s.name),
    notes,
    rows: rest.map((row) => Object.fromEntries(header.map((h, i) => [String(h), row[i] ?? null]))),
    disposition: res.headers['content-disposition'],
  };
}

const ours = { courseType: 0, states: ['Submitted'] };

describe('class reports', () => {
  beforeAll(() => {
    ours.courseType = courseId;
  });

  it('headers: one row a class of the filter, newest first day first, saying its filters and zone', async () => {
    const { notes, rows, disposition } = await csv('headers', ours);
    expect(disposition).toMatch(/^attachment; filename="class-headers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(rows.map((r) => Number(r['Class Id']))).toEqual([ids.may, ids.march]); // no draft, newest first
    expect(notes.join('\n')).toContain(
      'Filters: first day any day; state Submitted; course RPT-R1 Report course R1; beta courses left out.',
    );
    expect(notes.join('\n')).toContain("each class's own, in its time zone");
    const march = rows.find((r) => Number(r['Class Id']) === ids.march);
    expect(march).toMatchObject({
      'Course Code': 'RPT-R1',
      State: 'Submitted',
      'First Day': '2031-03-30',
      'Last Day': '2031-03-31',
      'Start Time': '09:00',
      'End Time': '17:00',
      'Time Zone': 'Europe/Lisbon',
      Sessions: '2',
      'Lead Trainer': 'Rita Lead',
      'Delivery Method': 'In Person',
      'Client Organization': 'Acme Bank',
      Capacity: '2',
      'Seats Taken': '2',
      Waitlisted: '1',
      Price: '1200.50',
      Currency: 'EUR',
    });
  });

  it('headers: the list filters narrow the same way (states, organization, dates, beta courses)', async () => {
    const ids_ = async (filters: object) => (await csv('headers', filters)).rows.map((r) => Number(r['Class Id']));
    expect(await ids_({ ...ours, states: ['Draft'] })).toEqual([ids.draft]);
    expect(await ids_({ ...ours, clientOrganization: 'acme' })).toEqual([ids.march]);
    expect(await ids_({ ...ours, startDate: '2031-04-01', endDate: '2031-12-31' })).toEqual([ids.may]);
    const beta = { courseType: betaCourseId, states: ['Submitted'] };
    expect(await ids_(beta)).toEqual([]);
    expect(await ids_({ ...beta, includeBetaCourses: true })).toEqual([ids.beta]);
  });

  it('classes: one row a registration with its class, the waiting list shown as On Waitlist', async () => {
    const { rows } = await csv('classes', ours);
    expect(rows.map((r) => [Number(r['Class Id']), r.Email, r.Status, r['Waitlist Position']])).toEqual([
      [ids.may, 'ana@reports.example.com', 'registered', ''],
      [ids.march, 'ana@reports.example.com', 'complete', ''],
      [ids.march, 'ben@reports.example.com', 'registered', ''],
      [ids.march, 'cai@reports.example.com', 'On Waitlist', '1'],
    ]);
    // A name a spreadsheet would run as a formula comes out as text.
    expect(rows.find((r) => r.Email === 'ben@reports.example.com')?.['Last Name']).toBe("'=Brown");
    expect(rows[0]?.['Registered At']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('student scores: passcodes and whether redeemed; scores empty, saying they come with assessment results', async () => {
    const { notes, rows } = await csv('student-scores', ours);
    expect(notes.join('\n')).toContain('assessment results do not exist yet');
    const march = rows.filter((r) => Number(r['Class Id']) === ids.march);
    expect(march.map((r) => [r.Email, r.Passcode, r['Passcode State'], r.Redeemed, r['Redeemed At'], r.Score])).toEqual(
      [
        ['ana@reports.example.com', 'RPT-ANA-1', 'Active', 'Yes', '2031-04-02T10:00:00Z', ''],
        ['ben@reports.example.com', 'RPT-BEN-1', 'Active', 'No', '', ''],
        ['cai@reports.example.com', '', '', '', '', ''],
      ],
    );
  });

  it('each report as XLSX: an About sheet with the filters and zone, then the rows, read back with ExcelJS', async () => {
    const headers = await xlsx('headers', ours);
    expect(headers.disposition).toMatch(/class-headers-.*\.xlsx"$/);
    expect(headers.sheets).toEqual(['About', 'Classes']);
    expect(headers.notes.join('\n')).toContain('state Submitted; course RPT-R1');
    expect(headers.rows.map((r) => r['Class Id'])).toEqual([ids.may, ids.march]);
    expect(headers.rows[1]).toMatchObject({ 'Time Zone': 'Europe/Lisbon', 'Seats Taken': 2, Published: false });

    const classes = await xlsx('classes', ours);
    expect(classes.sheets).toEqual(['About', 'Registrations']);
    expect(classes.rows.map((r) => r.Status)).toEqual(['registered', 'complete', 'registered', 'On Waitlist']);

    const scores = await xlsx('student-scores', ours);
    expect(scores.sheets).toEqual(['About', 'Students']);
    expect(scores.notes.join('\n')).toContain('assessment results do not exist yet');
    expect(scores.rows.map((r) => r.Redeemed)).toEqual([null, true, false, null]);
  });

  it('reads classes and registrations in batches across their boundaries, in order', async () => {
    const filters = { ...ours, courseType: courseId, states: ['Submitted', 'Draft'], includeBetaCourses: false };
    const parsed = { isCancelled: null, isPublished: null, scope: null, ...filters } as const;
    const seen: number[][] = [];
    for await (const batch of classReportBatches(t.db, parsed as never, 1)) seen.push(batch.map((c) => c.id));
    expect(seen).toEqual([[ids.may], [ids.draft], [ids.march]]);
    const regs: string[] = [];
    for await (const batch of registrationBatches(t.db, parsed as never, 1))
      regs.push(...batch.map((r) => `${r.class.id}:${r.email}`));
    expect(regs).toEqual([
      `${ids.may}:ana@reports.example.com`,
      `${ids.march}:ana@reports.example.com`,
      `${ids.march}:ben@reports.example.com`,
      `${ids.march}:cai@reports.example.com`,
    ]);
  });

  it('an empty filter takes the list defaults (Submitted, beta courses left out); no filter is a 400', async () => {
    expect((await post('headers', {})).statusCode).toBe(400);
    const res = await post('headers', { filters: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(parseCsv(res.body)[1]?.[0]).toBe('Filters: first day any day; state Submitted; beta courses left out.');
  });

  it('refuses bad filters and formats with 400 before streaming', async () => {
    const bad = await post('headers', { filters: { startDate: '2031-05-01', endDate: '2031-04-01' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['filters.endDate']).toEqual(['The end date is before the start date.']);
    expect((await post('classes', { filters: {}, format: 'pdf' })).statusCode).toBe(400);
    expect((await post('student-scores', { filters: { states: ['Nope'] } })).statusCode).toBe(400);
  });

  it('refuses without canViewClasses', async () => {
    const support = await t.as('support@example.com');
    for (const path of ['headers', 'classes', 'student-scores']) {
      expect((await post(path, { filters: {} }, support)).statusCode, path).toBe(403);
    }
  });
});
