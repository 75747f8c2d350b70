// Classes' registrations part: registrations and the waiting list, attendance, and the class's students'
// passcodes and their e-mails; the area's index joins it as `contract.classes.registrations`.
import { z } from 'zod';
import {
  type ClassRegistrationStatus,
  classRegistrationStatus,
  classRegistrationStatuses,
} from '../class-registration-statuses.js';
import { email, idParams, intParam, isoDateTime, refId, trimmed, uuid, version } from '../common.js';
import { emailContentRefusals } from '../email-content-refusals.js';
import { endpoint } from '../endpoint.js';
import { passcodeRefusals } from '../passcode-refusals.js';
import { classRefusals } from './refusals.js';

/** How the screens name each status (waitlisted reads "On Waitlist", as the console always said). */
export const classRegistrationStatusLabels: Readonly<Record<ClassRegistrationStatus, string>> = {
  registered: 'Registered',
  pending: 'Pending',
  waitlisted: 'On Waitlist',
  attended: 'Attended',
  complete: 'Complete',
  incomplete: 'Incomplete',
  deferred: 'Deferred',
  'n/a': 'N/A',
  unknown: 'Unknown',
};

/** The statuses staff set by hand: every one but waitlisted, which only the waiting list gives. */
export const classAttendanceStatuses = classRegistrationStatuses.filter(
  (s): s is Exclude<ClassRegistrationStatus, 'waitlisted'> => s !== 'waitlisted',
);
export const classAttendanceStatus = z.enum(
  classAttendanceStatuses as [
    Exclude<ClassRegistrationStatus, 'waitlisted'>,
    ...Exclude<ClassRegistrationStatus, 'waitlisted'>[],
  ],
  { error: 'Choose a status (On Waitlist is given by the waiting list only)' },
);
export type ClassAttendanceStatus = z.infer<typeof classAttendanceStatus>;

/** A registration that took part in the class: the "needs closing" view counts the others. */
export const classAttendedStatuses = ['attended', 'complete', 'incomplete', 'deferred', 'n/a'] as const;

/**
 * Why a registration gets no passcode, or undefined when it may: a passcode is for someone who holds a
 * confirmed seat, not for someone waiting for one or whose registration is not yet confirmed.
 */
export function noPasscodeFor(status: ClassRegistrationStatus): string | undefined {
  if (status === 'waitlisted') return 'On the waiting list: no seat yet';
  if (status === 'pending') return 'Pending: confirm the registration first';
  return undefined;
}

/** What the e-mail rule reads of a registration's passcode. */
interface PasscodeState {
  isActive: boolean;
  isRevoked: boolean;
  redeemedAt: unknown;
}

/**
 * Why a registration's passcode cannot be e-mailed, or undefined when it can: the server's rule, and the
 * count the console asks to confirm.
 */
export function passcodeUnsendable(
  status: ClassRegistrationStatus,
  passcode: PasscodeState | null,
): string | undefined {
  const refused = noPasscodeFor(status);
  if (refused) return refused;
  if (!passcode) return 'Has no passcode: generate one first';
  if (passcode.isRevoked) return 'Its passcode is revoked';
  if (!passcode.isActive) return 'Its passcode is inactive';
  if (passcode.redeemedAt) return 'Its passcode is already redeemed';
  return undefined;
}

export const classRegistrationPasscode = z.object({
  id: z.number().int(),
  code: z.string(),
  isActive: z.boolean(),
  isRevoked: z.boolean(),
  redeemedAt: isoDateTime.nullable(),
});

export const classRegistration = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  admId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: classRegistrationStatus,
  /** 1, 2, 3... while waitlisted; null otherwise. */
  waitlistPosition: z.number().int().nullable(),
  registeredAt: isoDateTime,
  promotedAt: isoDateTime.nullable(),
  passcode: classRegistrationPasscode.nullable(),
  version,
});
export type ClassRegistration = z.infer<typeof classRegistration>;

/** The class page's registrations: seat holders in arrival order, then the waiting list in its order. */
export const classRegistrationList = z.object({
  classId: z.number().int(),
  capacity: z.number().int().nullable(),
  seatsTaken: z.number().int(),
  waitlisted: z.number().int(),
  registrations: z.array(classRegistration),
});
export type ClassRegistrationList = z.infer<typeof classRegistrationList>;

export const classRegistrationParams = idParams.extend({ registrationId: intParam.min(1) });

/** An existing account, or a new one made for the learner (an e-mail already in use takes its account). */
export const classRegistrationInput = z
  .object({
    admId: uuid.optional(),
    newAccount: z.object({ email, firstName: trimmed(100), lastName: trimmed(100) }).optional(),
  })
  .refine((b) => Boolean(b.admId) !== Boolean(b.newAccount), {
    path: ['admId'],
    message: 'Choose an account or enter a new one',
  });
export type ClassRegistrationInput = z.input<typeof classRegistrationInput>;

export const classRegistrationStatusChange = z.object({ status: classAttendanceStatus, version });
export type ClassRegistrationStatusChange = z.input<typeof classRegistrationStatusChange>;

export const classWaitlistOrder = z.object({
  /** Every waitlisted registration of the class, each once, in the new order. */
  registrationIds: z.array(refId).min(1).max(10_000),
});
export type ClassWaitlistOrder = z.input<typeof classWaitlistOrder>;

export const registrationAccountQuery = z.object({ q: z.string().trim().min(2, 'Type at least two letters').max(200) });
export const registrationAccount = z.object({
  admId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type RegistrationAccount = z.infer<typeof registrationAccount>;

/**
 * The students a passcode action is for: these registrations, or (null) every eligible one. Said, never
 * left out, so a body without it is refused rather than taken as "all".
 */
export const classStudentsSelection = z.object({ registrationIds: z.array(refId).max(10_000).nullable() });
export type ClassStudentsSelection = z.input<typeof classStudentsSelection>;

export const classStudentResult = z.object({
  registrationId: z.number().int(),
  email: z.string(),
  code: z.string().nullable(),
  ok: z.boolean(),
  error: z.string().optional(),
});
export const classStudentsResult = z.object({
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(classStudentResult),
});
export type ClassStudentsResult = z.infer<typeof classStudentsResult>;

const registrationsOf = (summary: string) => ({ params: idParams, summary, response: classRegistrationList });

export const classRegistrations = {
  listClassRegistrations: endpoint({
    method: 'GET',
    path: '/classes/:id/registrations',
    access: 'canViewClasses',
    ...registrationsOf(
      "The class's registrations with each learner's name and e-mail, status, waiting-list position, arrival and passcode (code, active, redeemed); seat holders first, then the waiting list in order.",
    ),
  }),
  searchRegistrationAccounts: endpoint({
    method: 'GET',
    path: '/classes/registration-accounts',
    access: 'canUpdateClasses',
    summary: 'Live accounts whose e-mail, first or last name or full name starts with the text (ten at most).',
    query: registrationAccountQuery,
    response: z.array(registrationAccount),
  }),
  addClassRegistration: endpoint({
    method: 'POST',
    path: '/classes/:id/registrations',
    access: 'canUpdateClasses',
    summary:
      'Registers an account (or a new one) in the class under its row lock: a free seat makes it registered, a full class puts it last on the waiting list. 400 when already registered or the class is cancelled or completed.',
    params: idParams,
    body: classRegistrationInput,
    status: 201,
    refuses: [...classRefusals.pick('registrations-closed'), ...emailContentRefusals.pick('content-unusable')],
    response: classRegistration,
  }),
  removeClassRegistration: endpoint({
    method: 'DELETE',
    path: '/classes/:id/registrations/:registrationId',
    access: 'canUpdateClasses',
    params: classRegistrationParams,
    summary:
      'Removes a registration; a freed seat goes to the first in line in the same transaction, who is told by e-mail. Answers the registrations as they now stand.',
    refuses: [...classRefusals.pick('registrations-closed'), ...emailContentRefusals.pick('content-unusable')],
    response: classRegistrationList,
  }),
  setClassRegistrationStatus: endpoint({
    method: 'PUT',
    path: '/classes/:id/registrations/:registrationId/status',
    access: 'canUpdateClasses',
    summary:
      "Records a seat holder's attendance status (not On Waitlist, which the waiting list gives). A stale version gets 409.",
    params: classRegistrationParams,
    body: classRegistrationStatusChange,
    refuses: classRefusals.pick('waitlisted-no-status'),
    response: classRegistration,
  }),
  reorderClassWaitlist: endpoint({
    method: 'POST',
    path: '/classes/:id/waitlist/order',
    access: 'canUpdateClasses',
    summary:
      'Puts the waiting list in the order given (every waitlisted registration once; 409 when the list changed meanwhile); audited.',
    params: idParams,
    body: classWaitlistOrder,
    refuses: classRefusals.pick('waitlist-changed'),
    response: classRegistrationList,
  }),
  generateClassPasscodes: endpoint({
    method: 'POST',
    path: '/classes/:id/students/generate-passcodes',
    access: 'canUpdateClasses',
    summary:
      "Generates one passcode (of the course's assessment product) for each chosen seat holder without one whose registration is confirmed (not pending), through the Passcodes area, for the class and the student's e-mail.",
    params: idParams,
    body: classStudentsSelection,
    refuses: [
      ...classRefusals.pick('cancelled-no-passcodes', 'no-passcode-product'),
      ...passcodeRefusals.pick('product-not-sold'),
    ],
    response: classStudentsResult,
  }),
  sendClassPasscodeEmails: endpoint({
    method: 'POST',
    path: '/classes/:id/students/send-passcode-emails',
    access: 'canUpdateClasses',
    summary:
      "E-mails each chosen seat holder their active passcode through the outbox, with the Passcode e-mail's content; none for a cancelled class.",
    params: idParams,
    body: classStudentsSelection,
    refuses: [...classRefusals.pick('cancelled-no-passcodes'), ...emailContentRefusals.pick('content-unusable')],
    response: classStudentsResult,
  }),
  deactivateClassPasscodes: endpoint({
    method: 'POST',
    path: '/classes/:id/students/deactivate-passcodes',
    access: 'canUpdateClasses',
    summary:
      "Switches off the chosen students' passcodes that are not redeemed (they can be made active again under Passcodes).",
    params: idParams,
    body: classStudentsSelection,
    response: classStudentsResult,
  }),
} as const;
