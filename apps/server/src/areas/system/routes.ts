// The System area's handlers: thin calls into the service.
import type { contract } from '@eco/contract';
import type { Handlers } from '../../platform/register-area.js';
import { getOutboxMessage, listOutbox, retryOutboxMessage } from './service.js';

export const systemHandlers = {
  outbox: ({ ctx, query }) => listOutbox(ctx.db, query),
  outboxMessage: ({ ctx, params }) => getOutboxMessage(ctx.db, params.id),
  retryOutboxMessage: ({ ctx, params }) => retryOutboxMessage(ctx, params.id),
} satisfies Handlers<typeof contract.system>;
