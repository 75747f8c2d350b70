// Class states and the transitions between them, written once: the server refuses any other change
// with a 400 naming it, and the class page offers only these. Cancellation takes one of the 14
// reasons of the console's specification (section 9).
import { z } from 'zod';

export const classStates = ['Draft', 'Submitted', 'Approved', 'Completed', 'Cancelled'] as const;
export const classState = z.enum(classStates);
export type ClassState = z.infer<typeof classState>;

/** From each state, the states a class may move to. Completed and Cancelled are final. */
export const classTransitions: Readonly<Record<ClassState, readonly ClassState[]>> = {
  Draft: ['Submitted', 'Cancelled'],
  Submitted: ['Approved', 'Draft', 'Cancelled'],
  Approved: ['Completed', 'Submitted', 'Cancelled'],
  Completed: [],
  Cancelled: [],
};

/**
 * A class is published (open to the public for registration) only once it is approved: a draft or a
 * submitted class may still change or be refused. Taking back an approval unpublishes it; unpublishing
 * is always allowed.
 */
export const mayPublish = (state: ClassState): boolean => state === 'Approved';

export function canTransition(from: ClassState, to: ClassState): boolean {
  return classTransitions[from].includes(to);
}

/**
 * When a class may first be completed: once its last session has begun, since F2F years and partner
 * billing count completed classes and a class not yet taught must not count. Null when it may be now.
 */
export function completableFrom(sessions: readonly { startsAt: string }[], now: Date): string | null {
  const last = sessions.reduce<string | null>(
    (latest, s) => (latest === null || Date.parse(s.startsAt) > Date.parse(latest) ? s.startsAt : latest),
    null,
  );
  return last !== null && Date.parse(last) > now.getTime() ? last : null;
}

export const classCancellationReasons = [
  'Low Registration',
  'Duplicate',
  'Error',
  'Scheduling Conflict',
  'Delivery Method Change',
  'Type Change (Private / Public)',
  'Course Change',
  'Alternate Services',
  'Combined',
  'Unable to Run In-Person Classes',
  'Instructor Change',
  'Unforeseen Circumstance',
  'Other',
  'Automatically Cancelled by System',
] as const;
export const classCancellationReason = z.enum(classCancellationReasons, {
  error: 'Choose a cancellation reason',
});
export type ClassCancellationReason = z.infer<typeof classCancellationReason>;

export const classDeliveryMethods = ['InPerson', 'VirtualClassroom'] as const;
export const classDeliveryMethod = z.enum(classDeliveryMethods);
export const classDeliveryMethodLabels: Readonly<Record<(typeof classDeliveryMethods)[number], string>> = {
  InPerson: 'In Person',
  VirtualClassroom: 'Virtual Classroom',
};

export const classScopes = ['Public', 'Private'] as const;
export const classScope = z.enum(classScopes);
