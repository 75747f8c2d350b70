// A registered learner as the class page names them in its rows, buttons and messages: first and last name.
import type { ClassRegistration } from '@eco/contract';

export const registrantName = (r: Pick<ClassRegistration, 'firstName' | 'lastName'>) => `${r.firstName} ${r.lastName}`;
