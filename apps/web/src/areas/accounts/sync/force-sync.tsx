// Force Account Sync (/accounts/force-sync): paste or type admIds (one a line, or separated by commas or
// spaces), send, and read per admId whether its current data went to the LMS webhooks, was not found, or
// belongs to a closed (deleted or merged) account.
// Force Account Sync (/accounts/force-sync): paste or type admIds or e-mail addresses (one a line, or
// separated by commas or spaces), send, and read per line whether the account's current data went to the
// LMS webhooks, was not found, belongs to a closed (deleted or merged) account, or was not an admId or
// an e-mail address at all. Repeats count once, here and in the request. The good lines are sent even when
// others are bad (the server says why in force-sync.ts): each bad one is named by its line and text.
import { contract, type ForceSyncResult, forceSyncMaxEntries } from '@eco/contract';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { BackLink } from '../../../lib/back-link';
import { BusyButton } from '../../../lib/busy-button';
import { formApi } from '../../../lib/form/form-api';
import { PageHeader } from '../../../lib/page-header';
import { StatusTag, type Tone } from '../../../lib/status-tag';
import { toast } from '../../../lib/toast';

const tones: Record<string, Tone> = {
  Queued: 'success',
  NotFound: 'warning',
  Closed: 'neutral',
  Invalid: 'danger',
  Repeat: 'neutral',
};
const labels: Record<string, string> = {
  Queued: 'Queued',
  NotFound: 'Not found',
  Closed: 'Closed',
  Invalid: 'Not valid',
  Repeat: 'Repeat',
};

/** One entry typed: its text and the line (from 1) it was first typed on. */
export type Entry = { text: string; line: number };

/**
 * The entries typed, split on new lines, commas, semicolons and spaces, blanks dropped, each once (the
 * same text in any case is a repeat), with how many repeats were dropped.
 */
export function entriesOf(text: string): { entries: Entry[]; repeats: number } {
  const seen = new Map<string, Entry>();
  let repeats = 0;
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    for (const piece of line.split(/[\s,;]+/).filter(Boolean)) {
      const key = piece.toLowerCase();
      if (seen.has(key)) repeats += 1;
      else seen.set(key, { text: piece, line: index + 1 });
    }
  }
  return { entries: [...seen.values()], repeats };
}

/** "5 accounts to sync, 1 repeat counted once". */
export function entryCount({ entries, repeats }: ReturnType<typeof entriesOf>) {
  const n = entries.length;
  const count = `${n} ${n === 1 ? 'entry' : 'entries'} to sync`;
  return repeats ? `${count}, ${repeats} repeat${repeats === 1 ? '' : 's'} counted once` : count;
}

type Row = ForceSyncResult['results'][number] & { line: number };

export function ForceSync() {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ rows: Row[]; webhooks: number } | null>(null);
  const typed = entriesOf(text);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { entries } = entriesOf(text);
    if (entries.length === 0) {
      setError('Enter at least one admId or e-mail address.');
      return;
    }
    if (entries.length > forceSyncMaxEntries) {
      setError(`At most ${forceSyncMaxEntries} at a time: ${entries.length} entered. Send them in parts.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await formApi(contract.accounts.sync.forceSync, {
        body: { entries: entries.map((e) => e.text) },
      });
      // The server numbers the entries it was sent; the screen names the line each was typed on.
      const rows = answer.results.map((r) => ({ ...r, line: entries[r.entry - 1]?.line ?? r.entry }));
      setResult({ rows, webhooks: answer.webhooks });
      const bad = rows.filter((r) => r.outcome === 'Invalid' || r.outcome === 'NotFound').length;
      const queued = `${answer.succeeded} of ${rows.length} entr${rows.length === 1 ? 'y' : 'ies'} queued for sync`;
      if (bad) toast.warn(`${queued}; ${bad} not found or not valid: see the outcome.`);
      else toast.success(`${queued}.`);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) {
        const [field, messages] = Object.entries(failure.fieldErrors)[0] ?? [];
        const index = Number(/entries\.(\d+)/.exec(field ?? '')?.[1]);
        const entry = Number.isInteger(index) ? entries[index] : undefined;
        setError(
          entry
            ? `Line ${entry.line}, ${entry.text}: ${messages?.[0] ?? 'not valid'}`
            : (messages?.[0] ?? 'Not valid.'),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        back={<BackLink to="/accounts" label="Accounts" />}
        subtitle="Sends each account's current data to every active LMS webhook that listens to account.synced."
      />
      <form className="record-form" aria-label="Force account sync" noValidate onSubmit={(e) => void submit(e)}>
        <section className="form-section" aria-label="Accounts">
          <div className="form-section__intro">
            <h2 className="form-section__title">Accounts</h2>
            <p className="form-section__description">
              One admId or e-mail address a line, or separated by commas. Up to {forceSyncMaxEntries}; repeats count
              once. Lines that name no account are listed in the outcome, the others are sent.
            </p>
          </div>
          <div className="form-section__fields">
            <div className={`form-field form-field--full${error ? ' form-field--invalid' : ''}`}>
              <label className="form-field__label" htmlFor={`${id}-ids`}>
                admIds or e-mail addresses
              </label>
              <textarea
                id={`${id}-ids`}
                className="p-inputtextarea p-inputtext p-component cell-code"
                rows={8}
                value={text}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                placeholder={'5a4f0c1e-0000-4000-8000-000000000000\nname@example.com'}
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
          <span className="cell-muted" aria-live="polite">
            {entryCount(typed)}
          </span>
          <BusyButton type="submit" label="Sync accounts" icon="pi pi-sync" busy={busy} busyText="Queueing..." />
        </div>
      </form>
      {result && <Outcome id={`${id}-results`} rows={result.rows} webhooks={result.webhooks} />}
    </>
  );
}

/** "2 queued · 1 not valid · 1 not found", in the outcomes' order. */
const summary = (rows: Row[]) =>
  Object.keys(labels)
    .map((outcome) => [labels[outcome], rows.filter((r) => r.outcome === outcome).length] as const)
    .filter(([, n]) => n > 0)
    .map(([label, n]) => `${n} ${label?.toLowerCase()}`)
    .join(' · ');

function Outcome({ id, rows, webhooks }: { id: string; rows: Row[]; webhooks: number }) {
  return (
    <section aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>Outcome</h2>
        <span className="cell-muted">
          {summary(rows)}.{' '}
          {webhooks === 0
            ? 'No active webhook listens to account.synced: nothing was sent.'
            : `${webhooks} webhook${webhooks === 1 ? '' : 's'} listen${webhooks === 1 ? 's' : ''}.`}
        </span>
      </div>
      <table className="simple-table" aria-label="Sync outcome per line">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Entered</th>
            <th scope="col">Account</th>
            <th scope="col">Outcome</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.entry}>
              <td className="cell-number">{r.line}</td>
              <td className="cell-code">{r.text}</td>
              <td>
                {r.email ?? '—'}
                {r.admId && r.admId !== r.text.toLowerCase() && <div className="cell-code cell-muted">{r.admId}</div>}
              </td>
              <td>
                <StatusTag tone={tones[r.outcome] ?? 'neutral'}>{labels[r.outcome] ?? r.outcome}</StatusTag>
              </td>
              <td>{r.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
