// A class registration's statuses: the Classes area records them (its registrations part), and the
// Trainers' F2F registrations report counts them. A top-level file of the classes area because both
// folders read it, and a folder area imports no other area's folder.
import { z } from 'zod';

/** Registration statuses (domain: class_registration.status), in the order the F2F report shows them. */
export const classRegistrationStatuses = [
  'registered',
  'pending',
  'waitlisted',
  'attended',
  'complete',
  'incomplete',
  'deferred',
  'n/a',
  'unknown',
] as const;
export const classRegistrationStatus = z.enum(classRegistrationStatuses);
export type ClassRegistrationStatus = z.infer<typeof classRegistrationStatus>;
