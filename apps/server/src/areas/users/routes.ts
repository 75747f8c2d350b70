// The Users area's handlers: thin calls into the service.
import type { contract } from '@eco/contract';
import type { PrincipalResolver } from '../../platform/principal.js';
import type { Handlers } from '../../platform/register-area.js';
import { capabilityHolders, getUser, listRoles, listUsers, updateUserRoles } from './service.js';

export const usersHandlers = (principals: PrincipalResolver) =>
  ({
    list: ({ ctx, query }) => listUsers(ctx.db, query),
    roles: ({ ctx }) => listRoles(ctx.db),
    capability: ({ ctx, params, query }) => capabilityHolders(ctx.db, params.capability, query),
    get: ({ ctx, params }) => getUser(ctx.db, params.admId),
    update: async ({ ctx, params, body }) => {
      const user = await updateUserRoles(ctx, params.admId, body);
      principals.forget(params.admId);
      return user;
    },
  }) satisfies Handlers<typeof contract.users>;
