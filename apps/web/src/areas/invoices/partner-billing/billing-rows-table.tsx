// The rows of a partner's billing as a table: day, kind, what (linked to where it came from), amount and the
// invoice it sits on; the unbilled rows with a tick box each for whoever may invoice them, and one in the
// header ticking every row shown that can be invoiced (the days chosen), half-ticked when some are.
import type { BillingRow } from '@eco/contract';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/format';

/** A row's key among the partner's billing rows: its kind and its id. */
export const keyOf = (r: Pick<BillingRow, 'kind' | 'id'>) => `${r.kind}:${r.id}`;
const amountOf = (r: BillingRow) =>
  r.unitPrice === null || !r.currency ? '—' : formatMoney({ amount: r.unitPrice * r.quantity, currency: r.currency });

/** Where a row came from: a passcode opens the Passcodes list on it; classes have no screen of their own yet. */
function SourceLink({ row }: { row: BillingRow }) {
  if (row.kind === 'class')
    return (
      <span>
        {row.description} <span className="cell-muted">(class {row.reference})</span>
      </span>
    );
  return (
    <Link to="/passcodes" search={{ passcode: row.reference } as never}>
      {row.description}
    </Link>
  );
}

/** A row can be ticked when it has a price: a row without one cannot go on an invoice. */
export const tickable = (r: BillingRow) => r.unitPrice !== null;

/** The header's tick box: every tickable row shown, half-ticked (indeterminate) when only some are. */
function TickAll({
  keys,
  ticked,
  onToggleAll,
}: {
  keys: readonly string[];
  ticked: ReadonlySet<string>;
  onToggleAll: (keys: readonly string[], on: boolean) => void;
}) {
  const count = keys.filter((k) => ticked.has(k)).length;
  const all = keys.length > 0 && count === keys.length;
  return (
    <input
      type="checkbox"
      aria-label={`Invoice all ${keys.length} unbilled row${keys.length === 1 ? '' : 's'} shown`}
      checked={all}
      // The indeterminate state is a property only: screen readers announce it as "mixed".
      ref={(box) => {
        if (box) box.indeterminate = count > 0 && !all;
      }}
      disabled={keys.length === 0}
      onChange={() => onToggleAll(keys, !all)}
    />
  );
}

export function RowsTable({
  rows,
  ticked,
  onToggle,
  onToggleAll,
  empty,
}: {
  rows: readonly BillingRow[];
  /** null: no ticking (billed rows, or a person who may not invoice). */
  ticked: ReadonlySet<string> | null;
  onToggle: (key: string) => void;
  /** Ticks (on) or unticks every key given: the header's tick box, shown with ticking. */
  onToggleAll?: (keys: readonly string[], on: boolean) => void;
  empty: string;
}) {
  return (
    <table className="simple-table">
      <thead>
        <tr>
          {ticked && (
            <th scope="col">
              {onToggleAll ? (
                <TickAll keys={rows.filter(tickable).map(keyOf)} ticked={ticked} onToggleAll={onToggleAll} />
              ) : (
                <span className="sr-only">Invoice it</span>
              )}
            </th>
          )}
          <th scope="col">Date</th>
          <th scope="col">Kind</th>
          <th scope="col">What</th>
          <th scope="col" className="cell-number">
            Amount before VAT
          </th>
          <th scope="col">Invoice</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={ticked ? 6 : 5} className="simple-table__empty">
              {empty}
            </td>
          </tr>
        )}
        {rows.map((r) => (
          <tr key={keyOf(r)}>
            {ticked && (
              <td>
                <input
                  type="checkbox"
                  aria-label={`Invoice ${r.description}`}
                  checked={ticked.has(keyOf(r))}
                  disabled={!tickable(r)}
                  onChange={() => onToggle(keyOf(r))}
                />
              </td>
            )}
            <td>{formatDate(r.date)}</td>
            <td>{r.kind === 'class' ? 'Class' : 'Passcode'}</td>
            <td>
              <SourceLink row={r} />
            </td>
            <td className="cell-number">{amountOf(r)}</td>
            <td>
              {r.invoice ? (
                <Link to="/invoices/$id" params={{ id: String(r.invoice.id) }}>
                  {r.invoice.number ?? `Draft ${r.invoice.id}`}
                </Link>
              ) : (
                <span className="cell-muted">{r.unitPrice === null ? 'No price' : 'Not billed'}</span>
              )}
              {r.invoice && <span className="cell-muted"> ({r.invoice.state})</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
