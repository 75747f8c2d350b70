// The signed-in staff member's profile: every capability flag, false where not held (GET /profile).
import { z } from 'zod';
import { capabilities } from './capabilities.js';
import { endpoint } from './endpoint.js';

const flags = Object.fromEntries(capabilities.map((c) => [c, z.boolean()])) as {
  [K in (typeof capabilities)[number]]: z.ZodBoolean;
};

export const userProfile = z.object({
  admId: z.uuid().nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  ...flags,
});
export type UserProfile = z.infer<typeof userProfile>;

export const profile = {
  get: endpoint({
    method: 'GET',
    path: '/profile',
    access: 'signedIn',
    summary: "The caller's account and capability flags, computed from their roles; all false for an unknown subject.",
    response: userProfile,
  }),
};
