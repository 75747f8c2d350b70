// Classes: registrations and the waiting list, attendance, the "needs closing" view and the class's
// students' passcodes. Part of the Classes area: the contract's index joins these endpoints into
// `contract.classes`.
import type { endpoint } from './endpoint.js';

export const classRegistrations = {} satisfies Record<string, ReturnType<typeof endpoint>>;
