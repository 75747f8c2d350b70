// Force Account Sync (/accounts/force-sync): paste or type admIds (one a line, or separated by commas or
// spaces), send, and read per admId whether its current data went to the LMS webhooks, was not found, or
// belongs to a closed (deleted or merged) account.
import { contract, type ForceSyncResult } from '@eco/contract';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { BusyButton } from '../../../lib/busy-button';
import { formApi } from '../../../lib/form/form-api';
import { PageHeader } from '../../../lib/page-header';
import { StatusTag, type Tone } from '../../../lib/status-tag';
import { toast } from '../../../lib/toast';

const tones: Record<string, Tone> = { Queued: 'success', NotFound: 'warning', Closed: 'neutral' };
const labels: Record<string, string> = { Queued: 'Queued', NotFound: 'Not found', Closed: 'Closed' };

/** The admIds typed: split on new lines, commas, semicolons and spaces, blanks dropped. */
export const admIdsOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export function ForceSync() {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ForceSyncResult | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const admIds = admIdsOf(text);
    if (admIds.length === 0) {
      setError('Enter at least one admId.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await formApi(contract.accounts.sync.forceSync, { body: { admIds } });
      setResult(answer);
      toast.success(
        `${answer.succeeded} of ${answer.results.length} account${answer.results.length === 1 ? '' : 's'} queued for sync.`,
      );
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) {
        const [field, messages] = Object.entries(failure.fieldErrors)[0] ?? [];
        const index = Number(/admIds\.(\d+)/.exec(field ?? '')?.[1]);
        setError(
          Number.isInteger(index)
            ? `${admIds[index]}: ${messages?.[0] ?? 'not valid'}`
            : (messages?.[0] ?? 'Not valid.'),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader subtitle="Sends each account's current data to every active LMS webhook that listens to account.synced." />
      <form className="record-form" aria-label="Force account sync" noValidate onSubmit={(e) => void submit(e)}>
        <section className="form-section" aria-label="Accounts">
          <div className="form-section__intro">
            <h2 className="form-section__title">Accounts</h2>
            <p className="form-section__description">One admId a line, or separated by commas. Up to 500.</p>
          </div>
          <div className="form-section__fields">
            <div className={`form-field form-field--full${error ? ' form-field--invalid' : ''}`}>
              <label className="form-field__label" htmlFor={`${id}-ids`}>
                admIds
              </label>
              <textarea
                id={`${id}-ids`}
                className="p-inputtextarea p-inputtext p-component cell-code"
                rows={8}
                value={text}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                placeholder="5a4f0c1e-0000-4000-8000-000000000000"
                onChange={(e) => setText(e.target.value)}
              />
              {error && (
                <small id={`${id}-error`} className="form-field__error" role="alert">
                  {error}
                </small>
              )}
            </div>
          </div>
        </section>
        <div className="form-actions">
          <span className="cell-muted">{admIdsOf(text).length} admId(s)</span>
          <BusyButton type="submit" label="Sync accounts" icon="pi pi-sync" busy={busy} busyText="Queueing..." />
        </div>
      </form>
      {result && (
        <section aria-labelledby={`${id}-results`}>
          <div className="section-head">
            <h2 id={`${id}-results`}>Outcome</h2>
            <span className="cell-muted">
              {result.webhooks === 0
                ? 'No active webhook listens to account.synced: nothing was sent.'
                : `${result.webhooks} webhook${result.webhooks === 1 ? '' : 's'} listen${result.webhooks === 1 ? 's' : ''}.`}
            </span>
          </div>
          <table className="simple-table" aria-label="Sync outcome per admId">
            <thead>
              <tr>
                <th scope="col">admId</th>
                <th scope="col">E-mail</th>
                <th scope="col">Outcome</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {result.results.map((r) => (
                <tr key={r.admId}>
                  <td className="cell-code">{r.admId}</td>
                  <td>{r.email ?? '—'}</td>
                  <td>
                    <StatusTag tone={tones[r.outcome] ?? 'neutral'}>{labels[r.outcome] ?? r.outcome}</StatusTag>
                  </td>
                  <td>{r.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
