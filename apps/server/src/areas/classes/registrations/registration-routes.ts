// Registrations, the waiting list, attendance and the students' passcodes.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../../platform/register-area.js';
import { searchAccounts } from '../../accounts/public.js';
import { deactivateClassPasscodes, generateClassPasscodes, sendClassPasscodeEmails } from './class-passcodes.js';
import { addRegistration, removeRegistration, setRegistrationStatus } from './registration-service.js';
import { listRegistrations } from './registrations.js';
import { reorderWaitlist } from './waitlist.js';

/** The accounts the registration dialog offers as staff type (the contract says ten at most). */
const OFFERED_ACCOUNTS = 10;

export const classRegistrationHandlers = (deps: AreaDeps): Handlers<typeof contract.classes.registrations> => ({
  listClassRegistrations: ({ ctx, params }) => listRegistrations(ctx.db, params.id),
  searchRegistrationAccounts: ({ ctx, query }) => searchAccounts(ctx.db, { text: query.q, limit: OFFERED_ACCOUNTS }),
  addClassRegistration: ({ ctx, params, body }) => addRegistration(ctx, params.id, body),
  removeClassRegistration: ({ ctx, params }) => removeRegistration(ctx, params.id, params.registrationId),
  setClassRegistrationStatus: ({ ctx, params, body }) =>
    setRegistrationStatus(ctx, params.id, params.registrationId, body),
  reorderClassWaitlist: async ({ ctx, params, body }) => {
    await ctx.write((tx, audit) => reorderWaitlist(tx, audit, params.id, body.registrationIds));
    return listRegistrations(ctx.db, params.id);
  },
  generateClassPasscodes: ({ ctx, params, body }) => generateClassPasscodes(ctx, params.id, body.registrationIds),
  sendClassPasscodeEmails: ({ ctx, params, body }) =>
    sendClassPasscodeEmails(ctx, deps.config, params.id, body.registrationIds),
  deactivateClassPasscodes: ({ ctx, params, body }) => deactivateClassPasscodes(ctx, params.id, body.registrationIds),
});
