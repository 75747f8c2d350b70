// The plan of a merge as the server previews it: both accounts side by side (what each owns included),
// then per kind of record what moves and how each clash resolves, or why the two cannot be merged.
import { accountStatusLabels, type MergeClash, type MergePreview, type MergeSide } from '@eco/contract';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatCount } from '../../../lib/format';
import { HoldingsList } from './account-holdings';
import { accountName } from './account-name';

/** Both accounts side by side, then per kind what moves and every clash with how it resolves. */
export function MergePlan({ plan }: { plan: MergePreview }) {
  const { source, destination } = plan;
  const rows: [string, (s: MergeSide) => string][] = [
    ['E-mail', (s) => s.email],
    ['Name', (s) => accountName(s)],
    ['Status', (s) => accountStatusLabels[s.status]],
    ['E-mail verified', (s) => (s.emailVerified ? 'Yes' : 'No')],
    ['Created', (s) => formatDate(s.createdAt)],
    ['Last sign-in', (s) => (s.lastSignInAt ? formatDateTime(s.lastSignInAt) : 'Never')],
  ];
  const moving = plan.kinds.filter((k) => k.moved + k.dropped + k.renamed > 0);
  return (
    <div className="account-merge__plan">
      <table className="simple-table account-merge__sides">
        <caption className="sr-only">The two accounts side by side</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">Closed (moves away)</th>
            <th scope="col">Survives</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value(source)}</td>
              <td>{value(destination)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Owns</th>
            <td>
              <HoldingsList holdings={source.holdings} compact />
            </td>
            <td>
              <HoldingsList holdings={destination.holdings} compact />
            </td>
          </tr>
        </tbody>
      </table>
      {plan.refusals.length > 0 ? (
        <div className="account-merge__error" role="alert">
          <p>These accounts cannot be merged:</p>
          <ul>
            {plan.refusals.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : (
        <section aria-labelledby="merge-moves-title">
          <h3 id="merge-moves-title" className="account-merge__heading">
            What the merge does
          </h3>
          {moving.length === 0 ? (
            <p>{source.email} owns nothing: the merge only closes it.</p>
          ) : (
            <ul className="account-merge__kinds">
              {moving.map((k) => (
                <li key={k.kind}>
                  <strong>{k.label}</strong>: {kindSummary(k)}
                  {k.clashes.length > 0 && (
                    <ul>
                      {k.clashes.map((c) => (
                        <li key={c.record}>{clashText(c, destination.email)}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

function kindSummary(k: MergePreview['kinds'][number]) {
  const parts = [];
  if (k.moved > 0) parts.push(`${formatCount(k.moved)} move`);
  if (k.renamed > 0) parts.push(`${formatCount(k.renamed)} move renamed`);
  if (k.dropped > 0) parts.push(`${formatCount(k.dropped)} already held, set aside`);
  return parts.join(', ');
}

/** How one clash resolves, in words. */
function clashText(c: MergeClash, destination: string): string {
  switch (c.resolution) {
    case 'rename':
      return `${c.record}: ${destination} has one by that name; this one moves as "${c.renamedTo}".`;
    case 'refuse':
      return `${c.record}: ${destination} has one too, and the two cannot be combined, so the merge cannot go ahead.`;
    default:
      return `${c.record}: both accounts have it; ${destination} keeps its own and the duplicate is set aside (an undo brings it back).`;
  }
}
