// CSV export of a list's current filter: the server streams every matching row (not just the page);
// the file is fetched with the bearer token, then saved from an object URL. When it takes longer than
// a second, the page shows its progress with a way to cancel. The server runs a few exports at a time
// (one per person): a request that finds no turn is answered 429, shown as the server's own words.
import type { Endpoint } from '@eco/contract';
import { useEffect, useRef, useState } from 'react';
import { type ApiRequest, download, reportApiError } from '../api';
import { tooManyRequestsMessage } from '../api-error';
import { toast } from '../toast';

export const SLOW_EXPORT_MS = 1000;

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has started the download by now; give it a moment before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface ExportState {
  bytes: number;
  /** True after SLOW_EXPORT_MS: the progress shows in the page. */
  slow: boolean;
  /** What is being prepared, from the file's extension: CSV, XLSX. */
  kind: string;
}

/** The kind of file a name ends with, as the progress says it (CSV unless it says otherwise). */
const fileKind = (filename: string) => /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toUpperCase() ?? 'CSV';

export function useCsvExport() {
  const [state, setState] = useState<ExportState | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function run<E extends Endpoint & { produces: string }>(
    endpoint: E,
    request: ApiRequest<E> | undefined,
    fallbackName: string,
  ): Promise<void> {
    if (abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    setState({ bytes: 0, slow: false, kind: fileKind(fallbackName) });
    const timer = setTimeout(() => setState((s) => (s ? { ...s, slow: true } : s)), SLOW_EXPORT_MS);
    try {
      const file = await download(endpoint, request, {
        global: false,
        signal: controller.signal,
        onProgress: (bytes) => setState((s) => (s ? { ...s, bytes } : s)),
      });
      saveBlob(file.blob, file.filename ?? fallbackName);
    } catch (error) {
      // A cancelled export is not a failure; a busy server says when to try again; others go to the
      // error catalogue.
      const busy = tooManyRequestsMessage(error);
      if (controller.signal.aborted) toast.info('The export was cancelled.');
      else if (busy) toast.warn(busy, 'Not exported');
      else {
        reportApiError(endpoint.method, error);
        console.error(error);
      }
    } finally {
      clearTimeout(timer);
      abort.current = null;
      setState(null);
    }
  }

  return {
    run,
    running: state !== null,
    progress: state,
    cancel: () => abort.current?.abort(),
  };
}

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The in-page progress of a slow export. */
export function ExportProgress({ exporter }: { exporter: ReturnType<typeof useCsvExport> }) {
  const { progress } = exporter;
  if (!progress?.slow) return null;
  return (
    <div className="export-progress" role="status" aria-live="polite">
      <span className="pi pi-spin pi-spinner" aria-hidden="true" />
      <span>
        Preparing the {progress.kind} file{progress.bytes > 0 ? ` (${size(progress.bytes)} so far)` : ''}…
      </span>
      <div className="export-progress__bar" aria-hidden="true">
        <div className="export-progress__fill" />
      </div>
      <button type="button" className="p-button p-button-text p-button-sm" onClick={exporter.cancel}>
        Cancel
      </button>
    </div>
  );
}

/** The 'Download CSV' button of a list or a generation: a spinner and disabled while it runs. */
export function CsvButton({ exporter, onClick }: { exporter: ReturnType<typeof useCsvExport>; onClick: () => void }) {
  return (
    <button
      type="button"
      className="p-button p-component p-button-outlined p-button-sm"
      disabled={exporter.running}
      onClick={onClick}
    >
      <span
        className={`p-button-icon p-button-icon-left pi ${exporter.running ? 'pi-spin pi-spinner' : 'pi-download'}`}
        aria-hidden="true"
      />
      <span className="p-button-label">Download CSV</span>
    </button>
  );
}

/**
 * A list's 'Download CSV': the list's export endpoint with its filters and sort (every matching row, in
 * the list's order), and the progress of a slow export beside it.
 */
export function ListCsvButton<E extends Endpoint & { produces: string }>({
  endpoint,
  list,
  filename,
}: {
  endpoint: E;
  list: { filters: object; search: { sortBy?: string; sortDescending?: boolean } };
  filename: string;
}) {
  const exporter = useCsvExport();
  const { sortBy, sortDescending } = list.search;
  const query = Object.fromEntries(
    Object.entries({ ...list.filters, sortBy, sortDescending }).filter(([, v]) => v !== undefined),
  );
  return (
    <>
      <CsvButton
        exporter={exporter}
        onClick={() => void exporter.run(endpoint, { query } as unknown as ApiRequest<E>, filename)}
      />
      <ExportProgress exporter={exporter} />
    </>
  );
}
