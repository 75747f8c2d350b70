// The codes a generation made: how many and for what, the codes themselves (the first few hundred on
// screen; all of them in the CSV), copy to the clipboard, and the way on.
import type { ReactNode } from 'react';
import { toast } from '../../shell/toasts/toast';
import { formatCount } from '../format';

const SHOWN = 300;

export function GeneratedCodes({
  title,
  facts,
  codes,
  actions,
}: {
  title: string;
  facts: [string, ReactNode][];
  codes: { id: number; code: string }[];
  /** Download CSV, show in the list, generate more. */
  actions: ReactNode;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.map((c) => c.code).join('\n'));
      toast.success(`${formatCount(codes.length)} codes copied.`);
    } catch {
      toast.error('The browser did not allow copying. Use the CSV download.');
    }
  };
  return (
    <section className="generated" aria-labelledby="generated-title">
      <div className="generated__head">
        <h2 id="generated-title">
          <span className="pi pi-check-circle" aria-hidden="true" /> {title}
        </h2>
        <div className="page-header__actions">
          <button
            type="button"
            className="p-button p-component p-button-outlined p-button-sm"
            onClick={() => void copy()}
          >
            <span className="p-button-icon p-button-icon-left pi pi-copy" aria-hidden="true" />
            <span className="p-button-label">Copy codes</span>
          </button>
          {actions}
        </div>
      </div>
      <dl className="detail-list generated__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="generated__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ol className="generated__codes" aria-label="Generated codes">
        {codes.slice(0, SHOWN).map((c) => (
          <li key={c.id} className="cell-code">
            {c.code}
          </li>
        ))}
      </ol>
      {codes.length > SHOWN && (
        <p className="meta-line">
          The first {SHOWN} of {formatCount(codes.length)} are shown; the CSV has all of them.
        </p>
      )}
    </section>
  );
}
