// The one row a short table (simple-table) shows when it has none: what it waits for, or why it is empty,
// across every column.
import type { ReactNode } from 'react';

export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="simple-table__empty">
        {children}
      </td>
    </tr>
  );
}
