// What the users' rules of roles refuse: a change that would leave nobody holding a key capability or
// every capability (the last-holder rule: a role change, and an account's block, delete or merge), and
// granting or removing a role that grants a capability the caller does not hold. A role change answers
// both beside the roles field, so the role editor shows them there.
import type { KeyCapability } from './capabilities.js';
import { defineRefusals } from './refusals.js';

/** What nobody could do any more, per key capability. */
const keyCapabilityWork: Record<KeyCapability, string> = {
  canViewUsers: 'see and manage users and their roles',
  canManageSystemData: 'manage system data',
};

/** "a capability you do not hold (x)", "61 capabilities you do not hold (a, b, c, d, e and 56 more)". */
export function lackingText(lacking: readonly string[], shown = 5): string {
  const names =
    lacking.length <= shown + 1
      ? lacking.join(', ')
      : `${lacking.slice(0, shown).join(', ')} and ${lacking.length - shown} more`;
  return `${lacking.length === 1 ? 'a capability' : `${lacking.length} capabilities`} you do not hold (${names})`;
}

const lastAdministrator = (roles: string[]) =>
  'This change would leave no administrator: nobody else could do everything in the console and grant any role ' +
  `(every capability). ${roles.length ? `Give another person the ${roles.join(' or ')} role first.` : 'Give another person every capability first.'}`;

const lastHolder = (capability: KeyCapability) =>
  `This change would leave nobody able to ${keyCapabilityWork[capability]} (${capability}). ` +
  'Give another person a role with it first.';

export const userRefusals = defineRefusals('users', {
  'last-holder': {
    status: 409,
    /**
     * `administrator`: the last administrator would go, and the roles that make one (null when one stays);
     * `capabilities`: the key capabilities nobody else would hold.
     */
    message: (p: { administrator: { roles: string[] } | null; capabilities: KeyCapability[] }) =>
      [...(p.administrator ? [lastAdministrator(p.administrator.roles)] : []), ...p.capabilities.map(lastHolder)].join(
        ' ',
      ),
    example: { administrator: { roles: ['Administrator'] }, capabilities: ['canViewUsers'] },
  },
  'role-beyond-caller': {
    status: 400,
    field: 'roles',
    /** Per role granted (`grant`) or removed: its name and the capabilities of it the caller lacks. */
    message: (p: { roles: { name: string; grant: boolean; lacking: string[] }[] }) =>
      p.roles
        .map(
          (role) =>
            `You cannot ${role.grant ? 'grant' : 'remove'} ${role.name}: it grants ${lackingText(role.lacking)}. ` +
            'Only someone holding every capability of a role may grant or remove it.',
        )
        .join(' '),
    example: { roles: [{ name: 'Finance', grant: true, lacking: ['canViewInvoices'] }] },
  },
});
