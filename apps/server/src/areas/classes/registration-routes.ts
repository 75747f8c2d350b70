// Registrations, the waiting list, attendance, needs closing and the students' passcodes.
import type { classRegistrations } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';

export const classRegistrationHandlers = (_deps: AreaDeps): Handlers<typeof classRegistrations> => ({});
