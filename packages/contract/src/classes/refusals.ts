// What the Classes area's rules refuse: editing or publishing a class that is over, a state change off
// the transitions (states.ts) or completing a class not yet taught, changing the registrations of a class
// that is over, a status for someone still waiting for a seat, a waiting list reordered from a stale
// screen, passcodes for a cancelled class or for a course with no passcode product, and revoking a
// self-paced enrollment twice. Each 400 is said beside the field the form shows it at.
import { defineRefusals } from '../refusals.js';

/** A class's state as a sentence reads it: 'completed', 'cancelled'. */
const lower = (state: string) => state.toLowerCase();

export const classRefusals = defineRefusals('classes', {
  /** A completed or cancelled class is history: a mistake in one is told in a new class. */
  'not-editable': {
    status: 400,
    field: 'state',
    message: (p: { state: string }) => `A ${lower(p.state)} class cannot be edited.`,
    example: { state: 'Completed' },
  },
  'no-transition': {
    status: 400,
    field: 'state',
    message: (p: { from: string; to: string }) => `A class cannot move from ${p.from} to ${p.to}.`,
    example: { from: 'Cancelled', to: 'Completed' },
  },
  /** `from`: when its last session begins, in the class's zone as the console writes it. */
  'not-taught-yet': {
    status: 400,
    field: 'state',
    message: (p: { id: number; from: string }) =>
      `Class ${p.id} can be completed once its last session has begun (${p.from}).`,
    example: { id: 1042, from: 'Sat, 03/14/2026 9:00 AM CET' },
  },
  'not-publishable': {
    status: 400,
    field: 'state',
    message: (p: { state: string }) =>
      p.state === 'Draft' || p.state === 'Submitted'
        ? `A ${lower(p.state)} class cannot be published: approve it first.`
        : `A ${lower(p.state)} class cannot be published.`,
    example: { state: 'Cancelled' },
  },
  'registrations-closed': {
    status: 400,
    field: 'classId',
    message: (p: { state: string }) => `The class is ${lower(p.state)}: its registrations cannot change.`,
    example: { state: 'Completed' },
  },
  'waitlisted-no-status': {
    status: 400,
    field: 'status',
    message: () => 'This learner is on the waiting list: they get a status once they have a seat.',
  },
  /** The list sent is not the class's waiting list now (someone joined or left it meanwhile). */
  'waitlist-changed': {
    status: 400,
    field: 'registrationIds',
    message: () => 'List every waitlisted registration of the class once.',
  },
  'cancelled-no-passcodes': {
    status: 400,
    field: 'classId',
    message: () => 'The class is cancelled: it gets no passcodes.',
  },
  'no-passcode-product': {
    status: 400,
    field: 'registrationIds',
    message: () =>
      "The class's course has no active assessment-attempt or class-seat product, so no passcode SKU: add one under Products.",
  },
  'enrollment-revoked': { status: 409, message: () => 'This enrollment is already revoked.' },
});
