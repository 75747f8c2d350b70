// A revision diff as an exam author reads it: the summary of what changes for scoring first, then the
// prompt, the answers (paired by key: correct flag, points, wording), the points, partial credit and the
// feedback, side by side or inline (the choice is remembered). Additions are <ins>, removals <del>: marked
// by underline and strike-through and named for screen readers, so they read without colour.
import type { DiffSegment, QuestionDiff, RevisionRef, TextDiff } from '@eco/contract';
import { useId, useSyncExternalStore } from 'react';
import { StatusTag } from '../../../lib/status-tag';
import { revisionName, shorten } from './revision-text';
import './revisions.css';

export type DiffMode = 'side-by-side' | 'inline';
const MODE_KEY = 'eco.questions.diffMode';
const CHANGES_KEY = 'eco.questions.diffOnlyChanges';
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode: the choice lasts this page only.
  }
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The view chosen last (side by side by default), and whether unchanged text is shortened. */
export function useDiffPreferences() {
  const mode = useSyncExternalStore(subscribe, () => (read(MODE_KEY) === 'inline' ? 'inline' : 'side-by-side'));
  const onlyChanges = useSyncExternalStore(subscribe, () => read(CHANGES_KEY) === 'true');
  return {
    mode: mode as DiffMode,
    onlyChanges,
    setMode: (m: DiffMode) => write(MODE_KEY, m),
    setOnlyChanges: (v: boolean) => write(CHANGES_KEY, String(v)),
  };
}

function Segments({
  segments,
  show,
  onlyChanges,
}: {
  segments: DiffSegment[];
  show: 'both' | 'before' | 'after';
  onlyChanges: boolean;
}) {
  return (
    <>
      {segments.map((s, i) => {
        const key = `${i}-${s.kind}`;
        if (s.kind === 'same') return <span key={key}>{onlyChanges ? shorten(s.text) : s.text}</span>;
        if (s.kind === 'removed')
          return show === 'after' ? null : (
            <del key={key} className="diff-removed">
              <span className="sr-only">[removed: </span>
              {s.text}
              <span className="sr-only">]</span>
            </del>
          );
        return show === 'before' ? null : (
          <ins key={key} className="diff-added">
            <span className="sr-only">[added: </span>
            {s.text}
            <span className="sr-only">]</span>
          </ins>
        );
      })}
    </>
  );
}

function TextField({
  diff,
  mode,
  onlyChanges,
  empty = 'None',
}: {
  diff: TextDiff;
  mode: DiffMode;
  onlyChanges: boolean;
  empty?: string;
}) {
  if (!diff.segments.length) return <p className="diff-text diff-text--empty">{empty}</p>;
  if (mode === 'inline')
    return (
      <p className="diff-text">
        <Segments segments={diff.segments} show="both" onlyChanges={onlyChanges} />
      </p>
    );
  const side = (show: 'before' | 'after') =>
    diff.segments.some((s) => s.kind === 'same' || s.kind === (show === 'before' ? 'removed' : 'added')) ? (
      <p className="diff-text">
        <Segments segments={diff.segments} show={show} onlyChanges={onlyChanges} />
      </p>
    ) : (
      <p className="diff-text diff-text--empty">{empty}</p>
    );
  return (
    <div className="diff-columns">
      {side('before')}
      {side('after')}
    </div>
  );
}

/** "2 → 3" for a changed value, "2" for an unchanged one. */
function Change<T>({
  before,
  after,
  changed,
  show = String,
}: {
  before: T | null;
  after: T | null;
  changed: boolean;
  show?: (v: T) => string;
}) {
  const text = (v: T | null) => (v === null ? '—' : show(v));
  if (!changed) return <span>{text(after)}</span>;
  return (
    <span className="diff-change">
      <del className="diff-removed">
        <span className="sr-only">[was: </span>
        {text(before)}
        <span className="sr-only">]</span>
      </del>{' '}
      <span aria-hidden="true">→</span>{' '}
      <ins className="diff-added">
        <span className="sr-only">[now: </span>
        {text(after)}
        <span className="sr-only">]</span>
      </ins>
    </span>
  );
}

const correctText = (v: boolean) => (v ? 'Correct' : 'Not correct');
const statusTone = { same: 'neutral', changed: 'info', added: 'success', removed: 'danger' } as const;

function AnswersField({ diff, mode, onlyChanges }: { diff: QuestionDiff; mode: DiffMode; onlyChanges: boolean }) {
  if (!diff.answers.length) return <p className="diff-text diff-text--empty">No answers (an essay question)</p>;
  return (
    <table className="simple-table diff-answers">
      <caption className="sr-only">Answers, paired across the two revisions</caption>
      <thead>
        <tr>
          <th scope="col">Answer</th>
          <th scope="col">Change</th>
          <th scope="col">Correct</th>
          <th scope="col">Points</th>
          <th scope="col">Text</th>
        </tr>
      </thead>
      <tbody>
        {diff.answers.map((a) => (
          <tr key={a.key}>
            <th scope="row">
              {a.letterBefore && a.letterAfter && a.letterBefore !== a.letterAfter
                ? `${a.letterBefore} → ${a.letterAfter}`
                : (a.letterAfter ?? a.letterBefore)}
            </th>
            <td>
              <StatusTag tone={statusTone[a.status]}>{a.status[0]?.toUpperCase() + a.status.slice(1)}</StatusTag>
            </td>
            <td>
              <Change {...a.isCorrect} show={correctText} />
            </td>
            <td>
              <Change {...a.points} />
            </td>
            <td>
              <TextField diff={a.text} mode={mode} onlyChanges={onlyChanges} empty="(empty)" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The summary: scoring first; the lead sentence says plainly whether scoring changes. */
export function DiffSummary({ diff }: { diff: QuestionDiff }) {
  return (
    <section className="diff-summary" aria-label="What changed">
      <p className="diff-summary__lead">
        {diff.scoringChanged ? (
          <StatusTag tone="warning">Scoring changes</StatusTag>
        ) : (
          <StatusTag tone="neutral">No change for scoring</StatusTag>
        )}
      </p>
      <ul>
        {diff.summary.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </section>
  );
}

/** The view's controls: side by side or inline, and whether unchanged text is shortened. */
export function DiffControls() {
  const { mode, onlyChanges, setMode, setOnlyChanges } = useDiffPreferences();
  const name = useId();
  return (
    <div className="diff-controls">
      <fieldset className="diff-controls__mode">
        <legend>View</legend>
        {(
          [
            ['side-by-side', 'Side by side'],
            ['inline', 'Inline'],
          ] as const
        ).map(([value, label]) => (
          <label key={value}>
            <input type="radio" name={name} value={value} checked={mode === value} onChange={() => setMode(value)} />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <label className="diff-controls__changes">
        <input type="checkbox" checked={onlyChanges} onChange={(e) => setOnlyChanges(e.target.checked)} /> Shorten
        unchanged text
      </label>
    </div>
  );
}

/** Every field of the diff, under the summary. `before`/`after` name the two sides' columns. */
export function QuestionDiffView({
  diff,
  before,
  after,
  headingLevel = 2,
}: {
  diff: QuestionDiff;
  before: RevisionRef | null;
  after: RevisionRef;
  headingLevel?: 2 | 3;
}) {
  const { mode, onlyChanges } = useDiffPreferences();
  const H = `h${headingLevel}` as 'h2' | 'h3';
  const columns = mode === 'side-by-side' && (
    <div className="diff-columns diff-columns--heads" aria-hidden="true">
      <span>{revisionName(before)}</span>
      <span>{revisionName(after)}</span>
    </div>
  );
  return (
    <div className={`diff-view diff-view--${mode}`}>
      <DiffSummary diff={diff} />
      <DiffControls />
      <section className="diff-field">
        <H>Prompt</H>
        {columns}
        <TextField diff={diff.prompt} mode={mode} onlyChanges={onlyChanges} empty="No prompt" />
      </section>
      <section className="diff-field">
        <H>Answers</H>
        <AnswersField diff={diff} mode={mode} onlyChanges={onlyChanges} />
      </section>
      <section className="diff-field">
        <H>Scoring</H>
        <dl className="diff-values">
          <div>
            <dt>Points</dt>
            <dd>
              <Change {...diff.points} />
            </dd>
          </div>
          <div>
            <dt>Partial credit</dt>
            <dd>
              <Change {...diff.partialCreditMode} />
            </dd>
          </div>
        </dl>
      </section>
      <section className="diff-field">
        <H>Feedback</H>
        {columns}
        <TextField diff={diff.feedback} mode={mode} onlyChanges={onlyChanges} empty="No feedback" />
      </section>
    </div>
  );
}
