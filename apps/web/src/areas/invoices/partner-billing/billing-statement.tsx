// A partner's statement on its billing page: what its open invoices owe per currency, aged in buckets of
// days past their due date, then each open invoice with its balance.
import type { AgingBucket, PartnerStatement } from '@eco/contract';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/format';

const bucketLabels: [AgingBucket, string][] = [
  ['notDue', 'Not due'],
  ['days0to30', '0–30 days'],
  ['days31to60', '31–60 days'],
  ['days61to90', '61–90 days'],
  ['over90', 'Over 90 days'],
];

export function BillingStatement({ statement }: { statement: PartnerStatement }) {
  return (
    <section className="partner-billing__section" aria-labelledby="billing-statement">
      <div className="partner-billing__heading">
        <h2 id="billing-statement">Statement</h2>
        <span className="cell-muted">
          Open invoices as of {formatDate(statement.asOf)}, by days past their due date
        </span>
      </div>
      <table className="simple-table">
        <thead>
          <tr>
            <th scope="col">Currency</th>
            {bucketLabels.map(([bucket, label]) => (
              <th key={bucket} scope="col" className="cell-number">
                {label}
              </th>
            ))}
            <th scope="col" className="cell-number">
              Owed
            </th>
          </tr>
        </thead>
        <tbody>
          {statement.aging.length === 0 && (
            <tr>
              <td colSpan={7} className="simple-table__empty">
                Nothing is owed: no open invoice has a balance.
              </td>
            </tr>
          )}
          {statement.aging.map((a) => (
            <tr key={a.currency}>
              <th scope="row">{a.currency}</th>
              {bucketLabels.map(([bucket]) => (
                <td key={bucket} className="cell-number">
                  {formatMoney({ amount: a[bucket], currency: a.currency })}
                </td>
              ))}
              <td className="cell-number cell-strong">{formatMoney({ amount: a.total, currency: a.currency })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {statement.invoices.length > 0 && (
        <table className="simple-table partner-billing__open">
          <caption className="sr-only">Open invoices</caption>
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">Issued</th>
              <th scope="col">Due</th>
              <th scope="col" className="cell-number">
                Days past due
              </th>
              <th scope="col" className="cell-number">
                Owed
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.invoices.map((i) => (
              <tr key={i.id}>
                <td>
                  <Link to="/invoices/$id" params={{ id: String(i.id) }}>
                    {i.number ?? `Invoice ${i.id}`}
                  </Link>
                </td>
                <td>{formatDate(i.issueDate)}</td>
                <td>{formatDate(i.dueDate)}</td>
                <td className="cell-number">{i.daysPastDue < 0 ? 'Not due' : i.daysPastDue}</td>
                <td className="cell-number">{formatMoney({ amount: i.balance, currency: i.currency })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
