// The self-paced students: their list, the filters' choices, a revocation and the CSV report.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../../platform/register-area.js';
import { selfPacedLookupInfo } from './lookup.js';
import { listSelfPaced, revokeSelfPaced } from './self-paced.js';
import { selfPacedReport } from './self-paced-report.js';

export const classSelfPacedHandlers = (_deps: AreaDeps): Handlers<typeof contract.classes.selfPaced> => ({
  listSelfPaced: ({ ctx, query }) => listSelfPaced(ctx.db, query),
  selfPacedLookupInfo: ({ ctx }) => selfPacedLookupInfo(ctx.db),
  revokeSelfPaced: ({ ctx, params, body }) => revokeSelfPaced(ctx, params.id, body),
  selfPacedStudentsReport: ({ ctx, query }) => selfPacedReport(ctx.db, query),
});
