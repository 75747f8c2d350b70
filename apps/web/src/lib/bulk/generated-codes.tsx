// The codes a generation made: how many and for what, every code numbered on screen (staff read them
// out to partners), copy to the clipboard, and the way on: the generation's CSV, the list (for those who
// may browse it) and another generation.
import type { Endpoint } from '@eco/contract';
import type { LinkProps } from '@tanstack/react-router';
import type { CSSProperties, ReactNode } from 'react';
import type { ApiRequest } from '../api';
import { plural } from '../format';
import { LinkButton } from '../link-button';
import { CsvButton, ExportProgress, useCsvExport } from '../list/csv-export';
import { toast } from '../toast';

/**
 * The list's columns are as wide as its longest code and its largest number (in the monospaced `ch` of
 * its font), so a code with a 16-character suffix or item 10,000 is never cut or overprinted, and as
 * many columns fit as the screen allows.
 */
function codeColumns(codes: readonly { code: string }[]): CSSProperties {
  const longest = codes.reduce((max, c) => Math.max(max, c.code.length), 0);
  return { '--code-ch': longest, '--number-ch': `${codes.length}.`.length } as CSSProperties;
}

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
      toast.success(`${plural(codes.length, 'code')} copied.`);
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
        <ol className="generated__codes" aria-label="Generated codes" style={codeColumns(codes)}>
          {codes.map((c, i) => (
            <li key={c.id}>
              <span className="generated__number">{i + 1}.</span>
              <span className="cell-code">{c.code}</span>
            </li>
          ))}
        </ol>
      </section>
      <ExportProgress exporter={exporter} />
    </>
  );
}
