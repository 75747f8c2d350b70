// What a bulk action did, item by item (issue 6: items that break a rule are left unchanged and say why):
// a summary line, then the items that were not changed with their reason, then the rest. A run over every
// matching row keeps the items not changed and the first ones changed, and offers the items not changed
// as a CSV file.
import { formatCount } from '../format';
import { saveBlob } from '../list/csv-export';
import { Modal } from '../modal';
import type { MatchingOutcome } from './matching-run';
import { notChangedCsv } from './not-changed-csv';

export interface BulkItemResult {
  id: number;
  code: string | null;
  ok: boolean;
  error?: string | undefined;
  /** Resend: where it went. */
  to?: string | undefined;
}

export interface BulkResult {
  succeeded: number;
  failed: number;
  results: BulkItemResult[];
}

export interface ShownBulkResult {
  /** The action, e.g. 'Revoke passcodes'; the dialog is titled 'Revoke passcodes: outcome'. */
  title: string;
  /** 'revoked', 'sent' */
  done: string;
  result: BulkResult | MatchingOutcome;
}

const isRun = (result: BulkResult | MatchingOutcome): result is MatchingOutcome => 'total' in result;

export function BulkResultDialog({ shown, onHide }: { shown: ShownBulkResult | null; onHide: () => void }) {
  if (!shown) return null;
  const { result } = shown;
  const failed = result.results.filter((r) => !r.ok);
  const succeeded = result.results.filter((r) => r.ok);
  return (
    <Modal open title={`${shown.title}: outcome`} hideOk width="lg" onHide={onHide}>
      <p className="bulk-result__summary" role="status">
        <strong>
          {formatCount(result.succeeded)} {shown.done}
        </strong>
        {result.failed > 0 && (
          <>
            , <strong className="bulk-result__failed">{formatCount(result.failed)} not changed</strong>
          </>
        )}
        .
      </p>
      {isRun(result) && <RunNote result={result} done={shown.done} />}
      <table className="simple-table" aria-label="Outcome per code">
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {[...failed, ...succeeded].map((item) => (
            <tr key={item.id} className={item.ok ? undefined : 'bulk-result__row--failed'}>
              <td className="cell-code">{item.code ?? `#${item.id}`}</td>
              <td>
                {item.ok ? (
                  <span className="bulk-result__ok">
                    <span className="pi pi-check" aria-hidden="true" /> {shown.done}
                    {item.to ? ` to ${item.to}` : ''}
                  </span>
                ) : (
                  <span className="bulk-result__error">
                    <span className="pi pi-times" aria-hidden="true" /> {item.error ?? 'Not changed'}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}

/** What a run over the matching rows covered, and the items not changed as a file. */
function RunNote({ result, done }: { result: MatchingOutcome; done: string }) {
  const shown = result.results.length;
  return (
    <div className="bulk-result__run">
      {result.stopped && (
        <p role="alert">
          {result.stopped === 'stopped' ? 'Stopped' : 'Interrupted: the server could not be reached'} after{' '}
          {formatCount(result.total)} codes. The rest were not changed; select them again to go on.
        </p>
      )}
      {shown < result.total && (
        <p className="cell-muted">
          Showing {result.failed > 0 ? 'every code not changed and ' : ''}the first {formatCount(shown - result.failed)}{' '}
          {done}.
        </p>
      )}
      {result.failed > 0 && (
        <button
          type="button"
          className="p-button p-button-outlined p-button-sm"
          onClick={() => saveBlob(notChangedCsv(result.results), 'not-changed.csv')}
        >
          <span className="p-button-icon p-button-icon-left pi pi-download" aria-hidden="true" />
          <span className="p-button-label">Download the codes not changed (CSV)</span>
        </button>
      )}
    </div>
  );
}
