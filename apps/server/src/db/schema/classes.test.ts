// The schema keeps its own copy of a registration's statuses (drizzle-kit reads it without the
// contract): the copy must stay the contract's list, in its order.
import { classRegistrationStatuses as contractStatuses } from '@eco/contract';
import { describe, expect, it } from 'vitest';
import { classRegistrationStatuses } from './classes.js';

describe('class registration statuses', () => {
  it('are the contract’s, in the same order', () => {
    expect([...classRegistrationStatuses]).toEqual([...contractStatuses]);
  });
});
