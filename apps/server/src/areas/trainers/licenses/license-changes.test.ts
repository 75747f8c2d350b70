// Licenses managed where the trainer is, through the real app: a renewal recorded (a license in grace
// too), a license ended with a reason, one granted (again after it ended, or on a day ahead: upcoming),
// each validated, versioned, refused without canUpdateTrainers, audited and on the license's timeline and
// the trainer's history; and the rules the list and the page read: the most urgent expiry (grace
// counts), the face-to-face requirement from the first licensed year, and nothing current before it is
// granted.
import { formatIsoDay } from '@eco/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../../db/client.js';
import { auditEvents } from '../../../db/schema/index.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';
import { arrangeHolder } from './license-holder-fixture.js';
import { writeHolderStates } from './license-job.js';

let t: TestApp;
let staff: SignedIn;
signedInApp('classes-admin@example.com', (app, headers) => {
  t = app;
  staff = headers;
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = staff) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

/** A day counted from today (UTC), as an ISO date. */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

interface Held {
  licenseId: number;
  licenseName: string;
  version: number;
  renewalState: string;
  validThrough: string;
  grantedOn: string;
  endedOn: string | null;
  endReason: string | null;
  steps: { step: string; current: boolean; validThrough: string | null; note: string | null }[];
}

const licenseOf = async (db: Db, heldId: number) =>
  (await queryRows<{ license_id: number }>(db, sql`select license_id from trainer_license where id = ${heldId}`))[0]
    ?.license_id as number;

async function heldBy(admId: string, licenseId: number): Promise<Held> {
  const trainer = (await call('GET', `/trainers/${admId}`)).json();
  return trainer.licenses.find((l: Held) => l.licenseId === licenseId);
}

/** A license of the catalogue nobody holds yet (active, 12 months, 30 days of grace). */
async function newLicense(db: Db, name: string) {
  const [row] = await queryRows<{ id: number }>(db, sql`insert into license (name) values (${name}) returning id`);
  return row?.id as number;
}

const eventsOf = (action: string, trainerId: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(trainerId))));

const historyActions = async (admId: string) =>
  (await call('GET', `/history/trainer/${admId}`)).json().results.map((e: { action: string }) => e.action);

describe('POST /trainers/:id/licenses/:licenseId/renewal', () => {
  it('renews a license in grace to a later day: current again, on its timeline, audited and in the history', async () => {
    const { admId, heldId, trainerId } = await arrangeHolder(t.db, 'renew-grace', inDays(-5));
    const licenseId = await licenseOf(t.db, heldId);
    await writeHolderStates(t.db, licenseId);
    const before = await heldBy(admId, licenseId);
    expect(before.renewalState).toBe('grace');
    const res = await call('POST', `/trainers/${admId}/licenses/${licenseId}/renewal`, {
      validThrough: inDays(365),
      note: '  Renewal fee paid  ',
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const held: Held = res.json();
    expect(held).toMatchObject({ validThrough: inDays(365), renewalState: 'current', version: before.version + 1 });
    expect(held.steps.map((s) => s.step)).toEqual(['issued', 'renewed', 'renewalOpen', 'due', 'grace', 'expired']);
    expect(held.steps[1]).toMatchObject({ validThrough: inDays(365), note: 'Renewal fee paid', current: false });
    const [state] = await queryRows<{ renewal_state: string }>(
      t.db,
      sql`select renewal_state from trainer_license where id = ${heldId}`,
    );
    expect(state?.renewal_state).toBe('current');
    const events = await eventsOf('trainers.renew-license', trainerId);
    expect(events.map((e) => [e.before, e.after])).toEqual([
      [
        { 'Job test license renew-grace valid through': inDays(-5), 'Job test license renew-grace renewal note': null },
        {
          'Job test license renew-grace valid through': inDays(365),
          'Job test license renew-grace renewal note': 'Renewal fee paid',
        },
      ],
    ]);
    expect(await historyActions(admId)).toContain('trainers.renew-license');
  });

  it('answers 400 for a day not after the current one, 409 for a stale version, 404 and 403', async () => {
    const { admId, heldId } = await arrangeHolder(t.db, 'renew-bad', '2030-09-30');
    const licenseId = await licenseOf(t.db, heldId);
    const { version } = await heldBy(admId, licenseId);
    const url = `/trainers/${admId}/licenses/${licenseId}/renewal`;
    const same = await call('POST', url, { validThrough: '2030-09-30', version });
    expect(same.statusCode, same.body).toBe(400);
    expect(same.json().errors.validThrough).toEqual(['Must be after the current last valid day, 09/30/2030.']);
    const malformed = await call('POST', url, { validThrough: 'soon', version });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['validThrough']);
    const stale = await call('POST', url, { validThrough: '2031-09-30', version: version + 1 });
    expect(stale.statusCode, stale.body).toBe(409);
    const notHeld = await call('POST', `/trainers/${admId}/licenses/${licenseId + 100000}/renewal`, {
      validThrough: '2031-09-30',
      version,
    });
    expect(notHeld.statusCode).toBe(404);
    const support = await call('POST', url, { validThrough: '2031-09-30', version }, await t.as('support@example.com'));
    expect(support.statusCode).toBe(403);
    expect((await heldBy(admId, licenseId)).validThrough).toBe('2030-09-30');
  });
});

describe('POST /trainers/:id/licenses/:licenseId/end', () => {
  it('ends a license on a day with a reason: no grace after it, on its timeline, audited', async () => {
    const { admId, heldId, trainerId } = await arrangeHolder(t.db, 'end-ok', '2030-09-30');
    const licenseId = await licenseOf(t.db, heldId);
    const { version } = await heldBy(admId, licenseId);
    const url = `/trainers/${admId}/licenses/${licenseId}/end`;
    const res = await call('POST', url, { endedOn: inDays(-1), reason: 'Left the programme', version });
    expect(res.statusCode, res.body).toBe(200);
    const held: Held = res.json();
    expect(held).toMatchObject({
      validThrough: inDays(-1),
      endedOn: inDays(-1),
      endReason: 'Left the programme',
      renewalState: 'expired',
    });
    expect(held.steps.map((s) => [s.step, s.current])).toEqual([
      ['issued', false],
      ['ended', true],
    ]);
    expect(held.steps[1]?.note).toBe('Left the programme');
    const events = await eventsOf('trainers.end-license', trainerId);
    expect(events.map((e) => e.after)).toEqual([
      {
        'Job test license end-ok valid through': inDays(-1),
        'Job test license end-ok ended': 'Left the programme',
      },
    ]);
    // The daily job writes the same state: no grace after an end.
    await t.db.execute(sql`update trainer_license set renewal_state = 'grace' where id = ${heldId}`);
    await writeHolderStates(t.db, licenseId);
    const [row] = await queryRows<{ renewal_state: string }>(
      t.db,
      sql`select renewal_state from trainer_license where id = ${heldId}`,
    );
    expect(row?.renewal_state).toBe('expired');
    // Ended, nobody holds it: the trainer is listed as without a valid license.
    const list = await call('POST', '/trainers/list', { search: 'end-ok', isActive: null, withoutValidLicense: true });
    expect(list.json().results.map((r: { lastName: string }) => r.lastName)).toEqual(['end-ok']);
    const again = await call('POST', url, { endedOn: inDays(-1), reason: 'Twice', version: held.version });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.endedOn).toEqual([`This license was ended on ${formatIsoDay(inDays(-1))} already.`]);
  });

  it('answers 400 for no reason or a day before the grant, 409 for a stale version, 403 without the right', async () => {
    const { admId, heldId } = await arrangeHolder(t.db, 'end-bad', '2030-09-30');
    const licenseId = await licenseOf(t.db, heldId);
    const { version } = await heldBy(admId, licenseId);
    const url = `/trainers/${admId}/licenses/${licenseId}/end`;
    const noReason = await call('POST', url, { endedOn: inDays(0), reason: '  ', version });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toEqual(['Enter the reason']);
    const early = await call('POST', url, { endedOn: '2024-12-31', reason: 'Never', version });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.endedOn).toEqual(['Must be on or after the day granted, 01/01/2025.']);
    const late = await call('POST', url, { endedOn: '2031-01-01', reason: 'Later', version });
    expect(late.json().errors.endedOn).toEqual(['Must be on or before its last valid day, 09/30/2030.']);
    const stale = await call('POST', url, { endedOn: inDays(0), reason: 'Stale', version: version + 1 });
    expect(stale.statusCode).toBe(409);
    const support = await call(
      'POST',
      url,
      { endedOn: inDays(0), reason: 'No right', version },
      await t.as('support@example.com'),
    );
    expect(support.statusCode).toBe(403);
    expect((await heldBy(admId, licenseId)).endedOn).toBeNull();
  });
});

describe('POST /trainers/:id/licenses', () => {
  it('grants a license the trainer does not hold, audited, then again once it ended', async () => {
    const { admId, trainerId } = await arrangeHolder(t.db, 'grant-ok', '2030-09-30');
    const licenseId = await newLicense(t.db, 'Grant test PSPO');
    const res = await call('POST', `/trainers/${admId}/licenses`, {
      licenseId,
      grantedOn: inDays(-10),
      validThrough: inDays(355),
      version: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const held: Held = res.json();
    expect(held).toMatchObject({ licenseName: 'Grant test PSPO', grantedOn: inDays(-10), renewalState: 'current' });
    expect((await eventsOf('trainers.grant-license', trainerId)).map((e) => [e.before, e.after])).toEqual([
      [null, { 'Grant test PSPO granted on': inDays(-10), 'Grant test PSPO valid through': inDays(355) }],
    ]);
    // Held now: a grant is refused beside the license (record a renewal instead).
    const twice = await call('POST', `/trainers/${admId}/licenses`, {
      licenseId,
      grantedOn: inDays(0),
      validThrough: inDays(400),
      version: held.version,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.licenseId).toEqual([
      'The trainer holds this license: record a renewal or end it instead.',
    ]);
    const ended = (
      await call('POST', `/trainers/${admId}/licenses/${licenseId}/end`, {
        endedOn: inDays(-1),
        reason: 'Lapsed',
        version: held.version,
      })
    ).json();
    const regrant = await call('POST', `/trainers/${admId}/licenses`, {
      licenseId,
      grantedOn: inDays(0),
      validThrough: inDays(365),
      version: ended.version,
    });
    expect(regrant.statusCode, regrant.body).toBe(200);
    expect(regrant.json()).toMatchObject({ endedOn: null, endReason: null, renewalState: 'current' });
    expect(regrant.json().steps.map((s: { step: string }) => s.step)).toEqual([
      'issued',
      'renewalOpen',
      'due',
      'grace',
      'expired',
    ]);
    expect(await historyActions(admId)).toEqual([
      'trainers.grant-license',
      'trainers.end-license',
      'trainers.grant-license',
    ]);
  });

  it('answers 400 for bad dates or an unknown license, 409 for a stale or missing version, 403 without the right', async () => {
    const { admId, heldId } = await arrangeHolder(t.db, 'grant-bad', '2030-09-30');
    const held = await licenseOf(t.db, heldId);
    const licenseId = await newLicense(t.db, 'Grant test bad');
    const url = `/trainers/${admId}/licenses`;
    const backwards = await call('POST', url, {
      licenseId,
      grantedOn: '2027-01-01',
      validThrough: '2026-12-31',
      version: null,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.validThrough).toEqual(['Must be after the day granted.']);
    const unknown = await call('POST', url, {
      licenseId: 2_000_000_000,
      grantedOn: '2027-01-01',
      validThrough: '2028-01-01',
      version: null,
    });
    expect(unknown.json().errors.licenseId).toEqual(['No such license.']);
    // The trainer holds `held`: a grant that says "never held" is someone else's change unseen.
    const stale = await call('POST', url, {
      licenseId: held,
      grantedOn: '2027-01-01',
      validThrough: '2028-01-01',
      version: null,
    });
    expect(stale.statusCode).toBe(409);
    const support = await call(
      'POST',
      url,
      { licenseId, grantedOn: '2027-01-01', validThrough: '2028-01-01', version: null },
      await t.as('support@example.com'),
    );
    expect(support.statusCode).toBe(403);
    await t.db.execute(sql`update license set is_active = false where id = ${licenseId}`);
    const inactive = await call('POST', url, {
      licenseId,
      grantedOn: '2027-01-01',
      validThrough: '2028-01-01',
      version: null,
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().code).toBe('trainers.license-inactive');
  });
});

describe('the rules the list and the trainer page read', () => {
  it('is not current before the day granted: upcoming, and the trainer has no valid license yet', async () => {
    const { admId, trainerId } = await arrangeHolder(t.db, 'upcoming', '2030-09-30');
    await t.db.execute(sql`delete from trainer_license where trainer_id = ${trainerId}`);
    const licenseId = await newLicense(t.db, 'Upcoming test license');
    const res = await call('POST', `/trainers/${admId}/licenses`, {
      licenseId,
      grantedOn: inDays(60),
      validThrough: inDays(425),
      version: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().renewalState).toBe('upcoming');
    // The daily job writes the same state.
    await t.db.execute(sql`update trainer_license set renewal_state = 'current' where license_id = ${licenseId}`);
    await writeHolderStates(t.db, licenseId);
    const [row] = await queryRows<{ renewal_state: string }>(
      t.db,
      sql`select renewal_state from trainer_license where license_id = ${licenseId}`,
    );
    expect(row?.renewal_state).toBe('upcoming');
    const list = await call('POST', '/trainers/list', {
      search: 'upcoming',
      isActive: null,
      withoutValidLicense: true,
    });
    expect(list.json().results.map((r: { lastName: string }) => r.lastName)).toEqual(['upcoming']);
  });

  it('shows the most urgent expiry as Next expiry: a license in grace counts', async () => {
    const { admId, heldId } = await arrangeHolder(t.db, 'urgent', inDays(-3));
    await writeHolderStates(t.db, await licenseOf(t.db, heldId));
    const later = await newLicense(t.db, 'Urgent test later');
    await call('POST', `/trainers/${admId}/licenses`, {
      licenseId: later,
      grantedOn: inDays(-100),
      validThrough: inDays(700),
      version: null,
    });
    const list = await call('POST', '/trainers/list', { search: 'urgent', isActive: null });
    const [row] = list.json().results;
    expect(row.licenses.map((l: { renewalState: string }) => l.renewalState)).toEqual(['grace', 'current']);
    expect(row.nextExpiresAt).toBe(row.licenses[0].expiresAt);
    // The expiring view lists it too: its license in grace is the most urgent.
    const expiring = await call('POST', '/trainers/list', { search: 'urgent', isActive: null, expiresWithinDays: 90 });
    expect(expiring.json().results).toHaveLength(1);
  });

  it('starts the face-to-face requirement with the first licensed year', async () => {
    const year = new Date().getUTCFullYear();
    const { admId, trainerId } = await arrangeHolder(t.db, 'f2f-first-year', '2099-09-30');
    await t.db.execute(sql`update trainer_license set granted_on = ${`${year}-01-02`} where trainer_id = ${trainerId}`);
    const trainer = (await call('GET', `/trainers/${admId}`)).json();
    expect(
      trainer.f2f.map((y: { year: number; required: number; status: string }) => [y.year, y.required, y.status]),
    ).toEqual([
      [year - 1, 0, 'Met'],
      [year, 1, 'NotMet'],
      [year + 1, 1, 'NotMet'],
    ]);
    const list = (await call('POST', '/trainers/list', { search: 'f2f-first-year', isActive: null })).json();
    expect(list.results[0]).toMatchObject({
      f2fPriorYear: { required: 0, status: 'Met' },
      f2fCurrentYear: { required: 1, status: 'NotMet' },
    });
    const notMetLastYear = await call('POST', '/trainers/list', {
      search: 'f2f-first-year',
      isActive: null,
      faceToFaceRequirementStatusPriorYear: 'NotMet',
    });
    expect(notMetLastYear.json().results).toEqual([]);
    const metLastYear = await call('POST', '/trainers/list', {
      search: 'f2f-first-year',
      isActive: null,
      faceToFaceRequirementStatusPriorYear: 'Met',
    });
    expect(metLastYear.json().results).toHaveLength(1);
    const notMetThisYear = await call('POST', '/trainers/list', {
      search: 'f2f-first-year',
      isActive: null,
      faceToFaceRequirementStatusCurrentYear: 'NotMet',
    });
    expect(notMetThisYear.json().results).toHaveLength(1);
  });
});
