// Licenses held by trainers: the renewal timeline, reminders and the renewal e-mail sent again.
// The licenses part of the Trainers area (`contract.trainers.licenses`), joined in trainers/index.ts.
import { z } from 'zod';
import { isoDate, isoDateTime, refId, uuid } from '../common.js';
import { emailContentRefusals } from '../email-content-refusals.js';
import { endpoint } from '../endpoint.js';

/**
 * Where a held license stands: current; renewalOpen from renewal-window months (calendar months) before
 * expiry; due in its last 30 days; grace after expiry for the license's grace days; expired after that.
 */
export const licenseRenewalStates = ['current', 'renewalOpen', 'due', 'grace', 'expired'] as const;
export const licenseRenewalState = z.enum(licenseRenewalStates);
export type LicenseRenewalState = z.infer<typeof licenseRenewalState>;

/** The steps of a license's timeline, in order; `issued` is the day it was granted. */
export const licenseTimelineStep = z.enum(['issued', 'renewalOpen', 'due', 'grace', 'expired']);
export type LicenseTimelineStep = z.infer<typeof licenseTimelineStep>;

export const licenseTimelineEntry = z.object({
  step: licenseTimelineStep,
  /** The instant the step begins. */
  at: isoDateTime,
  /** The step the license is in now (exactly one entry is current). */
  current: z.boolean(),
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
} as const;
