// Users: staff accounts and the roles (named sets of capability flags) that grant them access.
import { z } from 'zod';
import { defineContractArea } from './area.js';
import { capabilities } from './capabilities.js';
import { admIdParams, boolParam, paged, pageQuery, version } from './common.js';
import { endpoint } from './endpoint.js';
import { searchText, sorting } from './lists.js';
import { userRefusals } from './user-refusals.js';

export const role = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  capabilities: z.array(z.enum(capabilities)),
});
export type Role = z.infer<typeof role>;

export const userSummary = z.object({
  admId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isBlocked: z.boolean(),
  roles: z.array(z.string()),
});
export type UserSummary = z.infer<typeof userSummary>;

export const userDetail = userSummary.extend({
  version,
  lastSignInAt: z.string().nullable(),
  capabilities: z.array(z.enum(capabilities)),
});
export type UserDetail = z.infer<typeof userDetail>;

export const userUpdate = z.object({
  version,
  roles: z.array(z.string().min(1)).max(50),
});

/** Who can do X: the roles granting one capability and the people holding it through them. */
export const capabilityHolders = z.object({
  capability: z.enum(capabilities),
  description: z.string(),
  roles: z.array(role),
  /** People holding it, e-mail order, a page at a time; blocked ones included and marked. */
  holders: paged(userSummary),
  /** How many of them can use it now (not blocked). */
  activeHolderCount: z.number().int().min(0),
});
export type CapabilityHolders = z.infer<typeof capabilityHolders>;

/** The users list's orders: e-mail, last name (then e-mail), how many roles (staff only). */
export const userSortColumns = ['email', 'name', 'roles'] as const;

export const userListQuery = pageQuery(50).extend({
  /**
   * Case-insensitive, as the Accounts search: people whose e-mail, "first last" name, last name or e-mail
   * domain starts with it; when none does, those whose e-mail or name contains it.
   */
  search: searchText,
  /** Contains on the e-mail only (case-insensitive), for scripts that know an address. */
  email: z.string().trim().max(254).optional(),
  role: z.string().trim().min(1).max(100).optional(),
  /** Staff only (people holding any role), the default; false lists every live account. */
  staffOnly: boolParam.default(true),
  ...sorting(userSortColumns, 'email').shape,
});

export const users = {
  list: endpoint({
    method: 'GET',
    path: '/users',
    access: 'canViewUsers',
    summary:
      'Staff users (people holding any role) by default, or every live account (staffOnly=false): search by the start of the e-mail, name, last name or domain (else contains), by e-mail (contains), by role; sorted by e-mail, last name or, among staff, how many roles; paged.',
    query: userListQuery,
    // Every account is a million on the bench: the count is exact up to a thousand, else the estimate.
    response: paged(userSummary).extend({ totalRowCountIsEstimate: z.boolean() }),
  }),
  roles: endpoint({
    method: 'GET',
    path: '/users/roles',
    access: 'canViewUsers',
    summary: 'Every role with the capability flags it grants.',
    response: z.array(role),
  }),
  capability: endpoint({
    method: 'GET',
    path: '/users/capabilities/:capability',
    access: 'canViewUsers',
    summary: 'Who can do what: the roles that grant one capability and the people who hold it (paged).',
    params: z.object({ capability: z.enum(capabilities) }),
    query: pageQuery(50),
    response: capabilityHolders,
  }),
  get: endpoint({
    method: 'GET',
    path: '/users/:admId',
    access: 'canViewUsers',
    summary: 'One user with their roles and the capabilities those roles grant.',
    params: admIdParams,
    response: userDetail,
  }),
  update: endpoint({
    method: 'POST',
    path: '/users/:admId',
    access: 'canUpdateUsers',
    summary: "Replace a user's roles. Sends the version read; a stale version gets 409.",
    params: admIdParams,
    body: userUpdate,
    refuses: userRefusals.pick('last-holder', 'role-beyond-caller'),
    response: userDetail,
  }),
};

/** The users area: its endpoints, OpenAPI tag and audit words (area.ts). */
export const usersArea = defineContractArea({
  key: 'users',
  word: 'users',
  tag: 'Users: staff accounts and the roles that grant them capabilities.',
  audit: { verbs: ['update-roles', 'grant-role-cli'], entities: ['account'] },
  // A user's role changes, for the Users screen: whoever manages roles reads them, as do those who may
  // read the whole account history they are part of.
  history: { 'user-roles': { anyOf: ['canUpdateUsers', 'canViewAccounts'] } },
  endpoints: users,
});
