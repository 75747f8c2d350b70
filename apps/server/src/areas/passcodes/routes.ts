// The Passcodes area's handlers: thin calls into the service and actions.
import type { contract } from '@eco/contract';
import type { Config } from '../../config.js';
import type { Handlers } from '../../platform/register-area.js';
import { bulkEditPasscodes, passcodeActions, resendPasscodes } from './actions.js';
import { generatePasscodes } from './generation.js';
import {
  exportGeneration,
  exportPasscodes,
  getPasscode,
  listPasscodes,
  onMatchingPasscodes,
  passcodeLookupInfo,
  updatePasscode,
} from './service.js';

export const passcodesHandlers = (config: Pick<Config, 'productName'>) =>
  ({
    list: ({ ctx, query }) => listPasscodes(ctx.db, query),
    lookupInfo: ({ ctx }) => passcodeLookupInfo(ctx.db),
    export: ({ ctx, query }) => exportPasscodes(ctx.db, query, 'passcodes.csv'),
    generate: ({ ctx, body }) => generatePasscodes(ctx, body),
    generation: ({ ctx, params }) => exportGeneration(ctx.db, params.batchId),
    bulkEdit: ({ ctx, body }) => bulkEditPasscodes(ctx, body),
    revokeMany: ({ ctx, body }) => passcodeActions.revokeMany(ctx, body),
    reinstateMany: ({ ctx, body }) => passcodeActions.reinstateMany(ctx, body),
    revokeMatching: ({ ctx, body }) =>
      onMatchingPasscodes(ctx, body, (ids) => passcodeActions.revokeMany(ctx, { ...body, ids })),
    reinstateMatching: ({ ctx, body }) =>
      onMatchingPasscodes(ctx, body, (ids) => passcodeActions.reinstateMany(ctx, { ...body, ids })),
    bulkEditMatching: ({ ctx, body }) =>
      onMatchingPasscodes(ctx, body, (ids) => bulkEditPasscodes(ctx, { ...body, ids })),
    resendMatching: ({ ctx, body }) =>
      onMatchingPasscodes(ctx, body, (ids) => resendPasscodes(ctx, config, { ...body, ids })),
    resend: ({ ctx, body }) => resendPasscodes(ctx, config, body),
    get: ({ ctx, params }) => getPasscode(ctx.db, params.id),
    update: ({ ctx, params, body }) => updatePasscode(ctx, params.id, body),
    revoke: async ({ ctx, params, body }) => {
      await passcodeActions.revokeOne(ctx, params.id, body);
      return getPasscode(ctx.db, params.id);
    },
    reinstate: async ({ ctx, params, body }) => {
      await passcodeActions.reinstateOne(ctx, params.id, body);
      return getPasscode(ctx.db, params.id);
    },
  }) satisfies Handlers<typeof contract.passcodes>;
