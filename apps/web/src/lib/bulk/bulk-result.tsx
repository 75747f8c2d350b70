// What a bulk action did, item by item (issue 6: items that break a rule are left unchanged and say why):
// a summary line, then the items that were not changed with their reason, then the rest.

import { formatCount } from '../format';
import { Modal } from '../modal';

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
  result: BulkResult;
}

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
