import { capabilities, type Role } from '@eco/contract';
import { describe, expect, it } from 'vitest';
import { capabilityChanges, everythingRoles, holdsEvery, lockedRoleReason } from './capability-changes';

const roles: Role[] = [
  { key: 'a', name: 'A', description: '', capabilities: ['canViewUsers', 'canViewReports'] },
  { key: 'b', name: 'B', description: '', capabilities: ['canViewReports', 'canViewPartners'] },
];

describe('capabilityChanges', () => {
  it('lists gains and losses, and keeps what another role still grants', () => {
    expect(capabilityChanges(['a'], ['b'], roles)).toEqual({
      gains: ['canViewPartners'],
      losses: ['canViewUsers'],
      kept: ['canViewReports'],
    });
  });

  it('is empty when nothing changes, and ignores unknown role keys', () => {
    expect(capabilityChanges(['a', 'x'], ['a'], roles)).toEqual({
      gains: [],
      losses: [],
      kept: ['canViewUsers', 'canViewReports'],
    });
  });
});

describe('lockedRoleReason', () => {
  it('names what the person lacks, the first few and how many more', () => {
    const big: Role = {
      key: 'big',
      name: 'Big',
      description: '',
      capabilities: ['canViewUsers', 'canViewReports', 'canViewPartners', 'canViewInvoices', 'canViewClasses'],
    };
    expect(lockedRoleReason(big, new Set(['canViewUsers']))).toBe('Locked: it grants 4 capabilities you do not hold.');
    expect(lockedRoleReason(big, new Set())).toBe('Locked: it grants 5 capabilities you do not hold.');
    // One lacking capability is named.
    expect(lockedRoleReason(roles[0] as Role, new Set(['canViewUsers']))).toBe(
      'Locked: it grants a capability you do not hold (canViewReports).',
    );
  });

  it('is undefined when the person holds every capability the role grants', () => {
    expect(lockedRoleReason(roles[0] as Role, new Set(['canViewUsers', 'canViewReports', 'canViewInvoices']))).toBe(
      undefined,
    );
  });
});

describe('holdsEvery and everythingRoles', () => {
  it('finds the roles granting every capability', () => {
    const all: Role = { key: 'all', name: 'All', description: '', capabilities: [...capabilities] };
    expect(everythingRoles([...roles, all]).map((r) => r.key)).toEqual(['all']);
    expect(holdsEvery(new Set(capabilities))).toBe(true);
    expect(holdsEvery(new Set(['canViewUsers']))).toBe(false);
  });
});
