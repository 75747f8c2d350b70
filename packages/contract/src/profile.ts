// The signed-in staff member's profile: every capability flag, false where not held (GET /profile); and
// their saved filters: named filter states of a list, theirs alone.
import { z } from 'zod';
import { defineContractArea } from './area.js';
import { capabilities } from './capabilities.js';
import { idParams, isoDateTime, trimmed } from './common.js';
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

/** A list's path in the console, as the route registry names it ('/passcodes', '/classes/courses'). */
export const listPath = z
  .string()
  .trim()
  .regex(/^(\/[a-z0-9-]{1,40}){1,4}$/, 'Use a list path such as /passcodes');

/** A list's address filter state: its search params (filters, sort, page size), as the address holds them. */
export const savedFilterParams = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, 'Use a search parameter name'),
    z.union([z.string().max(254), z.number(), z.boolean(), z.array(z.string().max(64)).max(50)]),
  )
  .refine((params) => Object.keys(params).length <= 40, 'At most 40 parameters');

/** The most filters one person keeps for one list. */
export const MAX_SAVED_FILTERS = 50;

export const savedFilter = z.object({
  id: z.number().int(),
  list: z.string(),
  name: z.string(),
  params: savedFilterParams,
  updatedAt: isoDateTime,
});
export type SavedFilter = z.infer<typeof savedFilter>;

export const savedFilterInput = z.object({ list: listPath, name: trimmed(60), params: savedFilterParams });

export const profile = {
  get: endpoint({
    method: 'GET',
    path: '/profile',
    access: 'signedIn',
    summary: "The caller's account and capability flags, computed from their roles; all false for an unknown subject.",
    response: userProfile,
  }),
  savedFilters: endpoint({
    method: 'GET',
    path: '/profile/saved-filters',
    access: 'signedIn',
    summary: "The caller's saved filters of one list, by name.",
    query: z.object({ list: listPath }),
    response: z.array(savedFilter),
  }),
  saveFilter: endpoint({
    method: 'POST',
    path: '/profile/saved-filters',
    access: 'signedIn',
    summary: `Saves the current filter of a list under a name; the caller's filter of that name (any case) is replaced. At most ${MAX_SAVED_FILTERS} a list.`,
    body: savedFilterInput,
    response: savedFilter,
  }),
  deleteSavedFilter: endpoint({
    method: 'DELETE',
    path: '/profile/saved-filters/:id',
    access: 'signedIn',
    summary: "Deletes one of the caller's saved filters (another person's answers 404).",
    params: idParams,
    response: null,
  }),
};

/** The profile area: its endpoints, OpenAPI tag and audit words (area.ts). */
export const profileArea = defineContractArea({
  key: 'profile',
  word: 'profile',
  tag: "Profile: the signed-in staff member's account and capability flags, and the list filters they saved.",
  audit: { verbs: ['save-filter', 'delete-filter'], entities: ['saved-filter'] },
  endpoints: profile,
});
