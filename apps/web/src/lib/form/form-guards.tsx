// What every form screen shows around its fields: a question before leaving with unsaved changes (the
// router's blocker, and the browser's own prompt on reload or close), and, after a 409, the news that
// someone else changed the record with an offer to reload it.
import { useBlocker } from '@tanstack/react-router';
import { Modal } from '../modal';
import type { Form } from './use-form';

export function FormGuards({
  form,
  what,
  onReload,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form's values.
  form: Form<any>;
  /** 'this course' */
  what: string;
  /** Reads the record again and resets the form to it (edit screens). */
  onReload?: () => Promise<unknown>;
}) {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => current.pathname !== next.pathname && form.shouldBlock(),
    enableBeforeUnload: () => form.shouldBlock(),
    withResolver: true,
  });

  return (
    <>
      <Modal
        open={blocker.status === 'blocked'}
        width="sm"
        title="Leave without saving?"
        okLabel="Leave"
        okSeverity="danger"
        cancelLabel="Stay"
        onOk={() => {
          // Leaving means the changes are given up: no draft brings them back later.
          form.forgetDraft();
          blocker.proceed?.();
        }}
        onCancel={() => blocker.reset?.()}
        onHide={() => {}}
      >
        <p>Your changes to {what} are not saved. If you leave now, they are lost.</p>
      </Modal>
      <Modal
        open={form.conflict !== null}
        width="sm"
        title="Someone else changed this"
        okLabel={onReload ? 'Reload' : 'OK'}
        busyText="Reloading..."
        cancelLabel="Keep my edits"
        onOk={async () => {
          await onReload?.();
        }}
        onHide={form.clearConflict}
      >
        <p>{form.conflict}</p>
        {onReload && (
          <p>
            Reload to see the latest version of {what}; your edits here are then lost. To keep them, choose{' '}
            <em>Keep my edits</em>, copy what you need, and reload afterwards.
          </p>
        )}
      </Modal>
    </>
  );
}
