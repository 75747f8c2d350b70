// What can be done with the ticked questions: assign them to a test (or every question matching the
// filter, a batch of 1,000 a request with its progress), open their statistics, or review the staged ones.
import type { QuestionRow } from '@eco/contract';
import { useNavigate } from '@tanstack/react-router';
import { Dropdown } from 'primereact/dropdown';
import { useId, useRef, useState } from 'react';
import { BulkBar, BulkButton, type MatchingChoice, type RunningAction } from '../../../lib/bulk/bulk-bar';
import { BulkResultDialog } from '../../../lib/bulk/bulk-result';
import { type MatchingCall, runMatching } from '../../../lib/bulk/matching-run';
import { useBulkRun } from '../../../lib/bulk/use-bulk-run';
import { newIdempotencyKey } from '../../../lib/idempotency';
import type { ListState } from '../../../lib/list/use-list';
import { Modal } from '../../../lib/modal';
import { useReachable } from '../../../shell/use-reachable';
import { assignMatchingToAssessment, assignToAssessment } from './queries';
import type { QuestionSearch } from './search';

interface AssessmentChoice {
  id: number;
  code: string;
  name: string;
  isActive: boolean;
}

/** At most this many ids go in a statistics or review address (the server takes 500). */
const MAX_IN_ADDRESS = 500;

export function QuestionBulkActions({
  list,
  canAssign,
  assessments,
}: {
  list: ListState<QuestionSearch, QuestionRow>;
  canAssign: boolean;
  assessments: readonly AssessmentChoice[];
}) {
  const navigate = useNavigate();
  const reachable = useReachable();
  const [assigning, setAssigning] = useState(false);
  const [running, setRunning] = useState<Omit<RunningAction, 'onStop'> | null>(null);
  const stop = useRef(false);
  const clear = () => list.setSelected([]);
  const { shown, hide, run } = useBulkRun('questions', clear);
  const selected = list.selected;
  const all = list.allMatching;
  const ids = selected.map((r) => r.id).slice(0, MAX_IN_ADDRESS);
  const staged = selected.filter((r) => r.state === 'Staged').map((r) => r.id);

  const assign = (assessmentId: number) => {
    if (!all) return run('Assign to test', 'assigned', () => assignToAssessment({ assessmentId, questionIds: ids }));
    const filter = list.filters as QuestionSearch;
    // Assigning twice changes nothing, so a retried batch needs no idempotency key.
    const call: MatchingCall = (cursor) => assignMatchingToAssessment({ assessmentId, filter, ...cursor });
    stop.current = false;
    setRunning({ verb: 'Assigned', progress: null, stopping: false });
    const onProgress = (progress: RunningAction['progress']) => setRunning((r) => r && { ...r, progress });
    void run('Assign to test', 'assigned', () => runMatching(call, newIdempotencyKey(), onProgress, () => stop.current))
      .catch(() => {})
      .finally(() => setRunning(null));
    return undefined;
  };

  const choice: MatchingChoice = {
    active: all,
    offer:
      canAssign &&
      list.rows.length > 0 &&
      list.total > selected.length &&
      list.rows.every((row) => selected.some((s) => s.id === row.id)),
    total: list.total,
    estimate: list.estimate,
    select: () => list.setAllMatching(true),
  };

  return (
    <>
      <BulkBar
        count={all ? list.total : selected.length}
        what="question"
        offPage={selected.filter((r) => !list.rows.some((p) => p.id === r.id)).length}
        matching={choice}
        running={
          running && {
            ...running,
            onStop: () => {
              stop.current = true;
              setRunning((r) => r && { ...r, stopping: true });
            },
          }
        }
        onClear={clear}
      >
        {canAssign && <BulkButton label="Assign to test" icon="pi pi-link" onClick={() => setAssigning(true)} />}
        {!all && (
          <BulkButton
            label="Statistics"
            icon="pi pi-chart-bar"
            onClick={() => void navigate({ to: '/questions/stats/$selected', params: { selected: ids.join(',') } })}
          />
        )}
        {!all && staged.length > 0 && reachable('/questions/staged/$selected') && (
          <BulkButton
            label={`Review staged (${staged.length})`}
            icon="pi pi-eye"
            onClick={() =>
              void navigate({
                to: '/questions/staged/$selected' as never,
                params: { selected: staged.join(',') } as never,
              })
            }
          />
        )}
      </BulkBar>
      <AssignDialog
        open={assigning}
        count={all ? list.total : selected.length}
        assessments={assessments}
        onHide={() => setAssigning(false)}
        onConfirm={(assessmentId) => assign(assessmentId)}
      />
      <BulkResultDialog shown={shown} onHide={hide} />
    </>
  );
}

function AssignDialog({
  open,
  count,
  assessments,
  onHide,
  onConfirm,
}: {
  open: boolean;
  count: number;
  assessments: readonly AssessmentChoice[];
  onHide: () => void;
  onConfirm: (assessmentId: number) => unknown;
}) {
  const [assessmentId, setAssessmentId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <Modal
      open={open}
      title="Assign to test"
      okLabel={`Assign ${count === 1 ? 'question' : `${count.toLocaleString('en-US')} questions`}`}
      busyText="Assigning…"
      onHide={() => {
        setError(null);
        onHide();
      }}
      onOk={async () => {
        if (!assessmentId) {
          setError('Choose a test');
          return false;
        }
        await onConfirm(assessmentId);
        return true;
      }}
    >
      <div className="form-field">
        <label htmlFor={id}>Test to assign to</label>
        <Dropdown
          inputId={id}
          value={assessmentId}
          options={assessments.filter((a) => a.isActive).map((a) => ({ value: a.id, label: `${a.code} — ${a.name}` }))}
          optionLabel="label"
          optionValue="value"
          placeholder="Choose a test"
          filter
          filterInputAutoFocus
          // The modal is in the page's top layer: its list opens inside it, not behind it.
          appendTo="self"
          onChange={(event) => {
            setAssessmentId(event.value ?? null);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <small id={`${id}-error`} className="form-field__error" role="alert">
            {error}
          </small>
        )}
      </div>
      <p className="cell-muted">Questions already in the test stay in it; archived questions are left out.</p>
    </Modal>
  );
}
