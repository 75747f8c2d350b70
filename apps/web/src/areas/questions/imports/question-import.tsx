// Import Questions (/questions/import): choose a CSV or GIFT file, its language, the category for questions
// that name none and the tests they join; the dry run shows per question what will happen (new, duplicate
// of a bank question or an earlier row, or the error to fix, with its line) before anything is written;
// then "Import N questions" (confirmed) writes exactly that report, the new questions as drafts, and each
// row links to the draft it became.
import { contract, languages, type QuestionImportReport } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { api } from '../../../lib/api';
import { BackLink } from '../../../lib/back-link';
import { BusyButton } from '../../../lib/busy-button';
import { PageHeader } from '../../../lib/page-header';
import { StatusTag, type Tone } from '../../../lib/status-tag';
import { DryRunButton, type ImportOutcome, ImportProblem, ImportReportHead, importOutcome } from '../import-outcome';
import { questionLookupQueryOptions } from '../questions/queries';
import '../categories/categories.css';
import './question-import.css';

const endpoints = contract.questions.imports;

type Row = QuestionImportReport['rows'][number];
const tones: Record<Row['outcome'], Tone> = { New: 'success', Duplicate: 'warning', Error: 'danger' };
const typeLabels: Record<NonNullable<Row['type']>, string> = {
  multiplechoice: 'Multiple choice',
  truefalse: 'True/False',
  essay: 'Essay',
};

function RowMessages({ row }: { row: Row }) {
  if (row.duplicateOfQuestionId !== null)
    return (
      <>
        Duplicate of{' '}
        <Link to="/questions/$id/edit" params={{ id: String(row.duplicateOfQuestionId) }}>
          question #{row.duplicateOfQuestionId}
        </Link>
        : skipped.
      </>
    );
  if (row.messages.length === 1) return <>{row.messages[0]}</>;
  return (
    <ul className="question-import__messages">
      {row.messages.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}

function Report({ report }: { report: QuestionImportReport }) {
  const { counts } = report;
  return (
    <section aria-labelledby="question-import-report">
      <ImportReportHead
        id="question-import-report"
        report={report}
        counts={[
          ['New', counts.new],
          ['Duplicates', counts.duplicate],
          ['Errors', counts.error],
        ]}
      />
      {report.fileMessages.length > 0 && (
        <ul className="question-import__file-messages" aria-label="About the whole file">
          {report.fileMessages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <table className="simple-table import-report">
        <caption className="sr-only">Every question of the file and what the import does with it</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Line</th>
            <th scope="col">Outcome</th>
            <th scope="col">Type</th>
            <th scope="col">Question</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.row}>
              <td>
                {row.questionId !== null ? (
                  <Link
                    to="/questions/$id/edit"
                    params={{ id: String(row.questionId) }}
                    aria-label={`Row ${row.row}: question #${row.questionId}`}
                  >
                    {row.row}
                  </Link>
                ) : (
                  row.row
                )}
              </td>
              <td>{row.line}</td>
              <td>
                <StatusTag tone={tones[row.outcome]}>{row.outcome}</StatusTag>
              </td>
              <td>{row.type ? typeLabels[row.type] : ''}</td>
              <td>{row.prompt}</td>
              <td>
                <RowMessages row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function QuestionImport() {
  const lookup = useQuery(questionLookupQueryOptions);
  const [format, setFormat] = useState<'csv' | 'gift'>('gift');
  const [languageId, setLanguageId] = useState<'en' | 'zh' | 'ja'>('en');
  const [categoryId, setCategoryId] = useState('');
  const [assessmentIds, setAssessmentIds] = useState<number[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'dry' | 'run' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome<QuestionImportReport> | null>(null);

  const categories = (lookup.data?.classMarkerCategories ?? []).filter(
    (c) => c.languageId === languageId && !c.isArchived,
  );
  const changed = () => {
    setOutcome(null);
    setConfirming(false);
  };

  const dryRun = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy('dry');
    const form = new FormData();
    form.append('format', format);
    form.append('languageId', languageId);
    form.append('categoryId', categoryId);
    form.append('assessmentIds', assessmentIds.join(','));
    form.append('file', file, file.name);
    // A FormData body is sent as multipart/form-data, its fields as the contract's.
    setOutcome(await importOutcome(() => api(endpoints.previewImport, { body: form as never }, { global: false })));
    setBusy(null);
  };
  const run = async (id: string) => {
    setBusy('run');
    setConfirming(false);
    setOutcome(await importOutcome(() => api(endpoints.applyImport, { params: { id } }, { global: false })));
    setBusy(null);
  };

  const report = outcome && 'report' in outcome ? outcome.report : null;
  const toImport = report?.counts.new ?? 0;
  const noun = (n: number) => `${n} question${n === 1 ? '' : 's'}`;

  return (
    <div className="question-import">
      <PageHeader
        title="Import Questions"
        back={<BackLink to="/questions" label="Questions" />}
        subtitle="A CSV file (a header row: type, prompt, points, answer 1, answer 1 correct…, correct, category, feedback) or a GIFT file (Moodle's format: multiple choice, true/false, essay). The dry run shows what will happen to every question; nothing is written until you import."
      />
      <form onSubmit={(e) => void dryRun(e)} aria-label="Questions file" className="question-import__form">
        <div className="form-field">
          <label htmlFor="question-import-format">Format</label>
          <select
            id="question-import-format"
            value={format}
            onChange={(e) => {
              setFormat(e.target.value as 'csv' | 'gift');
              changed();
            }}
          >
            <option value="gift">GIFT</option>
            <option value="csv">CSV</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="question-import-language">Language</label>
          <select
            id="question-import-language"
            value={languageId}
            onChange={(e) => {
              setLanguageId(e.target.value as 'en');
              setCategoryId('');
              changed();
            }}
          >
            {languages.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="question-import-category">Category</label>
          <select
            id="question-import-category"
            value={categoryId}
            aria-describedby="question-import-category-note"
            onChange={(e) => {
              setCategoryId(e.target.value);
              changed();
            }}
          >
            <option value="">None</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.parentCategory.name} / {c.name}
              </option>
            ))}
          </select>
          <small id="question-import-category-note">For questions whose row or $CATEGORY names none.</small>
        </div>
        <fieldset className="form-field question-import__tests">
          <legend>Tests</legend>
          {(lookup.data?.assessments ?? []).map((a) => (
            <label key={a.id}>
              <input
                type="checkbox"
                checked={assessmentIds.includes(a.id)}
                onChange={(e) => {
                  setAssessmentIds((ids) => (e.target.checked ? [...ids, a.id] : ids.filter((id) => id !== a.id)));
                  changed();
                }}
              />{' '}
              {a.code}
            </label>
          ))}
        </fieldset>
        <div className="form-field">
          <label htmlFor="question-import-file">File</label>
          <input
            id="question-import-file"
            type="file"
            accept=".csv,.gift,.txt,text/csv,text/plain"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              changed();
            }}
          />
        </div>
        <DryRunButton busy={busy} file={file} missing="Choose the file first" />
      </form>
      <div aria-live="polite">
        <ImportProblem outcome={outcome} />
        {report?.state === 'Applied' && (
          <p role="status">
            Imported {noun(report.counts.new)} as drafts; {report.counts.duplicate} duplicates and {report.counts.error}{' '}
            errors skipped. Each row links to its draft.
          </p>
        )}
      </div>
      {report?.state === 'Previewed' && (
        <div className="import-actions">
          {confirming ? (
            <fieldset className="question-import__confirm">
              <legend className="sr-only">Confirm the import</legend>
              <p>Import {noun(toImport)} as drafts? Duplicates and rows with errors are skipped.</p>
              <BusyButton
                label={`Import ${noun(toImport)}`}
                icon="pi pi-check"
                busy={busy === 'run'}
                busyText="Importing..."
                disabled={busy !== null}
                onClick={() => void run(report.id)}
                autoFocus
              />
              <button
                type="button"
                className="p-button p-component p-button-text p-button-sm"
                onClick={() => setConfirming(false)}
              >
                Cancel
              </button>
            </fieldset>
          ) : (
            <BusyButton
              label={`Import ${noun(toImport)}`}
              icon="pi pi-upload"
              busy={false}
              disabled={busy !== null}
              disabledReason={toImport === 0 ? 'The file has no new question to import' : undefined}
              onClick={() => setConfirming(true)}
            />
          )}
        </div>
      )}
      {report && <Report report={report} />}
    </div>
  );
}
