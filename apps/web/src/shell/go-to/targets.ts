// Where a Go to result opens, per kind: the screens to try in order, the first this person can reach
// wins (a record's edit screen, else its list filtered on it, for people who may only view). A new kind
// in the contract does not compile until it has its line here.
import type { SearchKind, SearchResult } from '@eco/contract';

export interface GoToTarget {
  /** A registry path (src/lib/route-registry.ts). */
  to: string;
  params?: Record<string, string>;
  search?: Record<string, string>;
}

export const goToTargets: { [K in SearchKind]: (result: SearchResult) => GoToTarget[] } = {
  passcode: (r) => [
    { to: '/passcodes/$passcodeId/edit', params: { passcodeId: r.id } },
    { to: '/passcodes', search: { passcode: r.label } },
  ],
  passcodeOrder: (r) => [{ to: '/passcodes', search: { orderNumber: r.id } }],
  enrollmentCode: (r) => [{ to: '/enrollment-codes', search: { enrollmentCode: r.label } }],
  enrollmentCodeOrder: (r) => [{ to: '/enrollment-codes', search: { orderNumber: r.id } }],
  course: (r) => [
    { to: '/classes/courses/$id/edit', params: { id: r.id } },
    { to: '/classes/courses', search: { search: codeOf(r) } },
  ],
  product: (r) => [
    { to: '/classes/products/$id/edit', params: { id: r.id } },
    { to: '/classes/products', search: { search: codeOf(r) } },
  ],
  selfPacedStudent: (r) => [{ to: '/classes/self-paced', search: { userEmail: r.id } }],
  outboxMessage: (r) => [{ to: '/system', search: { message: r.id } }],
  account: (r) => [
    { to: '/accounts/$admId', params: { admId: r.id } },
    { to: '/accounts', search: { admId: r.id } },
  ],
  invoice: (r) => [{ to: '/invoices/$id', params: { id: r.id } }],
  partner: (r) => [
    { to: '/partners/$id/billing', params: { id: r.id } },
    { to: '/partners', search: { search: r.label } },
  ],
  class: (r) => [{ to: '/classes/$id', params: { id: r.id } }],
  trainer: (r) => [
    { to: '/trainers/$userUniqueId/edit', params: { userUniqueId: r.id } },
    { to: '/trainers', search: { search: r.label, isActive: 'any' } },
  ],
};

/** A catalogue result's code (its label is "CODE — Name"). */
const codeOf = (r: SearchResult) => r.label.split(' — ')[0] ?? r.label;

/** The first target of a result this person can reach, or none. */
export function targetOf(result: SearchResult, reachable: (path: string) => boolean): GoToTarget | undefined {
  return goToTargets[result.kind](result).find((t) => reachable(t.to));
}
