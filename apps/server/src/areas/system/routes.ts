// The System area's handlers: thin calls into the service.
import type { contract } from '@eco/contract';
import type { Handlers } from '../../platform/register-area.js';
import { exportOutbox, getOutboxMessage, heldBy, listOutbox, retryOutboxMessage } from './service.js';

export const systemHandlers = {
  outbox: ({ ctx, query }) => listOutbox(ctx.db, heldBy(ctx), query),
  exportOutbox: ({ ctx, query }) => exportOutbox(ctx.db, heldBy(ctx), query),
  outboxMessage: ({ ctx, params }) => getOutboxMessage(ctx.db, heldBy(ctx), params.id),
  retryOutboxMessage: ({ ctx, params }) => retryOutboxMessage(ctx, params.id),
} satisfies Handlers<typeof contract.system>;
