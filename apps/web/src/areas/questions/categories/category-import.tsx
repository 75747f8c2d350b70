// Import Class Marker Categories (/questions/class-marker-categories/import/{languageId}): choose the
// platform's category export (the JSON of its category list, or the CSV export), see the dry run's
// report per row (added, changed, archived, errors), then confirm to apply exactly that report. The
// server's answer is shown whatever its status (spec: the import accepts any status without raising).
import { type CategoryImportReport, contract, languages } from '@eco/contract';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { api } from '../../../lib/api';
import { BackLink } from '../../../lib/back-link';
import { BusyButton } from '../../../lib/busy-button';
import { PageHeader } from '../../../lib/page-header';
import { StatusTag, type Tone } from '../../../lib/status-tag';
import { DryRunButton, type ImportOutcome, ImportProblem, ImportReportHead, importOutcome } from '../import-outcome';
import './categories.css';
import { refreshCategories } from './queries';

const route = getRouteApi('/_questions/questions/class-marker-categories/import/$languageId');
const importEndpoint = contract.questions.categories.importCategories;

const tones: Record<CategoryImportReport['rows'][number]['action'], Tone> = {
  Add: 'success',
  Change: 'info',
  Unchanged: 'neutral',
  Archive: 'warning',
  Error: 'danger',
};

/** The outcome of a call, whatever its status: the report, or the server's words. */
const send = (languageId: string, dryRun: boolean, body: FormData | { importId: string }) =>
  importOutcome(() =>
    api(
      importEndpoint,
      // A FormData body is sent as multipart/form-data, its fields as the contract's.
      { params: { id: languageId as 'en' }, query: { dryRun }, body: body as never },
      { global: false },
    ),
  );

function Report({ report }: { report: CategoryImportReport }) {
  const { counts } = report;
  return (
    <section aria-labelledby="report-title">
      <ImportReportHead
        id="report-title"
        report={report}
        counts={[
          ['Added', counts.added],
          ['Changed', counts.changed],
          ['Unchanged', counts.unchanged],
          ['Archived', counts.archived],
          ['Errors', counts.errors],
        ]}
      />
      <table className="simple-table import-report">
        <caption className="sr-only">Every row of the file and what the import does with it</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Action</th>
            <th scope="col">Parent category</th>
            <th scope="col">Category</th>
            <th scope="col">Platform id</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.row}>
              <td>{row.row}</td>
              <td>
                <StatusTag tone={tones[row.action]}>{row.action}</StatusTag>
              </td>
              <td>{row.parentCategoryName}</td>
              <td>{row.name}</td>
              <td>{row.providerId ?? ''}</td>
              <td>{row.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ClassMarkerCategoryImport() {
  const { languageId } = route.useParams();
  const language = languages.find((l) => l.id === languageId)?.name ?? languageId;
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'dry' | 'run' | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome<CategoryImportReport> | null>(null);

  const dryRun = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy('dry');
    const form = new FormData();
    form.append('file', file, file.name);
    setOutcome(await send(languageId, true, form));
    setBusy(null);
  };
  const run = async (importId: string) => {
    setBusy('run');
    setOutcome(await send(languageId, false, { importId }));
    await refreshCategories();
    setBusy(null);
  };
  const report = outcome && 'report' in outcome ? outcome.report : null;
  const previewed = report?.state === 'Previewed';
  const nothingToDo = report ? report.counts.added + report.counts.changed + report.counts.archived === 0 : true;

  return (
    <div className="classmarker-category-import">
      <PageHeader
        title={`Import ${language} Class Marker Categories`}
        back={<BackLink to="/questions/class-marker-categories" label="Class Marker Categories" />}
        subtitle="The platform's category export: the JSON of its category list, or the CSV with parent_category_id, parent_category_name, category_id and category_name. The dry run shows what will change; nothing is written until you confirm."
      />
      <form onSubmit={(e) => void dryRun(e)} aria-label="Category export">
        <div className="form-field">
          <label htmlFor="category-export-file">Export file</label>
          <input
            id="category-export-file"
            type="file"
            accept=".json,.csv,application/json,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setOutcome(null);
            }}
          />
        </div>
        <DryRunButton busy={busy} file={file} missing="Choose the export file first" />
      </form>
      <div aria-live="polite">
        <ImportProblem outcome={outcome} />
        {report?.state === 'Applied' && (
          <p role="status">
            Imported: {report.counts.added} added, {report.counts.changed} changed, {report.counts.archived} archived.
          </p>
        )}
      </div>
      {report && previewed && (
        <div className="import-actions">
          <BusyButton
            label="Confirm import"
            icon="pi pi-check"
            busy={busy === 'run'}
            busyText="Importing..."
            disabled={busy !== null}
            disabledReason={nothingToDo ? 'The file changes nothing' : undefined}
            onClick={() => void run(report.importId)}
          />
        </div>
      )}
      {report && <Report report={report} />}
    </div>
  );
}
