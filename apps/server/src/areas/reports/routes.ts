// The Reports area's handlers: the user-interaction report and its CSV.
import type { contract } from '@eco/contract';
import type { Handlers } from '../../platform/register-area.js';
import { exportUserInteractions, listUserInteractions } from './user-interactions.js';

export const reportsHandlers = {
  userInteractions: ({ ctx, query }) => listUserInteractions(ctx.db, query),
  exportUserInteractions: ({ ctx, query }) => exportUserInteractions(ctx.db, query),
} satisfies Handlers<typeof contract.reports>;
