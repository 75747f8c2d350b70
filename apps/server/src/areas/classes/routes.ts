// The Classes area's handlers, joined from its parts as the contract joins their endpoints: self-paced
// students, class records, registrations and reports.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';
import { classRecordHandlers } from './records/record-routes.js';
import { classRegistrationHandlers } from './registrations/registration-routes.js';
import { classReportHandlers } from './reports/report-routes.js';
import { selfPacedLookupInfo } from './self-paced/lookup.js';
import { listSelfPaced, revokeSelfPaced } from './self-paced/self-paced.js';
import { selfPacedReport } from './self-paced/self-paced-report.js';

export const classesHandlers = (deps: AreaDeps) =>
  ({
    listSelfPaced: ({ ctx, query }) => listSelfPaced(ctx.db, query),
    selfPacedLookupInfo: ({ ctx }) => selfPacedLookupInfo(ctx.db),
    revokeSelfPaced: ({ ctx, params, body }) => revokeSelfPaced(ctx, params.id, body),
    selfPacedStudentsReport: ({ ctx, query }) => selfPacedReport(ctx.db, query),
    ...classRecordHandlers(deps),
    ...classRegistrationHandlers(deps),
    ...classReportHandlers(deps),
  }) satisfies Handlers<typeof contract.classes>;
