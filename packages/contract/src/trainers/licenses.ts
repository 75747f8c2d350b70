// Licenses held by trainers: the renewal timeline, reminders and the renewal e-mail sent again.
// The licenses part of the Trainers area (`contract.trainers.licenses`), joined in trainers/index.ts.
import { z } from 'zod';
import { intParam, isoDate, isoDateTime, refId, uuid, version } from '../common.js';
import { emailContentRefusals } from '../email-content-refusals.js';
import { endpoint } from '../endpoint.js';
import { trainerRefusals } from './refusals.js';

/**
 * Where a held license stands: upcoming before the day it is granted (not valid yet); current; renewalOpen
 * from renewal-window months (calendar months) before expiry; due in its last 30 days; grace after expiry
 * for the license's grace days; expired after that (and at once after the day an ended license ends).
 */
export const licenseRenewalStates = ['upcoming', 'current', 'renewalOpen', 'due', 'grace', 'expired'] as const;
export const licenseRenewalState = z.enum(licenseRenewalStates);
export type LicenseRenewalState = z.infer<typeof licenseRenewalState>;
/** A renewal state in words: the console's tags and the CSV files say the same. */
export const renewalStateLabels: Record<LicenseRenewalState, string> = {
  upcoming: 'Not yet valid',
  current: 'Current',
  renewalOpen: 'Renewal open',
  due: 'Due',
  grace: 'In grace',
  expired: 'Expired',
};

/**
 * The steps of a license's timeline, in time order; `issued` is the day it was granted, `renewed` a
 * renewal staff recorded (valid through extended), `ended` the end staff set (no grace after it).
 */
export const licenseTimelineStep = z.enum(['issued', 'renewed', 'renewalOpen', 'due', 'grace', 'expired', 'ended']);
export type LicenseTimelineStep = z.infer<typeof licenseTimelineStep>;

export const licenseTimelineEntry = z.object({
  step: licenseTimelineStep,
  /** The instant the step begins (for a renewal, when it was recorded). */
  at: isoDateTime,
  /** The step the license is in now (at most one entry is current). */
  current: z.boolean(),
  /** A renewal's new last valid day; null for the other steps. */
  validThrough: isoDate.nullable(),
  /** A renewal's note or an end's reason, as staff wrote it; null for the other steps. */
  note: z.string().nullable(),
});

export const licenseReminderKind = z.enum(['scheduled', 'manual']);

/** A renewal reminder sent (queued to the outbox) for a held license. */
export const licenseReminderSent = z.object({
  id: z.number().int(),
  kind: licenseReminderKind,
  /** For a scheduled reminder, the schedule entry it fulfilled (days before expiry); null when manual. */
  daysBefore: z.number().int().nullable(),
  /** The expiry of the cycle it reminded about. */
  expiresAt: isoDateTime,
  sentAt: isoDateTime,
  /** The outbox message, for staff who may open it. */
  outboxId: z.number().int().nullable(),
});
export type LicenseReminderSent = z.infer<typeof licenseReminderSent>;

/** The next scheduled reminder of the current cycle, or null when none is left. */
export const licenseNextReminder = z.object({
  daysBefore: z.number().int(),
  /** The day (in the trainer's zone) the daily job sends it. */
  dueOn: isoDate,
});

/** One license a trainer holds, as the trainer page shows it. */
export const trainerLicenseHeld = z.object({
  /** The held license's own id (trainer_license). */
  id: z.number().int(),
  licenseId: z.number().int(),
  licenseName: z.string(),
  licenseIsActive: z.boolean(),
  grantedOn: isoDate,
  /** The exact end instant: 23:59:59 of the last valid day in the trainer's zone. */
  expiresAt: isoDateTime,
  /** The last valid day, in the trainer's zone (what staff enter). */
  validThrough: isoDate,
  /** The trainer's IANA time zone, in which every date of this license is shown. */
  timeZone: z.string(),
  renewalState: licenseRenewalState,
  /** The last valid day staff ended the license on, and why; null while it has not been ended. */
  endedOn: isoDate.nullable(),
  endReason: z.string().nullable(),
  /** Sent back by a renewal or an end (409 when someone changed the license in between). */
  version,
  steps: z.array(licenseTimelineEntry),
  nextReminder: licenseNextReminder.nullable(),
  /** Newest first. */
  remindersSent: z.array(licenseReminderSent),
});
export type TrainerLicenseHeld = z.infer<typeof trainerLicenseHeld>;

/**
 * A license held, as create and edit send it. The expiry is the last valid day in the trainer's zone:
 * the license is valid through 23:59 that day. It must be after the day granted.
 */
export const trainerLicenseInput = z.object({
  licenseId: refId,
  grantedOn: isoDate,
  validThrough: isoDate,
});
export type TrainerLicenseInput = z.infer<typeof trainerLicenseInput>;
export const trainerLicensesInput = z.array(trainerLicenseInput).max(100);

/** A trainer in a path: the trainer's account (admId, the userUniqueId of the console's addresses). */
export const trainerParams = z.object({ id: uuid });

export const licenseRenewalResend = z.object({ licenseId: refId });

/** One license a trainer holds, in a path: the trainer's admId and the license's (catalogue) id. */
export const heldLicenseParams = z.object({ id: uuid, licenseId: intParam.min(1) });

/** A renewal staff record: the new last valid day, later than the current one, and an optional note. */
export const licenseRenewalInput = z.object({
  validThrough: isoDate,
  note: z.string().trim().max(1000).default(''),
  version,
});
export type LicenseRenewalInput = z.input<typeof licenseRenewalInput>;

/** Ending a license: its last valid day (today or a chosen day, not before it was granted) and why. */
export const licenseEndInput = z.object({
  endedOn: isoDate,
  reason: z.string().trim().min(1, 'Enter the reason').max(1000),
  version,
});
export type LicenseEndInput = z.input<typeof licenseEndInput>;

/**
 * A license granted to a trainer who does not hold it now (never, or no longer: expired or ended).
 * version: null when the trainer never held it, else the held license's version read (a grant again).
 */
export const licenseGrantInput = trainerLicenseInput.extend({ version: version.nullable() });
export type LicenseGrantInput = z.input<typeof licenseGrantInput>;

export const trainerLicenses = {
  resendLicenseRenewal: endpoint({
    method: 'POST',
    path: '/trainers/:id/license/renewal/resend',
    access: 'canUpdateTrainers',
    summary:
      'Sends the renewal e-mail for one license the trainer holds now (queued to the outbox), recorded as a manual reminder. A license the trainer does not hold is a 404.',
    params: trainerParams,
    body: licenseRenewalResend,
    refuses: emailContentRefusals.pick('content-unusable'),
    response: trainerLicenseHeld,
  }),
  grantLicense: endpoint({
    method: 'POST',
    path: '/trainers/:id/licenses',
    access: 'canUpdateTrainers',
    summary:
      'Grants a license to a trainer who does not hold it now (never held, expired or ended): granted on, valid through (after the day granted). A license held in any other state is a 400 (record a renewal instead).',
    params: trainerParams,
    body: licenseGrantInput,
    refuses: trainerRefusals.pick('license-inactive'),
    response: trainerLicenseHeld,
  }),
  renewLicense: endpoint({
    method: 'POST',
    path: '/trainers/:id/licenses/:licenseId/renewal',
    access: 'canUpdateTrainers',
    summary:
      'Records a renewal of a license the trainer holds: valid through a later day (a license in grace included), with an optional note; its reminders start afresh. An ended or expired license is granted again instead (400).',
    params: heldLicenseParams,
    body: licenseRenewalInput,
    response: trainerLicenseHeld,
  }),
  endLicense: endpoint({
    method: 'POST',
    path: '/trainers/:id/licenses/:licenseId/end',
    access: 'canUpdateTrainers',
    summary:
      'Ends a license the trainer holds on a day (today or another, not before the day granted) with a reason: valid through that day, no grace after it.',
    params: heldLicenseParams,
    body: licenseEndInput,
    response: trainerLicenseHeld,
  }),
} as const;
