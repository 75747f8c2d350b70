// The codes a generation made: how many and for what, the codes themselves (the first few hundred on
// screen; all of them in the CSV), copy to the clipboard, and the way on: the generation's CSV, the list
// (for those who may browse it) and another generation.
import type { Endpoint } from '@eco/contract';
import type { LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ApiRequest } from '../api';
import { formatCount } from '../format';
import { LinkButton } from '../link-button';
import { CsvButton, ExportProgress, useCsvExport } from '../list/csv-export';
import { toast } from '../toast';

const SHOWN = 300;

/** A generation's CSV download. */
interface GenerationCsv<E extends Endpoint & { produces: string }> {
  endpoint: E;
  request: ApiRequest<E>;
  filename: string;
}

export function GeneratedCodes<E extends Endpoint & { produces: string }>({
  title,
  facts,
  codes,
  csv,
  list,
  onMore,
}: {
  title: string;
  facts: [string, ReactNode][];
  codes: { id: number; code: string }[];
  csv: GenerationCsv<E>;
  /** Where the list shows this generation; absent for someone who may not browse the list. */
  list: Pick<LinkProps, 'to' | 'search'> | undefined;
  onMore: () => void;
}) {
  const exporter = useCsvExport();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.map((c) => c.code).join('\n'));
      toast.success(`${formatCount(codes.length)} codes copied.`);
    } catch {
      toast.error('The browser did not allow copying. Use the CSV download.');
    }
  };
  return (
    <>
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
            <CsvButton exporter={exporter} onClick={() => void exporter.run(csv.endpoint, csv.request, csv.filename)} />
            {list && <LinkButton {...list} label="Show in the list" outlined icon="pi pi-list" />}
            <button type="button" className="p-button p-component p-button-sm" onClick={onMore}>
              <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
              <span className="p-button-label">Generate more</span>
            </button>
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
      <ExportProgress exporter={exporter} />
    </>
  );
}
