// What staff do to the licenses a trainer holds from the trainer's page: grant one the trainer does not
// hold now, record a renewal (a later last valid day) and end one with a reason. Each is checked against
// the held license's version (409 when someone changed it in between), written with its renewal state,
// kept as a change for the license's timeline (trainer_license_change) and audited on the trainer, named
// by the license so the trainer's history reads "PSM I valid through: 03/31/2027 → 03/31/2028".
import {
  formatIsoDay,
  type LicenseRenewalState,
  type licenseEndInput,
  type licenseGrantInput,
  type licenseRenewalInput,
  type TrainerLicenseHeld,
  trainerRefusals,
} from '@eco/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import type { RequestContext } from '../../../platform/context.js';
import { violatedUniqueIndex } from '../../../platform/db-errors.js';
import { conflict, notFound, refuse } from '../../../platform/errors.js';
import { FieldErrors } from '../../../platform/field-errors.js';
import { expiresAtFor, licenseTimeline, validThroughOf } from './license-timeline.js';
import { readTrainerLicenses } from './licenses-held.js';

type LicenseGrantInput = z.output<typeof licenseGrantInput>;
type LicenseRenewalInput = z.output<typeof licenseRenewalInput>;
type LicenseEndInput = z.output<typeof licenseEndInput>;

interface Target {
  trainer_id: number;
  time_zone: string;
  license_id: number | null;
  name: string | null;
  is_active: boolean | null;
  renewal_window_months: number;
  grace_days: number;
  held_id: number | null;
  granted_on: string | null;
  expires_at: Date | string | null;
  ended_on: string | null;
  version: number | null;
}

/**
 * The trainer (locked) and its hold of the license, with the license's renewal rules: 404 for a trainer
 * that does not exist; the hold's columns are null when the trainer does not hold the license.
 */
async function lockTarget(tx: Db, admId: string, licenseId: number): Promise<Target> {
  const [trainer] = await queryRows<{ id: number; time_zone: string }>(
    tx,
    sql`select id, time_zone from trainer where adm_id = ${admId.toLowerCase()} for update`,
  );
  if (!trainer) throw notFound('Trainer');
  const [license] = await queryRows<
    Pick<Target, 'license_id' | 'name' | 'is_active' | 'renewal_window_months' | 'grace_days'>
  >(
    tx,
    sql`select id as license_id, name, is_active, renewal_window_months, grace_days from license where id = ${licenseId}`,
  );
  // The hold is locked on its own: a lock cannot reach the nullable side of an outer join.
  const [held] = await queryRows<Pick<Target, 'held_id' | 'granted_on' | 'expires_at' | 'ended_on' | 'version'>>(
    tx,
    sql`select id as held_id, granted_on::text as granted_on, expires_at, ended_on::text as ended_on, version
        from trainer_license where trainer_id = ${trainer.id} and license_id = ${licenseId} for update`,
  );
  const row = { ...license, ...held };
  return {
    trainer_id: trainer.id,
    time_zone: trainer.time_zone,
    license_id: null,
    name: null,
    is_active: null,
    renewal_window_months: 3,
    grace_days: 30,
    held_id: null,
    granted_on: null,
    expires_at: null,
    ended_on: null,
    version: null,
    ...row,
  };
}

/** The state a hold would be in now with these dates. */
function stateOf(
  t: Target,
  hold: { grantedOn: string; validThrough: string; endedOn: string | null },
  now: Date,
): LicenseRenewalState {
  return licenseTimeline(
    {
      grantedOn: hold.grantedOn,
      expiresAt: expiresAtFor(hold.validThrough, t.time_zone),
      timeZone: t.time_zone,
      endedOn: hold.endedOn,
    },
    { renewalWindowMonths: t.renewal_window_months, graceDays: t.grace_days },
    now,
  ).state;
}

const validThroughNow = (t: Target) => validThroughOf(new Date(t.expires_at ?? 0), t.time_zone);

const stateNow = (t: Target, now: Date) =>
  stateOf(t, { grantedOn: t.granted_on ?? '', validThrough: validThroughNow(t), endedOn: t.ended_on }, now);

/** The license as the trainer's page shows it, after the change. */
async function heldAfter(ctx: RequestContext, trainerId: number, licenseId: number): Promise<TrainerLicenseHeld> {
  const found = (await readTrainerLicenses(ctx.db, trainerId)).find((h) => h.licenseId === licenseId);
  if (!found) throw notFound('License held by this trainer');
  return found;
}

/** The hold of a license the trainer must hold, at the version read; 404 or 409 otherwise. */
function heldAt(t: Target, version: number): asserts t is Target & { held_id: number; granted_on: string } {
  if (t.license_id === null || t.held_id === null) throw notFound('License held by this trainer');
  if (t.version !== version) throw conflict();
}

const recordChange = (tx: Db, heldId: number, kind: 'granted' | 'renewed' | 'ended', onDay: string, note: string) =>
  tx.execute(
    sql`insert into trainer_license_change (trainer_license_id, kind, on_day, note)
        values (${heldId}, ${kind}, ${onDay}, ${note === '' ? null : note})`,
  );

/**
 * Grants a license to a trainer who does not hold it now: never held (version null), or held no longer
 * (expired, or ended and past its end; version of that hold), whose hold then starts afresh.
 */
export async function grantLicense(ctx: RequestContext, admId: string, input: LicenseGrantInput) {
  const now = new Date();
  const trainerId = await ctx
    .write(async (tx, audit) => {
      const t = await lockTarget(tx, admId, input.licenseId);
      const errors = new FieldErrors();
      if (t.license_id === null) errors.add('licenseId', 'No such license.');
      if (input.validThrough <= input.grantedOn) errors.add('validThrough', 'Must be after the day granted.');
      errors.throwIfAny();
      if ((t.version ?? null) !== (input.version ?? null)) throw conflict();
      if (t.held_id !== null && stateNow(t, now) !== 'expired') {
        errors.add('licenseId', 'The trainer holds this license: record a renewal or end it instead.').throwIfAny();
      }
      // Holders keep an inactive license; nobody new gets it, nor does a lapsed holder get it again.
      if (!t.is_active) throw refuse(trainerRefusals, 'license-inactive').beside('licenseId');
      const expiresAt = expiresAtFor(input.validThrough, t.time_zone).toISOString();
      const state = stateOf(t, { ...input, endedOn: null }, now);
      const [row] = await queryRows<{ id: number }>(
        tx,
        t.held_id === null
          ? sql`insert into trainer_license (trainer_id, license_id, granted_on, expires_at, renewal_state, state_changed_at)
                values (${t.trainer_id}, ${input.licenseId}, ${input.grantedOn}, ${expiresAt}, ${state}, ${now.toISOString()})
                returning id`
          : sql`update trainer_license set granted_on = ${input.grantedOn}, expires_at = ${expiresAt},
                  ended_on = null, end_reason = null, renewal_state = ${state},
                  state_changed_at = ${now.toISOString()}, updated_at = now(), version = version + 1
                where id = ${t.held_id} returning id`,
      );
      if (!row) throw new Error('grant wrote no row');
      await recordChange(tx, row.id, 'granted', input.grantedOn, '');
      const before = t.held_id === null ? null : { granted: t.granted_on, validThrough: validThroughNow(t) };
      await audit({
        action: 'trainers.grant-license',
        entity: 'trainer',
        entityId: t.trainer_id,
        before: before && {
          [`${t.name} granted on`]: before.granted,
          [`${t.name} valid through`]: before.validThrough,
        },
        after: {
          [`${t.name} granted on`]: input.grantedOn,
          [`${t.name} valid through`]: input.validThrough,
        },
      });
      return t.trainer_id;
    })
    .catch((error: unknown) => {
      // Someone granted it in between (the hold's key): the version read is stale.
      if (violatedUniqueIndex(error) !== undefined) throw conflict();
      throw error;
    });
  return heldAfter(ctx, trainerId, input.licenseId);
}

/**
 * Records a renewal: the license is valid through a later day (a license in grace too, or one not
 * granted yet); its reminders start afresh for the new expiry. An ended or expired license is granted
 * again instead.
 */
export async function renewLicense(ctx: RequestContext, admId: string, licenseId: number, input: LicenseRenewalInput) {
  const now = new Date();
  const note = input.note;
  const trainerId = await ctx.write(async (tx, audit) => {
    const t = await lockTarget(tx, admId, licenseId);
    heldAt(t, input.version);
    const errors = new FieldErrors();
    const current = validThroughNow(t);
    if (t.ended_on !== null) errors.add('validThrough', 'This license was ended: grant it again instead.');
    else if (stateNow(t, now) === 'expired')
      errors.add('validThrough', 'This license has expired: grant it again instead.');
    else if (input.validThrough <= current)
      errors.add('validThrough', `Must be after the current last valid day, ${formatIsoDay(current)}.`);
    errors.throwIfAny();
    const state = stateOf(t, { grantedOn: t.granted_on, validThrough: input.validThrough, endedOn: null }, now);
    await tx.execute(
      sql`update trainer_license set expires_at = ${expiresAtFor(input.validThrough, t.time_zone).toISOString()},
            renewal_state = ${state},
            state_changed_at = case when renewal_state = ${state} then state_changed_at else ${now.toISOString()}::timestamptz end,
            updated_at = now(), version = version + 1
          where id = ${t.held_id}`,
    );
    await recordChange(tx, t.held_id, 'renewed', input.validThrough, note);
    await audit({
      action: 'trainers.renew-license',
      entity: 'trainer',
      entityId: t.trainer_id,
      before: { [`${t.name} valid through`]: current },
      after: { [`${t.name} valid through`]: input.validThrough, ...(note ? { [`${t.name} renewal note`]: note } : {}) },
    });
    return t.trainer_id;
  });
  return heldAfter(ctx, trainerId, licenseId);
}

/**
 * Ends a license on a day (its last valid day: today or another, not before the day granted, not after
 * its current last valid day) with a reason. It has no grace after it and no reminder is sent for it.
 */
export async function endLicense(ctx: RequestContext, admId: string, licenseId: number, input: LicenseEndInput) {
  const now = new Date();
  const trainerId = await ctx.write(async (tx, audit) => {
    const t = await lockTarget(tx, admId, licenseId);
    heldAt(t, input.version);
    const errors = new FieldErrors();
    const current = validThroughNow(t);
    if (t.ended_on !== null) errors.add('endedOn', `This license was ended on ${formatIsoDay(t.ended_on)} already.`);
    else if (stateNow(t, now) === 'expired') errors.add('endedOn', 'This license has expired already.');
    else if (input.endedOn < t.granted_on)
      errors.add('endedOn', `Must be on or after the day granted, ${formatIsoDay(t.granted_on)}.`);
    else if (input.endedOn > current)
      errors.add('endedOn', `Must be on or before its last valid day, ${formatIsoDay(current)}.`);
    errors.throwIfAny();
    const state = stateOf(t, { grantedOn: t.granted_on, validThrough: input.endedOn, endedOn: input.endedOn }, now);
    await tx.execute(
      sql`update trainer_license set expires_at = ${expiresAtFor(input.endedOn, t.time_zone).toISOString()},
            ended_on = ${input.endedOn}, end_reason = ${input.reason}, renewal_state = ${state},
            state_changed_at = case when renewal_state = ${state} then state_changed_at else ${now.toISOString()}::timestamptz end,
            updated_at = now(), version = version + 1
          where id = ${t.held_id}`,
    );
    await recordChange(tx, t.held_id, 'ended', input.endedOn, input.reason);
    await audit({
      action: 'trainers.end-license',
      entity: 'trainer',
      entityId: t.trainer_id,
      before: { [`${t.name} valid through`]: current },
      after: { [`${t.name} valid through`]: input.endedOn, [`${t.name} ended`]: input.reason },
    });
    return t.trainer_id;
  });
  return heldAfter(ctx, trainerId, licenseId);
}
