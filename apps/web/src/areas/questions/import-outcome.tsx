// What the two import screens of the question bank (questions from CSV or GIFT, the test platform's
// categories) share: a call's outcome shown whatever its status (the report, or the server's words), and
// the report's title and counts.

import { ApiError } from '../../lib/api-error';
import { BusyButton } from '../../lib/busy-button';

/** The report, or what the server said about the request. */
export type ImportOutcome<R> = { report: R } | { problem: string };

export async function importOutcome<R>(call: () => Promise<R>): Promise<ImportOutcome<R>> {
  try {
    return { report: await call() };
  } catch (error) {
    if (!(error instanceof ApiError)) return { problem: String(error) };
    const fields = Object.values(error.fieldErrors).flat();
    const detail = error.problem?.detail ?? `The server answered ${error.status}.`;
    return { problem: fields.length && !fields.includes(detail) ? `${detail} ${fields.join(' ')}` : detail };
  }
}

interface ReportHeadProps {
  id: string;
  report: { state: string; fileName: string; format: string };
  /** Each count with its label, in the order shown. */
  counts: [label: string, count: number][];
}

/** "Dry run: file.csv (CSV)" or "Imported: …", then the counts. */
export function ImportReportHead({ id, report, counts }: ReportHeadProps) {
  return (
    <>
      <h2 id={id}>
        {report.state === 'Applied' ? 'Imported' : 'Dry run'}: {report.fileName} ({report.format.toUpperCase()})
      </h2>
      <dl className="import-report__counts">
        {counts.map(([label, count]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The form's Dry run button: busy while the dry run reads, disabled while any call runs or no file is chosen. */
export function DryRunButton({ busy, file, missing }: { busy: string | null; file: File | null; missing: string }) {
  return (
    <div className="import-actions">
      <BusyButton
        type="submit"
        label="Dry run"
        icon="pi pi-search"
        busy={busy === 'dry'}
        busyText="Reading..."
        disabled={busy !== null}
        disabledReason={file ? undefined : missing}
      />
    </div>
  );
}

/** What the server said, when the call did not give a report. */
export function ImportProblem<R>({ outcome }: { outcome: ImportOutcome<R> | null }) {
  if (!outcome || !('problem' in outcome)) return null;
  return (
    <p className="form-field__error" role="alert">
      {outcome.problem}
    </p>
  );
}
