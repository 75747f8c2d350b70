// GET /profile: the caller's account and every capability flag of the specification.
import { capabilities, type contract, type UserProfile } from '@eco/contract';
import type { Handlers } from '../../platform/register-area.js';

export const profileHandlers = {
  get: ({ ctx }) => {
    const principal = ctx.principal;
    const account = principal?.account ?? null;
    const flags = Object.fromEntries(capabilities.map((c) => [c, principal?.capabilities.has(c) ?? false]));
    return {
      admId: account?.admId ?? null,
      email: account?.email ?? null,
      firstName: account?.firstName ?? null,
      lastName: account?.lastName ?? null,
      ...flags,
    } as UserProfile;
  },
} satisfies Handlers<typeof contract.profile>;
