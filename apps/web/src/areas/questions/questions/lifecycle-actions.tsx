// The buttons of a question's lifecycle: exactly the actions the server says are open to it now
// (lifecycle.ts), in the lifecycle's order, each busy while it runs. Abandoning a draft and deleting ask
// first: the one loses the draft's changes, the other stages the question's archiving.
import { type QuestionAction, questionActionLabel, questionTransitions } from '@eco/contract';
import { useState } from 'react';
import { BusyButton } from '../../../lib/busy-button';
import { Modal } from '../../../lib/modal';

type Action = Exclude<QuestionAction, 'save'>;

const looks: Record<Action, { icon: string; severity?: 'secondary' | 'danger' | 'success'; outlined?: boolean }> = {
  stage: { icon: 'pi pi-send' },
  publish: { icon: 'pi pi-check', severity: 'success' },
  unstage: { icon: 'pi pi-undo', severity: 'secondary', outlined: true },
  'new-revision': { icon: 'pi pi-pencil' },
  'abandon-draft': { icon: 'pi pi-times', severity: 'danger', outlined: true },
  delete: { icon: 'pi pi-trash', severity: 'danger', outlined: true },
};

const confirms: Partial<Record<Action, { title: string; text: string; ok: string }>> = {
  'abandon-draft': {
    title: 'Abandon this draft?',
    text: 'The draft’s changes are dropped; the current revision stays as it is. This cannot be undone.',
    ok: 'Abandon draft',
  },
  delete: {
    title: 'Delete this question?',
    text: 'Its deletion is staged for review: the question is archived once the deletion is published, and until then it can be unstaged.',
    ok: 'Stage deletion',
  },
};

export function LifecycleActions({
  actions,
  onRun,
}: {
  actions: readonly string[];
  onRun: (action: Action) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState<Action | null>(null);
  const [asking, setAsking] = useState<Action | null>(null);
  const open = questionTransitions.map((t) => t.action).filter((a): a is Action => a !== 'save' && actions.includes(a));
  const run = async (action: Action) => {
    setBusy(action);
    try {
      await onRun(action);
    } finally {
      setBusy(null);
    }
  };
  const confirm = asking ? confirms[asking] : undefined;
  return (
    <>
      {open.map((action) => (
        <BusyButton
          key={action}
          label={questionActionLabel(action)}
          icon={looks[action].icon}
          severity={looks[action].severity}
          outlined={looks[action].outlined}
          className="p-button-sm"
          busy={busy === action}
          busyText={`${questionActionLabel(action)}…`}
          disabled={busy !== null}
          onClick={() => (confirms[action] ? setAsking(action) : void run(action).catch(() => {}))}
        />
      ))}
      <Modal
        open={!!confirm}
        width="sm"
        title={confirm?.title ?? ''}
        okLabel={confirm?.ok ?? 'OK'}
        okSeverity="danger"
        busyText="Working…"
        onHide={() => setAsking(null)}
        onOk={async () => {
          if (asking) await run(asking);
        }}
      >
        <p>{confirm?.text}</p>
      </Modal>
    </>
  );
}
