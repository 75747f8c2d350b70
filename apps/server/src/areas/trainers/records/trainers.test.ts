// Trainer records through the real app: lookups, the accounts that could become trainers (by the start of
// an e-mail or name), create, read, versioned edit, the list with every filter (the tri-state ones as
// null, true and false) and the CSV.
import type { TrainerDetail, TrainerRow } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { csvRecords } from '../../../testing/csv.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';

let t: TestApp;
let staff: SignedIn;
signedInApp('classes-admin@example.com', (app, headers) => {
  t = app;
  staff = headers;
});

const get = (url: string, headers = staff) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers = staff) => t.app.inject({ method: 'POST', url, headers, payload });

const list = async (filter: object) => {
  const res = await post('/api/trainers/list', { pageSize: 500, isActive: true, ...filter });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { results: { admId: string; isActive: boolean; email: string }[]; totalRowCount: number };
};
const admIds = async (filter: object) => new Set((await list(filter)).results.map((r) => r.admId));

const year = new Date().getUTCFullYear();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Makes a trainer of a fresh candidate found by `search`, with the given licenses. */
async function makeTrainer(search: string, extra: object = {}) {
  const candidates = (await get(`/api/trainers/user-search?search=${encodeURIComponent(search)}`)).json();
  const admId = candidates[0].admId as string;
  const res = await post('/api/trainers', { admId, timeZone: 'Europe/Berlin', languages: ['en'], ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function setF2f(admId: string, y: number, values: { required: number; completed: number; reason?: string }) {
  await t.db.execute(
    `insert into trainer_f2f_year (trainer_id, year, required, completed, exempt_reason, exempt_until)
     select id, ${y}, ${values.required}, ${values.completed}, ${values.reason ? `'${values.reason}'` : 'null'},
            ${values.reason ? 'current_date + 30' : 'null'}
     from trainer where adm_id = '${admId}'
     on conflict (trainer_id, year) do update set required = excluded.required, completed = excluded.completed,
       exempt_reason = excluded.exempt_reason, exempt_until = excluded.exempt_until` as never,
  );
}

describe('trainer lookups and account search', () => {
  it('lists licenses, languages and IANA time zones', async () => {
    const res = await get('/api/trainers/lookup-info');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.courseLicenses.length).toBeGreaterThan(0);
    expect(body.courseLicenses[0]).toMatchObject({ id: expect.any(Number), renewalMonths: expect.any(Number) });
    expect(body.languages.map((l: { id: string }) => l.id)).toEqual(['en', 'zh', 'ja']);
    expect(body.timeZones).toEqual(expect.arrayContaining(['UTC', 'Europe/Berlin', 'Asia/Tokyo']));
  });

  it('finds live accounts that are not trainers yet, and no longer once they are', async () => {
    const found = (await get('/api/trainers/user-search?search=nobody')).json();
    expect(found.map((a: { email: string }) => a.email)).toContain('nobody@example.com');
    await makeTrainer('nobody@example.com');
    const again = (await get('/api/trainers/user-search?search=nobody')).json();
    expect(again.map((a: { email: string }) => a.email)).not.toContain('nobody@example.com');
  });

  it('finds by the start of an e-mail, full name or last name (the Accounts search), not blocked accounts', async () => {
    const admin = await t.as('admin@example.com');
    const made = await post(
      '/api/accounts',
      { email: 'pia.candidate@starts.example.org', firstName: 'Pia', lastName: 'Quellwasser' },
      admin,
    );
    expect(made.statusCode, made.body).toBe(201);
    const found = async (search: string) =>
      ((await get(`/api/trainers/user-search?search=${encodeURIComponent(search)}`)).json() as { email: string }[]).map(
        (a) => a.email,
      );
    for (const search of ['pia.cand', 'PIA QUELL', 'quellwasser', 'Pia']) {
      expect(await found(search), search).toContain('pia.candidate@starts.example.org');
    }
    // A part inside an e-mail or a name starts nothing: an index range, never a read of every account.
    for (const search of ['candidate', 'wasser', 'starts.example']) {
      expect(await found(search), search).not.toContain('pia.candidate@starts.example.org');
    }
    const blocked = await post(`/api/accounts/${made.json().admId}/block`, { reason: 'Left the company' }, admin);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await found('pia.cand')).not.toContain('pia.candidate@starts.example.org');
  });

  it('refuses without the capability', async () => {
    const none = await t.as('support@example.com');
    for (const url of ['/api/trainers/lookup-info', '/api/trainers/user-search?search=a']) {
      const res = await get(url, none);
      expect(res.statusCode, res.body).toBe(403);
    }
    const res = await post('/api/trainers/list', { isActive: null }, none);
    expect(res.statusCode, res.body).toBe(403);
  });
});

describe('create, read and edit a trainer', () => {
  it('makes an account a trainer with licenses, languages, zone and bio, then edits it by version', async () => {
    const licenseId = (await get('/api/trainers/lookup-info')).json().courseLicenses[0].id as number;
    const created = await makeTrainer('grader@example.com', {
      bio: 'Teaches in Berlin.',
      languages: ['en', 'ja'],
      licenses: [{ licenseId, grantedOn: '2025-01-10', validThrough: '2099-03-31' }],
    });
    expect(created).toMatchObject({ email: 'grader@example.com', bio: 'Teaches in Berlin.', version: 1 });
    expect(created.languages).toEqual(['en', 'ja']);
    expect(created.licenses[0]).toMatchObject({ licenseId, validThrough: '2099-03-31', renewalState: 'current' });
    // 23:59:59 on 31 March in Berlin (summer time): 21:59:59 UTC.
    expect(created.licenses[0].expiresAt).toBe('2099-03-31T21:59:59.000Z');
    expect(created.f2f.map((y: { year: number }) => y.year)).toEqual([year - 1, year, year + 1]);

    const read = await get(`/api/trainers/${created.admId}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().licenses).toHaveLength(1);

    const edit = { isActive: true, bio: 'Moved to Tokyo.', timeZone: 'Asia/Tokyo', languages: ['ja'] };
    const updated = await post(`/api/trainers/${created.admId}`, { ...edit, version: 1 });
    expect(updated.statusCode, updated.body).toBe(200);
    // A new zone keeps the last valid day and moves the instant to the end of it there.
    expect(updated.json()).toMatchObject({ timeZone: 'Asia/Tokyo', version: 2, languages: ['ja'] });
    expect(updated.json().licenses[0]).toMatchObject({
      validThrough: '2099-03-31',
      expiresAt: '2099-03-31T14:59:59.000Z',
    });
    const stale = await post(`/api/trainers/${created.admId}`, { ...edit, version: 1 });
    expect(stale.statusCode, stale.body).toBe(409);

    const history = await get(`/api/history/trainer/${created.admId}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().results.map((e: { action: string }) => e.action)).toEqual([
      'trainers.update',
      'trainers.create',
    ]);
  });

  it('refuses a second trainer record for an account, an unknown account and bad license dates', async () => {
    const { admId } = await makeTrainer('finance@example.com');
    const twice = await post('/api/trainers', { admId, timeZone: 'UTC' });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().errors.admId).toEqual(['This account is already a trainer.']);
    const unknown = await post('/api/trainers', { admId: '00000000-0000-4000-8000-000000000000', timeZone: 'UTC' });
    expect(unknown.statusCode, unknown.body).toBe(400);
    const zone = await post('/api/trainers', { admId, timeZone: 'Mars/Olympus' });
    expect(zone.statusCode, zone.body).toBe(400);
    expect(zone.json().errors.timeZone).toBeDefined();
    const candidate = (await get('/api/trainers/user-search?search=question-author')).json()[0].admId;
    const dates = await post('/api/trainers', {
      admId: candidate,
      timeZone: 'UTC',
      licenses: [{ licenseId: 1, grantedOn: '2025-05-01', validThrough: '2025-04-01' }],
    });
    expect(dates.statusCode, dates.body).toBe(400);
    expect(dates.json().errors['licenses.0.validThrough']).toBeDefined();

    // Refusals: a license no longer granted (inactive), beside its row; an account that may not sign in.
    const [inactive] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into license (name, is_active) values ('Retired trainer license', false) returning id`,
    );
    const retired = await post('/api/trainers', {
      admId: candidate,
      timeZone: 'UTC',
      licenses: [{ licenseId: inactive?.id, grantedOn: '2025-05-01', validThrough: '2026-04-30' }],
    });
    expect(retired.statusCode, retired.body).toBe(400);
    expect(retired.json()).toMatchObject({
      code: 'trainers.license-inactive',
      errors: { 'licenses.0.licenseId': ['This license is inactive and can no longer be granted.'] },
    });
    await t.db.execute(sql`update account set is_blocked = true where adm_id = ${candidate}`);
    try {
      const closed = await post('/api/trainers', { admId: candidate, timeZone: 'UTC' });
      expect(closed.statusCode, closed.body).toBe(400);
      expect(closed.json()).toMatchObject({
        code: 'trainers.account-closed',
        errors: { admId: ['This account is closed or blocked.'] },
      });
    } finally {
      await t.db.execute(sql`update account set is_blocked = false where adm_id = ${candidate}`);
    }
  });

  it('answers 404 for an account that is not a trainer', async () => {
    const res = await get('/api/trainers/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode, res.body).toBe(404);
  });
});

describe('POST /trainers/list filters', () => {
  let active: string;
  let inactive: string;
  let licenseId: number;
  beforeAll(async () => {
    licenseId = (await get('/api/trainers/lookup-info')).json().courseLicenses[1].id as number;
    const a = await makeTrainer('question-reviewer@example.com', {
      licenses: [{ licenseId, grantedOn: day(-300), validThrough: day(20) }],
    });
    const b = await makeTrainer('system-admin@example.com', { isActive: false });
    active = a.admId;
    inactive = b.admId;
    await setF2f(active, year, { required: 2, completed: 2 });
    await setF2f(active, year - 1, { required: 1, completed: 0, reason: 'Parental leave' });
    await setF2f(inactive, year, { required: 1, completed: 0, reason: 'Sabbatical' });
  });

  it('isActive: always sent (absent is a 400), null is any, true and false filter', async () => {
    const absent = await post('/api/trainers/list', {});
    expect(absent.statusCode, absent.body).toBe(400);
    expect(Object.keys(absent.json().errors)).toEqual(['isActive']);
    const any = await admIds({ isActive: null });
    expect(any.has(active) && any.has(inactive)).toBe(true);
    const yes = await admIds({ isActive: true });
    expect(yes.has(active) && !yes.has(inactive)).toBe(true);
    const no = await admIds({ isActive: false });
    expect(!no.has(active) && no.has(inactive)).toBe(true);
  });

  it('the current and prior year status and exemption filters: null any, true yes, false no', async () => {
    const all = { isActive: null };
    const met = await admIds({ ...all, faceToFaceRequirementStatusCurrentYear: 'Met' });
    expect(met.has(active) && !met.has(inactive)).toBe(true);
    const notMet = await admIds({ ...all, faceToFaceRequirementStatusCurrentYear: 'NotMet' });
    expect(!notMet.has(active) && notMet.has(inactive)).toBe(true);
    // The inactive trainer was never licensed and has nothing stored for the prior year: nothing required.
    const priorNotMet = await admIds({ ...all, faceToFaceRequirementStatusPriorYear: 'NotMet' });
    expect(priorNotMet.has(active) && !priorNotMet.has(inactive)).toBe(true);

    for (const [field, exemptOne, other] of [
      ['faceToFaceRequirementStatusCurrentYearExempt', inactive, active],
      ['faceToFaceRequirementStatusPriorYearExempt', active, inactive],
    ] as const) {
      const anyExempt = await admIds({ ...all, [field]: null });
      expect(anyExempt.has(exemptOne) && anyExempt.has(other), field).toBe(true);
      const yes = await admIds({ ...all, [field]: true });
      expect(yes.has(exemptOne) && !yes.has(other), field).toBe(true);
      const no = await admIds({ ...all, [field]: false });
      expect(!no.has(exemptOne) && no.has(other), field).toBe(true);
    }
  });

  it('filters by license held, renewal state, expiry window, no valid license and search', async () => {
    expect(await admIds({ courseLicenseIds: [licenseId] })).toContain(active);
    expect((await admIds({ courseLicenseIds: [licenseId] })).has(inactive)).toBe(false);
    expect(await admIds({ pstRenewalState: 'due' })).toContain(active);
    expect((await admIds({ pstRenewalState: 'expired' })).has(active)).toBe(false);
    expect(await admIds({ expiresWithinDays: 90 })).toContain(active);
    expect((await admIds({ expiresWithinDays: 10 })).has(active)).toBe(false);
    const unlicensed = await admIds({ isActive: null, withoutValidLicense: true });
    expect(unlicensed.has(inactive) && !unlicensed.has(active)).toBe(true);
    const found = await list({ search: 'QUESTION-REVIEWER@' });
    expect(found.results.map((r) => r.admId)).toEqual([active]);
  });

  it('sorts and pages, with the row shape', async () => {
    const page = await post('/api/trainers/list', {
      isActive: null,
      pageSize: 2,
      sortBy: 'email',
      sortDescending: true,
    });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.results).toHaveLength(2);
    expect(body.results[0].email >= body.results[1].email).toBe(true);
    const row = (await list({ search: 'question-reviewer' })).results[0];
    expect(row).toMatchObject({
      licenses: [{ licenseId, renewalState: 'due' }],
      f2fCurrentYear: { year, status: 'Met', exempt: false, completed: 2, required: 2 },
      f2fPriorYear: { year: year - 1, status: 'NotMet', exempt: true },
    });
  });

  it("shows each trainer's licenses and F2F years as the trainer's own page does", async () => {
    const { results } = await list({ isActive: null });
    expect(results.length).toBeGreaterThan(2);
    for (const row of results as unknown as TrainerRow[]) {
      const detail = (await get(`/api/trainers/${row.admId}`)).json() as TrainerDetail;
      const summary = (y: number) => {
        const f = detail.f2f.find((d) => d.year === y);
        return f && { year: f.year, required: f.required, completed: f.completed, status: f.status, exempt: f.exempt };
      };
      expect([row.f2fPriorYear, row.f2fCurrentYear], row.email).toEqual([summary(year - 1), summary(year)]);
      expect(row.licenses.map((l) => [l.licenseId, l.renewalState, l.expiresAt]).sort(), row.email).toEqual(
        detail.licenses.map((l) => [l.licenseId, l.renewalState, l.expiresAt]).sort(),
      );
      expect([row.languages, row.createdAt], row.email).toEqual([detail.languages, detail.createdAt]);
    }
  });

  it('refuses a bad filter with a field error', async () => {
    const res = await post('/api/trainers/list', { isActive: 'yes', pstRenewalState: 'lapsed' });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['isActive', 'pstRenewalState']);
  });

  it('exports the filtered list as CSV', async () => {
    const res = await post('/api/trainers/export', { isActive: null, courseLicenseIds: [licenseId] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csvRecords(res.body);
    expect(rows.map((r) => r.AdmId)).toContain(active);
    expect(rows.every((r) => r.Licenses?.includes('(')));
  });
});

describe('search and the filter keys kept on the trainer row', () => {
  let admin: { authorization: string };
  let admId: string;
  beforeAll(async () => {
    admin = await t.as('admin@example.com');
    const res = await post(
      '/api/accounts',
      { email: 'zuzanna.okonkwo-search@example.org', firstName: 'Zuzanna', lastName: 'Okonkwo' },
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    admId = res.json().admId;
    const made = await post('/api/trainers', { admId, timeZone: 'UTC' });
    expect(made.statusCode, made.body).toBe(201);
  });

  it('finds the start of the name first-name or last-name first, and falls back to contains', async () => {
    for (const search of ['Zuzanna', 'zuzanna okon', 'Okonkwo', 'okonkwo zuz', 'okonkwo-search@', 'NKWO-SEA']) {
      expect((await admIds({ search })).has(admId), search).toBe(true);
    }
    expect(await list({ search: 'okonkwo' })).toMatchObject({ totalRowCount: 1, totalRowCountIsEstimate: false });
    // Read from the keys alone (name order) or with the rows (another order, another filter): the same.
    const keyed = await list({ isActive: null, search: 'a' });
    const byRows = await list({ isActive: null, search: 'a', sortBy: 'email' });
    expect(keyed.totalRowCount).toBeGreaterThan(1);
    expect(new Set(keyed.results.map((r) => r.admId))).toEqual(new Set(byRows.results.map((r) => r.admId)));
    expect(byRows.totalRowCount).toBe(keyed.totalRowCount);
    // A page past the end still says how many there are.
    const past = await post('/api/trainers/list', { isActive: true, search: 'okonkwo', page: 3, pageSize: 50 });
    expect(past.json()).toMatchObject({ results: [], totalRowCount: 1 });
    // "kwo" starts no name here but is inside this one: contains answers.
    expect((await admIds({ search: 'onkwo' })).has(admId)).toBe(true);
    // Wildcards mean themselves.
    expect((await list({ search: 'zuz%' })).totalRowCount).toBe(0);
    expect((await list({ search: 'okonkwo_' })).totalRowCount).toBe(0);
  });

  it('follows licenses held and exemptions as they change (the triggers keep the row)', async () => {
    const licenseId = (await get('/api/trainers/lookup-info')).json().courseLicenses[0].id as number;
    const trainer = (await get(`/api/trainers/${admId}`)).json();
    expect((await admIds({ pstRenewalState: 'expired' })).has(admId)).toBe(false);
    const res = await post(`/api/trainers/${admId}`, {
      isActive: true,
      timeZone: 'UTC',
      languages: [],
      licenses: [{ licenseId, grantedOn: '2020-01-01', validThrough: '2021-01-01' }],
      version: trainer.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await admIds({ pstRenewalState: 'expired' })).has(admId)).toBe(true);
    expect((await admIds({ pstRenewalState: 'current' })).has(admId)).toBe(false);

    expect((await admIds({ faceToFaceRequirementStatusCurrentYearExempt: true })).has(admId)).toBe(false);
    await setF2f(admId, year, { required: 1, completed: 0, reason: 'Parental leave' });
    expect((await admIds({ faceToFaceRequirementStatusCurrentYearExempt: true })).has(admId)).toBe(true);
    expect((await admIds({ faceToFaceRequirementStatusPriorYearExempt: true })).has(admId)).toBe(false);
    // An exemption that has run out no longer counts, though the year keeps its reason.
    await t.db.execute(
      `update trainer_f2f_year set exempt_until = current_date - 1 where year = ${year}
         and trainer_id = (select id from trainer where adm_id = '${admId}')` as never,
    );
    expect((await admIds({ faceToFaceRequirementStatusCurrentYearExempt: true })).has(admId)).toBe(false);
    expect((await admIds({ faceToFaceRequirementStatusCurrentYearExempt: false })).has(admId)).toBe(true);
    await setF2f(admId, year, { required: 1, completed: 0 });
    const [row] = await queryRows<{ exempt_years: number[]; renewal_states: string[] }>(
      t.db,
      sql`select exempt_years, renewal_states from trainer where adm_id = ${admId}`,
    );
    expect(row).toEqual({ exempt_years: [], renewal_states: ['expired'] });
  });
});

describe('demo trainers', () => {
  it('hold licenses in every renewal state across time zones, some with none', async () => {
    for (const state of ['current', 'renewalOpen', 'due', 'grace', 'expired']) {
      expect((await list({ isActive: null, pstRenewalState: state })).totalRowCount, state).toBeGreaterThan(0);
    }
    const all = (await list({ isActive: null })).results as unknown as { timeZone: string }[];
    expect(all.length).toBeGreaterThanOrEqual(35);
    expect(new Set(all.map((r) => r.timeZone)).size).toBeGreaterThan(5);
    expect((await list({ withoutValidLicense: true })).totalRowCount).toBeGreaterThan(0);
    expect((await list({ faceToFaceRequirementStatusCurrentYearExempt: true })).totalRowCount).toBeGreaterThan(0);
  });
});

describe('account merges', () => {
  let admin: { authorization: string };
  const account = async (email: string, lastName: string) => {
    const res = await post('/api/accounts', { email, firstName: 'Merge', lastName }, admin);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().admId as string;
  };
  beforeAll(async () => {
    admin = await t.as('admin@example.com');
  });

  it('move the trainer record to the surviving account, which the list and page then name', async () => {
    const source = await account('merge.source.trainer@example.org', 'Source');
    const destination = await account('merge.destination@example.org', 'Destination');
    const res = await post('/api/trainers', { admId: source, timeZone: 'UTC', bio: 'Moves with the merge' });
    expect(res.statusCode, res.body).toBe(201);
    const merged = await post(
      '/api/accounts/merge',
      { sourceAccountAdmId: source, destinationAccountAdmId: destination, reason: 'Same person' },
      admin,
    );
    expect(merged.statusCode, merged.body).toBe(201);
    const moved = await get(`/api/trainers/${destination}`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ lastName: 'Destination', bio: 'Moves with the merge' });
    expect((await get(`/api/trainers/${source}`)).statusCode).toBe(404);
    expect((await list({ search: 'merge.destination' })).results.map((r) => r.admId)).toEqual([destination]);
  });

  it('are refused, in the preview and on merging, when both accounts are trainers: nothing is dropped', async () => {
    const source = await account('both.source.trainer@example.org', 'BothSource');
    const destination = await account('both.destination.trainer@example.org', 'BothDestination');
    for (const admId of [source, destination]) {
      const res = await post('/api/trainers', { admId, timeZone: 'UTC', bio: `Trainer ${admId}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    const pair = { sourceAccountAdmId: source, destinationAccountAdmId: destination };
    const preview = await post('/api/accounts/merge/preview', pair, admin);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().refusals).toEqual([expect.stringContaining('Both accounts are trainers')]);
    const trainerKind = preview.json().kinds.find((k: { kind: string }) => k.kind === 'trainer');
    expect(trainerKind.clashes).toEqual([expect.objectContaining({ resolution: 'refuse' })]);
    const merged = await post('/api/accounts/merge', { ...pair, reason: 'Same person' }, admin);
    expect(merged.statusCode, merged.body).toBe(409);
    expect(merged.json().detail).toContain('Both accounts are trainers');
    for (const admId of [source, destination]) {
      const kept = await get(`/api/trainers/${admId}`);
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().bio).toBe(`Trainer ${admId}`);
    }
  });
});
