// The face-to-face requirement per year and the F2F registrations report.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../../platform/register-area.js';
import { exportF2fRegistrationsReport, f2fRegistrationsReport } from './f2f-report.js';
import { updateF2fYear } from './f2f-years.js';

export const trainerF2fHandlers = (_deps: AreaDeps): Handlers<typeof contract.trainers.f2f> => ({
  updateF2fYear: ({ ctx, params, body }) => updateF2fYear(ctx, params.id, params.year, body),
  f2fRegistrationsReport: ({ ctx, query }) => f2fRegistrationsReport(ctx.db, query),
  exportF2fRegistrationsReport: ({ ctx, query }) => exportF2fRegistrationsReport(ctx.db, query),
});
