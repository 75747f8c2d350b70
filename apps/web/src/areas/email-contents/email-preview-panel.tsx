// The live preview of the draft: rendered by the server's sending engine a moment after typing stops,
// with the type's sample values or a real record the editor picks (a passcode, an account), shown in a
// sandboxed frame (no scripts, no navigation) at desktop or phone width, with its plain text beside.
import '../../lib/prime-defaults';
import type { EmailPreview, PreviewRecord } from '@eco/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { describedByOf, FieldNotes } from '../../lib/form/field-notes';
import { useDebounced } from '../../lib/use-debounced';
import { emailContentsKey, emailOptionsQueryOptions, previewEmail } from './queries';

export interface Draft {
  subject: string;
  htmlBody: string;
  textBody: string | null;
}

const WIDTHS = { desktop: 640, phone: 375 } as const;
type Width = keyof typeof WIDTHS;

export function EmailPreviewPanel({
  typeKey,
  languageId,
  draft,
  onResult,
}: {
  typeKey: string;
  languageId: string;
  draft: Draft;
  onResult: (preview: EmailPreview) => void;
}) {
  const [record, setRecord] = useState<PreviewRecord | undefined>();
  const [width, setWidth] = useState<Width>('desktop');
  const request = useDebounced({ typeKey, languageId, ...draft, record }, 400);
  const preview = useQuery({
    queryKey: [...emailContentsKey, 'preview', request],
    queryFn: ({ signal }) => previewEmail(request as Parameters<typeof previewEmail>[0], signal),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per new preview.
  useEffect(() => {
    if (preview.data) onResult(preview.data);
  }, [preview.data]);
  const problem = preview.error instanceof ApiError ? preview.error : null;
  const recordError = problem?.fieldErrors['record.id']?.[0] ?? problem?.fieldErrors.record?.[0] ?? null;
  const otherError = problem && !recordError ? problemText(problem) : preview.error ? 'The preview failed.' : null;
  const data = preview.data;

  return (
    <section className="email-preview" aria-labelledby="email-preview-title" aria-busy={preview.isFetching}>
      <div className="email-preview__bar">
        <h2 id="email-preview-title" className="email-preview__title">
          Preview
        </h2>
        <RecordPicker record={record} onChange={setRecord} error={recordError} />
        <fieldset className="email-preview__widths">
          <legend className="sr-only">Preview width</legend>
          {(Object.keys(WIDTHS) as Width[]).map((w) => (
            <button
              key={w}
              type="button"
              className={`p-button p-button-sm ${width === w ? '' : 'p-button-outlined'}`}
              aria-pressed={width === w}
              onClick={() => setWidth(w)}
            >
              <span className={`pi ${w === 'desktop' ? 'pi-desktop' : 'pi-mobile'}`} aria-hidden="true" />
              <span className="p-button-label">{w === 'desktop' ? 'Desktop' : 'Phone'}</span>
            </button>
          ))}
        </fieldset>
      </div>
      {otherError && (
        <div className="form-error" role="alert">
          <span className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>{otherError}</span>
        </div>
      )}
      {data && (
        <>
          <p className="email-preview__meta">
            <span>
              <strong>Subject:</strong> <span data-testid="preview-subject">{data.subject}</span>
            </span>
            <span className="cell-muted">Values: {data.source}</span>
          </p>
          {data.warnings.length > 0 && (
            <ul className="email-preview__warnings" aria-label="Warnings">
              {data.warnings.map((w) => (
                <li key={w}>
                  <span className="pi pi-exclamation-circle" aria-hidden="true" /> {w}
                </li>
              ))}
            </ul>
          )}
          <div className="email-preview__panes">
            <iframe
              className="email-preview__frame"
              title={`The e-mail at ${width} width`}
              sandbox=""
              srcDoc={data.html}
              style={{ width: WIDTHS[width] }}
            />
            <div className="email-preview__text">
              <h3>Plain text{data.textDerived ? ' (derived from the HTML)' : ''}</h3>
              <pre data-testid="preview-text">{data.text}</pre>
            </div>
          </div>
        </>
      )}
    </section>
  );
}

const problemText = (error: ApiError) =>
  Object.values(error.fieldErrors).flat().join(' ') || error.problem?.detail || 'The preview failed.';

/** Sample values, or a real record by its id (or code, or e-mail) whose values fill the tokens. */
function RecordPicker({
  record,
  onChange,
  error,
}: {
  record: PreviewRecord | undefined;
  onChange: (record: PreviewRecord | undefined) => void;
  error: string | null;
}) {
  const options = useQuery(emailOptionsQueryOptions).data;
  const kinds = options?.previewRecords ?? [];
  const [kind, setKind] = useState<PreviewRecord['kind'] | 'sample'>(record?.kind ?? 'sample');
  const [id, setId] = useState(record?.id ?? '');
  const idId = useId();
  const hint = kinds.find((k) => k.kind === kind)?.hint;
  const choices = [
    { value: 'sample', label: 'Sample values' },
    ...kinds.map((k) => ({ value: k.kind, label: k.label })),
  ];
  return (
    <form
      className="email-preview__source"
      aria-label="Values for the preview"
      onSubmit={(event) => {
        event.preventDefault();
        if (kind !== 'sample' && id.trim()) onChange({ kind, id: id.trim() });
      }}
    >
      <fieldset className="email-preview__kinds">
        <legend>Values from</legend>
        {choices.map((c) => (
          <label key={c.value} className="email-preview__kind">
            <input
              type="radio"
              name="preview-values"
              value={c.value}
              checked={kind === c.value}
              onChange={() => {
                setKind(c.value as typeof kind);
                if (c.value === 'sample') onChange(undefined);
              }}
            />{' '}
            {c.label}
          </label>
        ))}
      </fieldset>
      {kind !== 'sample' && (
        <>
          <div className="filter-field filter-field--wide">
            <label htmlFor={idId}>{kinds.find((k) => k.kind === kind)?.label ?? 'Record'}</label>
            <InputText
              id={idId}
              className={`p-inputtext-sm${error ? ' p-invalid' : ''}`}
              value={id}
              placeholder={hint}
              aria-invalid={!!error}
              aria-describedby={describedByOf(idId, error)}
              onChange={(event) => setId(event.target.value)}
            />
            <FieldNotes id={idId} error={error} />
          </div>
          <button type="submit" className="p-button p-button-sm p-button-outlined">
            Use record
          </button>
        </>
      )}
    </form>
  );
}
