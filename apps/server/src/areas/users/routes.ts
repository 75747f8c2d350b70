// The Users area's handlers: thin calls into the service.
import type { contract } from '@eco/contract';
import type { Handlers } from '../../platform/register-area.js';
import { capabilityHolders, getUser, listRoles, listUsers, updateUserRoles } from './service.js';

export const usersHandlers = {
  list: ({ ctx, query }) => listUsers(ctx.db, query),
  roles: ({ ctx }) => listRoles(ctx.db),
  capability: ({ ctx, params, query }) => capabilityHolders(ctx.db, params.capability, query),
  get: ({ ctx, params }) => getUser(ctx.db, params.admId),
  // Applies to the person's next call on every instance: each call reads the account's stamp.
  update: ({ ctx, params, body }) => updateUserRoles(ctx, params.admId, body),
} satisfies Handlers<typeof contract.users>;
