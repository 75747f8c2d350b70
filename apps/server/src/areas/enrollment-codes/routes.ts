// The Enrollment Codes area's handlers: thin calls into the service and actions.
import type { contract } from '@eco/contract';
import type { Config } from '../../config.js';
import type { Handlers } from '../../platform/register-area.js';
import { enrollmentCodeActions, generateEnrollmentCodes, resendEnrollmentCodes } from './actions.js';
import {
  enrollmentCodeLookupInfo,
  exportEnrollmentCodes,
  exportGeneration,
  getEnrollmentCode,
  listEnrollmentCodes,
  onMatchingEnrollmentCodes,
} from './service.js';

export const enrollmentCodesHandlers = (config: Pick<Config, 'productName'>) =>
  ({
    list: ({ ctx, query }) => listEnrollmentCodes(ctx.db, query),
    lookupInfo: ({ ctx }) => enrollmentCodeLookupInfo(ctx.db),
    export: ({ ctx, query }) => exportEnrollmentCodes(ctx.db, query, 'enrollment-codes.csv'),
    generate: ({ ctx, body }) => generateEnrollmentCodes(ctx, body),
    generation: ({ ctx, params }) => exportGeneration(ctx.db, params.batchId),
    revokeMany: ({ ctx, body }) => enrollmentCodeActions.revokeMany(ctx, body),
    reinstateMany: ({ ctx, body }) => enrollmentCodeActions.reinstateMany(ctx, body),
    revokeMatching: ({ ctx, body }) =>
      onMatchingEnrollmentCodes(ctx, body, (ids) => enrollmentCodeActions.revokeMany(ctx, { ...body, ids })),
    reinstateMatching: ({ ctx, body }) =>
      onMatchingEnrollmentCodes(ctx, body, (ids) => enrollmentCodeActions.reinstateMany(ctx, { ...body, ids })),
    resendMatching: ({ ctx, body }) =>
      onMatchingEnrollmentCodes(ctx, body, (ids) => resendEnrollmentCodes(ctx, config, { ...body, ids })),
    resend: ({ ctx, body }) => resendEnrollmentCodes(ctx, config, body),
    get: ({ ctx, params }) => getEnrollmentCode(ctx.db, params.id),
    revoke: async ({ ctx, params, body }) => {
      await enrollmentCodeActions.revokeOne(ctx, params.id, body);
      return getEnrollmentCode(ctx.db, params.id);
    },
    reinstate: async ({ ctx, params, body }) => {
      await enrollmentCodeActions.reinstateOne(ctx, params.id, body);
      return getEnrollmentCode(ctx.db, params.id);
    },
  }) satisfies Handlers<typeof contract.enrollmentCodes>;
