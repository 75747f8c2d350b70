// The demo's order (seed/demo.ts) names every area that has a demo seeder exactly once, and no other.
import { describe, expect, it } from 'vitest';
import { areas } from '../areas/index.js';
import { demoOrder } from './demo.js';

describe('the demo order', () => {
  it('lists every area with a demo seeder once, and only those', () => {
    const seeding = areas.filter((a) => a.demo).map((a) => a.key);
    expect(demoOrder.filter((k, i) => demoOrder.indexOf(k) !== i)).toEqual([]);
    expect([...demoOrder].sort()).toEqual([...seeding].sort());
  });
});
