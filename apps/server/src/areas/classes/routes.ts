// The Classes area's handlers (self-paced students so far): thin calls into the services.
import type { contract } from '@eco/contract';
import type { Handlers } from '../../platform/register-area.js';
import { selfPacedLookupInfo } from './lookup.js';
import { listSelfPaced, revokeSelfPaced } from './self-paced.js';
import { selfPacedReport } from './self-paced-report.js';

export const classesHandlers = {
  listSelfPaced: ({ ctx, query }) => listSelfPaced(ctx.db, query),
  selfPacedLookupInfo: ({ ctx }) => selfPacedLookupInfo(ctx.db),
  revokeSelfPaced: ({ ctx, params, body }) => revokeSelfPaced(ctx, params.id, body),
  selfPacedStudentsReport: ({ ctx, query }) => selfPacedReport(ctx.db, query),
} satisfies Handlers<typeof contract.classes>;
