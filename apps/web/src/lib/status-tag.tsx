// A record's state as a small coloured label (Active, Revoked, Redeemed...), readable without colour.
import type { ReactNode } from 'react';

export type Tone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`status-tag status-tag--${tone}`}>{children}</span>;
}

/** The usual tone of a record state shared by codes and enrollments. */
export function stateTone(state: string): Tone {
  switch (state) {
    case 'Active':
    case 'Sent':
      return 'success';
    case 'Revoked':
    case 'Failed':
      return 'danger';
    case 'Redeemed':
    case 'Queued':
      return 'info';
    default:
      return 'neutral';
  }
}
