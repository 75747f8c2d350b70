// Licenses held through the real app: the renewal e-mail resent (a manual reminder, audited, in the
// outbox), a license trainers hold refused deletion with its holders named, and a renewal window changed.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../../db/client.js';
import { auditEvents } from '../../../db/schema/index.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';
import { arrangeHolder } from './license-holder-fixture.js';

let t: TestApp;
let staff: SignedIn;
signedInApp('classes-admin@example.com', (app, headers) => {
  t = app;
  staff = headers;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = staff) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const licenseOf = async (db: Db, heldId: number) => {
  const [row] = await queryRows<{ license_id: number }>(
    db,
    sql`select license_id from trainer_license where id = ${heldId}`,
  );
  return row?.license_id as number;
};

describe('POST /trainers/:id/license/renewal/resend', () => {
  it('queues the renewal e-mail now, recorded as a manual reminder and audited', async () => {
    const { admId, heldId, trainerId } = await arrangeHolder(t.db, 'resend', '2030-09-30');
    const licenseId = await licenseOf(t.db, heldId);
    const res = await call('POST', `/trainers/${admId}/license/renewal/resend`, { licenseId });
    expect(res.statusCode, res.body).toBe(200);
    const held = res.json();
    expect(held).toMatchObject({ licenseId, validThrough: '2030-09-30', timeZone: 'Europe/Berlin' });
    expect(held.remindersSent).toHaveLength(1);
    expect(held.remindersSent[0]).toMatchObject({ kind: 'manual', daysBefore: null });
    expect(held.nextReminder).toEqual({ daysBefore: 60, dueOn: '2030-08-01' });
    expect(held.steps.map((s: { step: string }) => s.step)).toEqual([
      'issued',
      'renewalOpen',
      'due',
      'grace',
      'expired',
    ]);
    const [mail] = await queryRows<{ to_address: string; subject: string; template: string }>(
      t.db,
      sql`select to_address, subject, template from email_outbox where id = ${held.remindersSent[0].outboxId}`,
    );
    expect(mail).toEqual({
      to_address: 'resend@holders.example.com',
      subject: 'Your Job test license resend is due for renewal',
      template: 'trainer-license-renewal',
    });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'trainers.resend-license-renewal'), eq(auditEvents.entityId, String(trainerId))),
      );
    expect(events).toHaveLength(1);
    // A second resend is another manual reminder: staff asked twice.
    const again = await call('POST', `/trainers/${admId}/license/renewal/resend`, { licenseId });
    expect(again.json().remindersSent).toHaveLength(2);
  });

  it('answers 404 for a license the trainer does not hold or an unknown trainer, 403 without the right', async () => {
    const { admId } = await arrangeHolder(t.db, 'resend-404', '2030-09-30');
    const other = await call('POST', `/trainers/${admId}/license/renewal/resend`, { licenseId: 1 });
    expect(other.statusCode, other.body).toBe(404);
    const nobody = await call('POST', '/trainers/00000000-0000-4000-8000-000000000000/license/renewal/resend', {
      licenseId: 1,
    });
    expect(nobody.statusCode, nobody.body).toBe(404);
    const support = await call(
      'POST',
      `/trainers/${admId}/license/renewal/resend`,
      { licenseId: 1 },
      await t.as('support@example.com'),
    );
    expect(support.statusCode).toBe(403);
  });
});

describe('DELETE /licenses/:id of a license trainers hold', () => {
  it('is refused with 409 naming the first holders and how many there are', async () => {
    const first = await arrangeHolder(t.db, 'holder-a', '2030-09-30');
    const licenseId = await licenseOf(t.db, first.heldId);
    const second = await arrangeHolder(t.db, 'holder-b', '2030-09-30');
    await t.db.execute(sql`update trainer_license set license_id = ${licenseId} where id = ${second.heldId}`);
    const res = await call('DELETE', `/licenses/${licenseId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'The license Job test license holder-a cannot be deleted: 2 trainers hold it (Ada holder-a, Ada holder-b); take it off their records or mark the license inactive instead.',
    );
    const detail = (await call('GET', `/licenses/${licenseId}`)).json();
    expect(detail.heldByCount).toBe(2);
  });
});

describe('a license whose renewal window changes', () => {
  it("writes its holders' renewal states at once", async () => {
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const { heldId } = await arrangeHolder(t.db, 'window-change', inDays(120));
    const licenseId = await licenseOf(t.db, heldId);
    const stateOf = async () =>
      (
        await queryRows<{ renewal_state: string }>(
          t.db,
          sql`select renewal_state from trainer_license where id = ${heldId}`,
        )
      )[0]?.renewal_state;
    expect(await stateOf()).toBe('current');
    const license = (await call('GET', `/licenses/${licenseId}`)).json();
    const res = await call('PUT', `/licenses/${licenseId}`, {
      name: license.name,
      renewalMonths: 12,
      renewalWindowMonths: 6,
      version: license.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf()).toBe('renewalOpen');
  });
});
