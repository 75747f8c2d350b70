// The question editor of Create Question, Duplicate Question and Edit Question: the prompt as rich
// text, the answers with their correct flags and points, feedback, points, partial credit, category and
// tests. The draft saves itself as the author types (autosave.ts): no Save button, a line that says
// where things stand, a copy in the tab's storage so a reload loses nothing, and a 409 that shows both
// versions instead of overwriting. A new question is created by its first save, and the editor moves to
// its address. The lifecycle's buttons are the ones the server opens; the side shows what still keeps
// the draft from being submitted, its tests and its translations.
import {
  type LanguageId,
  partialCreditModes,
  type QuestionDetail,
  type QuestionLookupInfo,
  type QuestionType,
  questionActionLabel,
  questionDraftProblems,
} from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { lazy, type ReactNode, Suspense, useEffect, useId, useReducer, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { BackLink } from '../../../lib/back-link';
import { BusyButton } from '../../../lib/busy-button';
import { formatDateTime } from '../../../lib/dates';
import { draftKey, readDraft, removeDraft, writeDraft } from '../../../lib/form/draft';
import { FieldFrame } from '../../../lib/form/fields';
import { handledErrorMessage } from '../../../lib/form/form-api';
import { languageName } from '../../../lib/format';
import { canReadHistory, HistoryPanel } from '../../../lib/history/history-panel';
import { LinkButton } from '../../../lib/link-button';
import { Modal } from '../../../lib/modal';
import { PageHeader } from '../../../lib/page-header';
import { queryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { useHeldCapabilities } from '../../../shell/profile';
import { useReachable } from '../../../shell/use-reachable';
import { AnswersField } from './answers-field';
import { Autosaver } from './autosave';
import { ConflictPanel } from './conflict-panel';
import { LifecycleActions } from './lifecycle-actions';
import {
  createQuestion,
  questionLookupQueryOptions,
  questionQueryOptions,
  runQuestionAction,
  saveDraft,
  setQuestionAssessments,
} from './queries';
import { SaveStatusLine } from './save-status';
import { questionTypeLabels } from './search';
import { QuestionStateTag } from './state-tag';
import { TranslationsPanel } from './translations-panel';
import { promptTextOf, type QuestionValues, valuesOf } from './values';
import './questions.css';

// Tiptap is the heaviest part of the screen: it loads while the rest of the editor shows.
const PromptEditor = lazy(() => import('./prompt-editor'));

export type EditorMode =
  | {
      kind: 'create';
      type: QuestionType;
      languageId: string;
      assessmentIds: number[];
      /** A translation: the English question it renders. */
      sourceQuestionId: number | null;
      initial: QuestionValues;
      /** Duplicates are created as they are, with one click; a new question once something is typed. */
      prefilled: boolean;
      title: string;
      subtitle?: string;
    }
  | { kind: 'edit'; question: QuestionDetail };

type Action = Parameters<typeof runQuestionAction>[0];

const doneWords: Record<Action, (q: QuestionDetail) => string> = {
  stage: () => 'Submitted for review.',
  unstage: () => 'Unstaged: the draft can be edited again.',
  publish: (q) => (q.isDeleted ? 'The question is archived.' : `Published revision ${q.current?.number ?? ''}.`),
  'new-revision': () => 'A new draft was started from the current revision.',
  'abandon-draft': () => 'The draft was abandoned.',
  delete: () => 'The deletion is staged for review.',
};

/** The editor's words for the fields its history names. */
const historyLabels = {
  prompt: 'Prompt',
  feedback: 'Feedback',
  answers: 'Answers',
  points: 'Points',
  partialCreditMode: 'Partial credit',
  categoryId: 'Category',
  assessmentIds: 'Tests',
};

const editKeyOf = (id: number) => draftKey(`/questions/${id}/edit`, 'question');

/** The question just created here: its edit screen takes over what was typed without calling it restored. */
let movedFromCreate: number | null = null;
const json = (v: unknown) => JSON.stringify(v ?? null);

export function QuestionEditor({ mode }: { mode: EditorMode }) {
  const navigate = useNavigate();
  const held = useHeldCapabilities();
  const reachable = useReachable();
  const lookup = useQuery(questionLookupQueryOptions);
  const question = mode.kind === 'edit' ? mode.question : null;
  const type = question?.type ?? (mode.kind === 'create' ? mode.type : 'essay');
  const [languageId, setLanguageId] = useState(
    (question?.languageId ?? (mode.kind === 'create' ? mode.languageId : 'en')) as LanguageId,
  );
  const [assessmentIds, setAssessmentIds] = useState<number[]>(
    question ? question.assessments.map((a) => a.id) : mode.kind === 'create' ? mode.assessmentIds : [],
  );
  const [, render] = useReducer((n: number) => n + 1, 0);
  const [actionErrors, setActionErrors] = useState<Record<string, string[]>>({});
  const [theirs, setTheirs] = useState<QuestionDetail | null>(null);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const created = useRef<QuestionDetail | null>(null);
  /** The author changed something here (an untouched new question is not created when leaving). */
  const touched = useRef(false);
  const storageKey = question ? editKeyOf(question.id) : draftKey(window.location.pathname, 'question');

  const [saver] = useState(
    () =>
      new Autosaver<QuestionValues, QuestionDetail>({
        values: question ? valuesOf(question) : mode.kind === 'create' ? mode.initial : valuesOf(mode.question),
        version: question?.version ?? null,
        persist: (values, version) => {
          const id = question?.id ?? created.current?.id;
          if (id) return saveDraft(id, { ...values, version: version ?? 0 });
          if (mode.kind !== 'create') throw new Error('no question to save');
          return createQuestion({
            ...values,
            type: mode.type,
            languageId: languageRef.current,
            assessmentIds: assessmentsRef.current,
            sourceQuestionId: mode.sourceQuestionId,
          });
        },
        versionOf: (d) => d.version,
        onChange: render,
        onSaved: (detail) => {
          if (question || created.current) return;
          // Created: the editor moves to the question's own address, taking along what was typed meanwhile.
          created.current = detail;
          removeDraft(storageKey);
          if (json(saver.values) !== json(valuesOf(detail)))
            writeDraft(editKeyOf(detail.id), {
              values: saver.values,
              base: String(detail.version),
              savedAt: Date.now(),
            });
          movedFromCreate = detail.id;
          toast.success(`Question ${detail.id} created as a draft.`);
          void navigate({ to: '/questions/$id/edit', params: { id: String(detail.id) }, replace: true });
        },
      }),
  );
  const languageRef = useRef(languageId);
  languageRef.current = languageId;
  const assessmentsRef = useRef(assessmentIds);
  assessmentsRef.current = assessmentIds;

  const canEdit = question
    ? held.has('canUpdateQuestions') && question.actions.includes('save')
    : held.has('canCreateQuestions');
  const readOnly = !canEdit;
  const values = saver.values;
  const status = saver.status;

  // A reload (or the move from Create) brings back what was not saved yet; made on an older version,
  // it is a conflict to resolve, never saved over the newer one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening.
  useEffect(() => {
    const kept = readDraft(storageKey);
    const moved = question !== null && movedFromCreate === question.id;
    movedFromCreate = null;
    if (!kept || readOnly || json(kept.values) === json(saver.values)) return;
    if (!moved) setRestoredAt(kept.savedAt);
    if (!question || kept.base === String(question.version)) saver.edit(kept.values as QuestionValues);
    else {
      setTheirs(question);
      saver.conflictWith(kept.values as QuestionValues);
    }
  }, []);
  // The copy in the tab's storage follows the values: kept while unsaved, gone once saved.
  useEffect(() => {
    if (created.current) return;
    if (saver.dirty && !readOnly)
      writeDraft(storageKey, { values, base: String(saver.version ?? ''), savedAt: Date.now() });
    else if (status.kind === 'clean') removeDraft(storageKey);
  });
  useEffect(() => () => saver.dispose(), [saver]);

  // A conflict: read the question as the server has it now, to show beside the author's version.
  useEffect(() => {
    if (status.kind !== 'conflict' || !question || theirs) return;
    void queryClient
      .fetchQuery({ ...questionQueryOptions(question.id), staleTime: 0 })
      .then(setTheirs)
      .catch(() => {});
  }, [status.kind, question, theirs]);

  // Ctrl+S (Cmd+S) saves now, as authors press it by habit; the browser's "save page" is not wanted here.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saver.flush();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [saver]);

  // Leaving saves first; only what could not be saved makes the screen ask.
  const blocker = useBlocker({
    shouldBlockFn: async ({ current, next }) => {
      if (current.pathname === next.pathname || created.current || readOnly) return false;
      if (!question && !touched.current) return false;
      return !(await saver.flush());
    },
    enableBeforeUnload: () => !readOnly && (saver.dirty || status.kind === 'saving'),
    withResolver: true,
  });

  const change = (next: QuestionValues) => {
    touched.current = true;
    setActionErrors({});
    saver.edit(next);
  };
  const set = <K extends keyof QuestionValues>(key: K, value: QuestionValues[K]) =>
    change({ ...saver.values, [key]: value });
  const errors = { ...saver.errors, ...actionErrors };
  const error = (path: string) => errors[path]?.[0];

  const runAction = async (action: Action) => {
    if (!question) return;
    try {
      const detail = await saver.run(
        (version) => runQuestionAction(action, question.id, version ?? question.version),
        (d) => d.version,
      );
      saver.reset(valuesOf(detail), detail.version);
      setActionErrors({});
      toast.success(doneWords[action](detail));
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) {
        setActionErrors(e.fieldErrors);
        toast.error(handledErrorMessage(e), `Not done: ${questionActionLabel(action)}`);
      } else if (e instanceof ApiError && e.status === 409) {
        setTheirs(null);
        saver.conflictWith(saver.values);
      } else if (!(e instanceof ApiError)) {
        toast.error('Save the draft first: see why it is not saved beside the title.', 'Not done');
      }
      throw e;
    }
  };

  const changeAssessments = async (ids: number[]) => {
    setAssessmentIds(ids);
    if (!question) return;
    try {
      const detail = await saver.run(
        (version) => setQuestionAssessments(question.id, { assessmentIds: ids, version: version ?? undefined }),
        (d) => d.version,
      );
      setAssessmentIds(detail.assessments.map((a) => a.id));
      toast.success('Tests updated.');
    } catch (e) {
      setAssessmentIds(question.assessments.map((a) => a.id));
      if (e instanceof ApiError && e.status === 400) toast.error(handledErrorMessage(e), 'Tests not changed');
      if (e instanceof ApiError && e.status === 409) saver.conflictWith(saver.values);
    }
  };

  const problems = questionDraftProblems({ ...values, type, promptText: promptTextOf(values.prompt) });
  const categories = categoryChoices(lookup.data, languageId, values.categoryId);
  const categoryName = (id: number | null) =>
    id === null ? '(none)' : (lookup.data?.classMarkerCategories.find((c) => c.id === id)?.name ?? `#${id}`);
  const title = question ? `Question ${question.id}` : mode.kind === 'create' ? mode.title : '';
  const answered = type !== 'essay';

  return (
    <div className="question-editor">
      <PageHeader
        back={<BackLink to="/questions" label="Questions" />}
        title={title}
        subtitle={
          <span className="question-editor__meta">
            {questionTypeLabels[type]} · {languageName(languageId)}
            {question && (
              <>
                {' · '}
                <QuestionStateTag
                  row={{
                    state: question.state,
                    stagedIntent: question.draft?.stagedIntent ?? null,
                    reviewStatus: question.draft?.reviewStatus ?? null,
                  }}
                />
                {question.current?.number ? ` · Revision ${question.current.number}` : ' · Never published'}
              </>
            )}
            {mode.kind === 'create' && mode.subtitle ? ` · ${mode.subtitle}` : ''}
          </span>
        }
        actions={
          <>
            {question && held.has('canUpdateQuestions') && (
              <LifecycleActions actions={question.actions} onRun={runAction} />
            )}
            {mode.kind === 'create' && mode.prefilled && (
              <BusyButton
                label="Create question"
                icon="pi pi-plus"
                className="p-button-sm"
                busy={status.kind === 'saving'}
                busyText="Creating…"
                onClick={() => void saver.flush({ force: true })}
              />
            )}
            {question && held.has('canCreateQuestions') && (
              <LinkButton
                to="/questions/$id/duplicate"
                params={{ id: String(question.id) }}
                label="Duplicate"
                icon="pi pi-copy"
                outlined
              />
            )}
            {question && reachable('/questions/$id/revisions') && (
              <LinkButton
                to="/questions/$id/revisions"
                params={{ id: String(question.id) }}
                label="Revisions"
                icon="pi pi-history"
                outlined
              />
            )}
          </>
        }
      />
      {!readOnly && <SaveStatusLine status={status} everSaved={!!question} />}
      {restoredAt && status.kind !== 'conflict' && (
        <p className="question-editor__restored" role="status">
          Brought back your unsaved changes from {formatDateTime(new Date(restoredAt))}.
        </p>
      )}
      {status.kind === 'conflict' && (
        <ConflictPanel
          mine={values}
          theirs={theirs ? valuesOf(theirs) : null}
          theirsAt={theirs?.updatedAt ?? null}
          categoryName={categoryName}
          onKeepMine={() => theirs && saver.resolve('mine', { values: valuesOf(theirs), version: theirs.version })}
          onTakeTheirs={() => {
            if (!theirs) return;
            saver.resolve('theirs', { values: valuesOf(theirs), version: theirs.version });
            queryClient.setQueryData(questionQueryOptions(theirs.id).queryKey, theirs);
            setTheirs(null);
            setRestoredAt(null);
          }}
        />
      )}
      {question && readOnly && held.has('canUpdateQuestions') && <ReadOnlyReason question={question} />}
      <div className="question-editor__columns">
        <form
          // Read only: the values read as text, nothing invites a click (the toolkit's read-only look).
          className={`question-editor__main${readOnly ? ' record-form--read-only' : ''}`}
          aria-label="Question"
          noValidate
          onSubmit={(e) => e.preventDefault()}
        >
          <PromptField
            value={values.prompt}
            error={error('prompt')}
            readOnly={readOnly}
            onChange={(v) => set('prompt', v)}
          />
          {answered && <AnswersField type={type} values={values} onChange={change} error={error} readOnly={readOnly} />}
          <div className="question-editor__row">
            <FieldFrame label="Points" error={error('points')} required>
              {({ id, invalid, ...control }) => (
                <InputNumber
                  inputId={id}
                  {...control}
                  value={values.points}
                  mode="decimal"
                  minFractionDigits={0}
                  maxFractionDigits={2}
                  min={0}
                  max={10_000}
                  disabled={readOnly}
                  invalid={invalid}
                  onValueChange={(event) => set('points', event.value ?? 0)}
                />
              )}
            </FieldFrame>
            {type === 'multiplechoice' && (
              <FieldFrame
                label="Partial credit"
                error={error('partialCreditMode')}
                help="Partial: each correct answer chosen scores its points. With deduction, wrong answers chosen take theirs away."
              >
                {({ id, invalid, ...control }) => (
                  <Dropdown
                    inputId={id}
                    {...control}
                    className={invalid ? 'p-invalid' : undefined}
                    value={values.partialCreditMode}
                    options={partialCreditModes.map((m) => ({ value: m, label: m }))}
                    optionLabel="label"
                    optionValue="value"
                    disabled={readOnly}
                    onChange={(event) => set('partialCreditMode', event.value)}
                  />
                )}
              </FieldFrame>
            )}
          </div>
          <FieldFrame label="Feedback" error={error('feedback')} help="Shown to candidates after they answer.">
            {({ id, invalid, ...control }) => (
              <InputTextarea
                id={id}
                {...control}
                className={invalid ? 'p-invalid' : undefined}
                rows={3}
                autoResize
                value={values.feedback}
                readOnly={readOnly}
                onChange={(event) => set('feedback', event.target.value)}
              />
            )}
          </FieldFrame>
        </form>
        <aside className="question-editor__side" aria-label="Question settings">
          <section className="side-panel">
            <h2 className="side-panel__title">Filing</h2>
            {mode.kind === 'create' && (mode.sourceQuestionId || created.current) && (
              // A translation's language is chosen by the link that started it: read, not a dead control.
              <div className="form-field">
                <span className="form-field__label">Language</span>
                <span>{languageName(languageId)}</span>
              </div>
            )}
            {mode.kind === 'create' && !mode.sourceQuestionId && !created.current && (
              <FieldFrame label="Language" error={error('languageId')}>
                {({ id, ...control }) => (
                  <Dropdown
                    inputId={id}
                    {...control}
                    value={languageId}
                    options={(lookup.data?.languages ?? []).map((l) => ({ value: l.id, label: l.name }))}
                    optionLabel="label"
                    optionValue="value"
                    onChange={(event) => {
                      setLanguageId(event.value);
                      // Categories belong to one language: a category of another no longer applies.
                      if (values.categoryId !== null) set('categoryId', null);
                    }}
                  />
                )}
              </FieldFrame>
            )}
            <FieldFrame
              label="Category"
              error={error('categoryId')}
              className={readOnly ? 'record-form--read-only' : undefined}
            >
              {({ id, invalid, ...control }) => (
                <Dropdown
                  inputId={id}
                  {...control}
                  className={invalid ? 'p-invalid' : undefined}
                  value={values.categoryId}
                  options={categories}
                  optionLabel="label"
                  optionValue="value"
                  optionGroupLabel="label"
                  optionGroupChildren="items"
                  placeholder="No category"
                  filter
                  showClear={values.categoryId !== null && !readOnly}
                  disabled={readOnly}
                  emptyMessage={`No categories in ${languageName(languageId)}`}
                  onChange={(event) => set('categoryId', event.value ?? null)}
                />
              )}
            </FieldFrame>
            <FieldFrame label="Tests" error={error('assessmentIds')}>
              {({ id, ...control }) => (
                <MultiSelect
                  inputId={id}
                  {...control}
                  value={assessmentIds}
                  options={(lookup.data?.assessments ?? []).map((a) => ({
                    value: a.id,
                    label: `${a.code} — ${a.name}`,
                    disabled: !a.isActive && !assessmentIds.includes(a.id),
                  }))}
                  optionLabel="label"
                  optionValue="value"
                  optionDisabled="disabled"
                  placeholder="In no test"
                  display="chip"
                  filter
                  disabled={question ? !held.has('canUpdateQuestions') || question.isDeleted : readOnly}
                  onChange={(event) => void changeAssessments(event.value as number[])}
                />
              )}
            </FieldFrame>
          </section>
          {!readOnly && <Readiness problems={problems} />}
          {question && <TranslationsPanel questionId={question.id} canCreate={held.has('canCreateQuestions')} />}
          {question && (
            <section className="side-panel">
              <h2 className="side-panel__title">Record</h2>
              <dl className="question-editor__facts">
                <dt>Created</dt>
                <dd>{formatDateTime(question.createdAt)}</dd>
                <dt>Last change</dt>
                <dd>{formatDateTime(question.updatedAt)}</dd>
                {question.providerId && (
                  <>
                    <dt>Test platform id</dt>
                    <dd>{question.providerId}</dd>
                  </>
                )}
                {question.sourceQuestionId && (
                  <>
                    <dt>Translated from</dt>
                    <dd>
                      <Link to="/questions/$id/edit" params={{ id: String(question.sourceQuestionId) }}>
                        Question {question.sourceQuestionId}
                      </Link>
                    </dd>
                  </>
                )}
              </dl>
            </section>
          )}
        </aside>
      </div>
      {question && canReadHistory('question', held) && (
        <HistoryPanel
          entity="question"
          id={question.id}
          labels={historyLabels}
          format={(field, value) => (field === 'categoryId' ? categoryName(value as number | null) : undefined)}
        />
      )}
      <Modal
        open={blocker.status === 'blocked'}
        width="sm"
        title="Leave without saving?"
        okLabel="Leave"
        okSeverity="danger"
        cancelLabel="Stay"
        onOk={() => {
          removeDraft(storageKey);
          blocker.proceed?.();
        }}
        onCancel={() => blocker.reset?.()}
        onHide={() => {}}
      >
        <p>
          Your last changes could not be saved (
          {status.kind === 'conflict' ? 'someone else changed the question' : 'see the line under the title'}). If you
          leave now, they are lost.
        </p>
      </Modal>
    </div>
  );
}

function PromptField({
  value,
  error,
  readOnly,
  onChange,
}: {
  value: string;
  error: string | undefined;
  readOnly: boolean;
  onChange: (html: string) => void;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <span className="form-field__label" id={labelId}>
        Prompt
        <span className="form-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </span>
      <Suspense fallback={<div className="prompt-editor prompt-editor--loading">Loading the editor…</div>}>
        <PromptEditor
          id={`${id}-prompt`}
          labelId={labelId}
          value={value}
          onChange={onChange}
          readOnly={readOnly}
          invalid={!!error}
          describedBy={error ? errorId : undefined}
        />
      </Suspense>
      {error && (
        <small id={errorId} className="form-field__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

/** What still keeps the draft from being submitted for review, as the server will check it. */
function Readiness({ problems }: { problems: { path: string; message: string }[] }) {
  return (
    <section className="side-panel" aria-labelledby="question-readiness">
      <h2 id="question-readiness" className="side-panel__title">
        Ready for review?
      </h2>
      {problems.length === 0 ? (
        <p className="question-ready">
          <span className="pi pi-check-circle" aria-hidden="true" /> Complete: it can be submitted for review.
        </p>
      ) : (
        <ul className="question-problems">
          {problems.map((p) => (
            <li key={`${p.path}:${p.message}`}>{p.message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReadOnlyReason({ question }: { question: QuestionDetail }): ReactNode {
  const why =
    question.state === 'Staged'
      ? 'Staged for review: unstage it to change the draft.'
      : question.state === 'Current'
        ? 'Published: start a new revision to change it.'
        : question.state === 'Archived'
          ? 'Archived: it can no longer be changed.'
          : null;
  return why ? (
    <p className="question-editor__readonly" role="note">
      <span className="pi pi-lock" aria-hidden="true" /> {why}
    </p>
  ) : null;
}

/** Categories of the question's language grouped under their parents; archived ones only if chosen. */
function categoryChoices(lookup: QuestionLookupInfo | undefined, languageId: string, chosen: number | null) {
  const groups = new Map<string, { label: string; items: { value: number; label: string }[] }>();
  for (const c of lookup?.classMarkerCategories ?? []) {
    if (c.languageId !== languageId || (c.isArchived && c.id !== chosen)) continue;
    const group = groups.get(c.parentCategory.name) ?? { label: c.parentCategory.name, items: [] };
    group.items.push({ value: c.id, label: c.isArchived ? `${c.name} (archived)` : c.name });
    groups.set(c.parentCategory.name, group);
  }
  return [...groups.values()].sort((a, b) => a.label.localeCompare(b.label));
}
