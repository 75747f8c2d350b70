// A class's state changes, along the transitions written once in the contract (classTransitions), and
// its publication on the public site. Each is versioned (409 on a stale version) and audited. A
// cancellation may e-mail the class's learners its reason, in the same transaction (the outbox).
import {
  type ClassDetails,
  type ClassState,
  canTransition,
  classRefusals,
  type classStateChange,
  completableFrom,
  formatClassTime,
  mayPublish,
} from '@eco/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import { classes } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { conflict, invalid, notFound, refuse } from '../../../platform/errors.js';
import { updateVersioned } from '../../../platform/versioning.js';
import { classCancelledEmail } from '../email-types.js';
import { type Learner, tellLearners } from '../registrations/class-mail.js';
import { classDetails } from './class-details.js';
import { findClassRow, readSessions } from './class-read.js';

type StateChange = z.output<typeof classStateChange>;

export async function changeClassState(
  ctx: RequestContext,
  id: number,
  to: ClassState,
  body: StateChange,
): Promise<ClassDetails> {
  await ctx.write(async (tx, audit) => {
    const row = await findClassRow(tx, id, true);
    if (!row) throw notFound('Class');
    if (row.version !== body.version) throw conflict();
    if (!canTransition(row.state, to)) {
      throw refuse(classRefusals, 'no-transition', { from: row.state, to });
    }
    if (to === 'Completed') await refuseUntaught(tx, id, row.timeZone);
    if (to === 'Cancelled' && !body.cancellationReason) {
      throw invalid('cancellationReason', 'Choose a cancellation reason');
    }
    const reason = to === 'Cancelled' ? (body.cancellationReason ?? null) : null;
    await updateVersioned(
      tx,
      classes,
      classes.id,
      id,
      body.version,
      {
        state: to,
        cancellationReason: reason,
        stateChangedAt: sql`now()` as never,
        ...(leavesPublic(to) ? { isPublished: false } : {}),
      },
      'Class',
    );
    const notified = reason && body.notifyLearners ? await tellCancelled(tx, id, reason) : 0;
    await audit({
      action: 'classes.change-state',
      entity: 'class',
      entityId: id,
      before: { state: row.state, cancellationReason: row.cancellationReason, isPublished: row.isPublished },
      after: {
        state: to,
        cancellationReason: reason,
        isPublished: leavesPublic(to) ? false : row.isPublished,
        ...(reason ? { learnersNotified: notified } : {}),
      },
    });
  });
  return classDetails(ctx.db, id);
}

/**
 * Whether a class moving to `to` leaves the public site: a cancelled one at once, one sent back to draft
 * or for approval again until it is approved again (only an approved class may be published); a
 * completed one stays as it was.
 */
const leavesPublic = (to: ClassState) => to !== 'Completed' && !mayPublish(to);

export async function setPublished(
  ctx: RequestContext,
  id: number,
  version: number,
  isPublished: boolean,
): Promise<ClassDetails> {
  await ctx.write(async (tx, audit) => {
    const row = await findClassRow(tx, id, true);
    if (!row) throw notFound('Class');
    if (row.version !== version) throw conflict();
    if (isPublished && !mayPublish(row.state)) {
      throw refuse(classRefusals, 'not-publishable', { state: row.state });
    }
    await updateVersioned(tx, classes, classes.id, id, version, { isPublished }, 'Class');
    await audit({
      action: isPublished ? 'classes.publish' : 'classes.unpublish',
      entity: 'class',
      entityId: id,
      before: { isPublished: row.isPublished },
      after: { isPublished },
    });
  });
  return classDetails(ctx.db, id);
}

/** A class not yet taught (its last session still to begin) is not completed: completed classes count. */
async function refuseUntaught(tx: Db, id: number, timeZone: string) {
  const from = completableFrom(await readSessions(tx, id), new Date());
  if (from) {
    throw refuse(classRefusals, 'not-taught-yet', { id, from: formatClassTime(from, timeZone) });
  }
}

/** E-mails the class's learners, registered or waiting, that it was cancelled and why; returns how many. */
async function tellCancelled(tx: Db, classId: number, reason: string): Promise<number> {
  const learners = await queryRows<Learner>(
    tx,
    sql`select r.id, a.email, a.first_name as "firstName", a.preferred_language as "languageId"
        from class_registration r join account a on a.adm_id = r.adm_id
        where r.class_id = ${classId} and r.status <> 'n/a'
        order by r.id`,
  );
  await tellLearners(tx, classId, classCancelledEmail, learners, { reason });
  return learners.length;
}
