// The revisions of one e-mail content, beside its editor: newest first, each with how it came (stored,
// saved, copied, restored), who saved it and when. Any revision opens with its subject and bodies as
// saved; an earlier one can be restored (saved as the next revision, with the version the form holds,
// so a save meanwhile is a 409 said in the dialog) or loaded into the form to correct before saving.
import type { EmailContentDetail, EmailContentRevision } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { formatDateTime } from '../../lib/dates';
import { Modal } from '../../lib/modal';
import { StatusTag } from '../../lib/status-tag';
import { toast } from '../../lib/toast';
import { emailRevisionQueryOptions, emailRevisionsQueryOptions, restoreEmailRevision } from './queries';

const kindLabels: Record<EmailContentRevision['kind'], string> = {
  stored: 'First stored',
  saved: 'Saved',
  copied: 'Copied from another language',
  restored: 'Restored',
};

const howOf = (r: EmailContentRevision) =>
  r.kind === 'restored' && r.restoredFrom ? `Restored from revision ${r.restoredFrom}` : kindLabels[r.kind];

export interface Loaded {
  subject: string;
  htmlBody: string;
  textBody: string | null;
}

export function RevisionsPanel({
  content,
  version,
  dirty,
  canRestore,
  onRestored,
  onLoad,
}: {
  content: EmailContentDetail;
  /** The version the form holds: a restore is refused (409) if the content was saved since. */
  version: number;
  /** The form has unsaved changes, which a restore or a load replaces. */
  dirty: boolean;
  canRestore: boolean;
  onRestored: (saved: EmailContentDetail) => void;
  onLoad: (revision: Loaded) => void;
}) {
  const revisions = useQuery(emailRevisionsQueryOptions(content.id));
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <section className="email-revisions" aria-labelledby="email-revisions-title">
      <h2 id="email-revisions-title">Revisions</h2>
      {revisions.isPending ? (
        <p className="cell-muted">Loading...</p>
      ) : revisions.isError ? (
        <p className="cell-muted">The revisions could not be read.</p>
      ) : (
        <table className="email-revisions__table">
          <caption className="sr-only">Revisions of this e-mail, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Revision</th>
              <th scope="col">How</th>
              <th scope="col">Saved by</th>
              <th scope="col">When</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {revisions.data.map((r) => (
              <tr key={r.revision}>
                <td>
                  {r.revision} {r.current && <StatusTag tone="success">Current</StatusTag>}
                </td>
                <td>{howOf(r)}</td>
                <td title={r.savedByEmail ?? undefined}>{r.savedByName ?? r.savedByEmail ?? 'Not recorded'}</td>
                <td>
                  <time dateTime={r.savedAt}>{formatDateTime(r.savedAt)}</time>
                </td>
                <td className="email-revisions__actions">
                  <button
                    type="button"
                    className="p-button p-button-sm p-button-outlined"
                    onClick={() => setViewing(r.revision)}
                    aria-label={`View revision ${r.revision}`}
                  >
                    {r.current || !canRestore ? 'View' : 'View or restore'}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {viewing !== null && (
        <RevisionDialog
          content={content}
          revision={viewing}
          current={revisions.data?.find((r) => r.revision === viewing)?.current ?? false}
          version={version}
          dirty={dirty}
          canRestore={canRestore}
          onRestored={onRestored}
          onLoad={onLoad}
          onHide={() => setViewing(null)}
        />
      )}
    </section>
  );
}

function RevisionDialog({
  content,
  revision,
  current,
  version,
  dirty,
  canRestore,
  onRestored,
  onLoad,
  onHide,
}: {
  content: EmailContentDetail;
  revision: number;
  current: boolean;
  version: number;
  dirty: boolean;
  canRestore: boolean;
  onRestored: (saved: EmailContentDetail) => void;
  onLoad: (revision: Loaded) => void;
  onHide: () => void;
}) {
  const shown = useQuery(emailRevisionQueryOptions(content.id, revision));
  const [error, setError] = useState<string | null>(null);
  const restorable = canRestore && !current;

  const restore = async () => {
    setError(null);
    try {
      const saved = await restoreEmailRevision(content.id, revision, version);
      toast.success(`Revision ${revision} restored as revision ${saved.revision}.`);
      onRestored(saved);
      return true;
    } catch (e) {
      if (!(e instanceof ApiError) || (e.status !== 400 && e.status !== 409)) throw e;
      const reasons = Object.values(e.fieldErrors).flat();
      setError(
        e.status === 400 && reasons.length
          ? `Revision ${revision} cannot be restored as it is: ${reasons.join(' ')} Load it into the form to correct it, then save.`
          : (e.problem?.detail ?? 'Someone else saved this e-mail meanwhile.'),
      );
      return false;
    }
  };

  const load = () => {
    if (!shown.data) return;
    onLoad({ subject: shown.data.subject, htmlBody: shown.data.htmlBody, textBody: shown.data.textBody });
    toast.success(`Revision ${revision} is in the form: check it, then save.`);
    onHide();
  };

  return (
    <Modal
      open
      width="lg"
      title={`Revision ${revision}${current ? ' (current)' : ''}`}
      okLabel={`Restore revision ${revision}`}
      busyText="Restoring..."
      okDisabled={!shown.data}
      hideOk={!restorable}
      onOk={restore}
      onHide={onHide}
    >
      {shown.isPending ? (
        <p>Loading...</p>
      ) : shown.isError ? (
        <p>This revision could not be read.</p>
      ) : (
        <div className="email-revision">
          <p className="cell-muted">
            {howOf(shown.data)}
            {shown.data.savedByName || shown.data.savedByEmail
              ? ` by ${shown.data.savedByName ?? shown.data.savedByEmail}`
              : ''}{' '}
            · {formatDateTime(shown.data.savedAt)}
          </p>
          {restorable && (
            <p>
              Restoring saves this subject and these bodies as revision {content.revision + 1}; revision{' '}
              {content.revision} stays in the list.
              {dirty && ' Your unsaved changes in the form are replaced.'}{' '}
              <button type="button" className="link-button" onClick={load}>
                Load it into the form instead
              </button>{' '}
              to edit it before saving.
            </p>
          )}
          <h3>Subject</h3>
          <p className="email-revision__subject">{shown.data.subject}</p>
          <h3>HTML body</h3>
          <pre className="email-revision__body">{shown.data.htmlBody}</pre>
          <h3>Plain-text body</h3>
          {shown.data.textBody === null ? (
            <p className="cell-muted">Empty: derived from the HTML when sent.</p>
          ) : (
            <pre className="email-revision__body">{shown.data.textBody}</pre>
          )}
        </div>
      )}
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
