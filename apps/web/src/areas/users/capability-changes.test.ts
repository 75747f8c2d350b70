import type { Role } from '@eco/contract';
import { describe, expect, it } from 'vitest';
import { capabilityChanges } from './capability-changes';

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
