// The start page's 'needs your attention' slot per area. An area adds one line here pointing at a small
// lazily loaded component (e.g. grading: results waiting); the component renders nothing when all is
// quiet. Loaded only for areas the person can reach.
import type { ComponentType } from 'react';
import type { AreaKey } from '../../lib/route-registry';

export type AttentionLoader = () => Promise<{ default: ComponentType }>;

export const attention: Partial<Record<AreaKey, AttentionLoader>> = {
  // grading: () => import('../../areas/grading/attention'),
};
