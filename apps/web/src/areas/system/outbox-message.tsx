// One outbox message as sent: who and what, its delivery, the headers, and the body (HTML in a sandboxed
// frame that runs nothing, or the text). A failed message can be put back in the queue. Codes the viewer
// may not see arrive masked from the server; a note says so.
import { contract, languages } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../lib/dates';
import { handledErrorMessage, isHandledByForm } from '../../lib/form/form-api';
import { HeaderDetails } from '../../lib/header-details';
import { Modal } from '../../lib/modal';
import { onRefusal } from '../../lib/refusal';
import { StatusTag, stateTone } from '../../lib/status-tag';
import { toast } from '../../lib/toast';
import { outboxMessageQueryOptions, retryOutboxMessage } from './queries';

const languageName = (id: string) => languages.find((l) => l.id === id)?.name ?? id;

const kilobytes = new Intl.NumberFormat(undefined, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
const sizeOf = (bytes: number) => (bytes < 1024 ? `${bytes} bytes` : kilobytes.format(bytes / 1024));

export function OutboxMessageDialog({ id, onHide }: { id: number | null; onHide: () => void }) {
  const message = useQuery({ ...outboxMessageQueryOptions(id ?? 0), enabled: id !== null });
  const [view, setView] = useState<'html' | 'text'>('html');
  if (id === null) return null;
  const m = message.data;
  const showHtml = view === 'html' && !!m?.html;

  return (
    <Modal
      open
      width="lg"
      title={m ? m.subject : 'E-mail'}
      hideOk={m?.state !== 'Failed'}
      okLabel="Retry sending"
      busyText="Queueing..."
      cancelLabel="Close"
      onOk={async () => {
        try {
          await retryOutboxMessage(id);
          toast.success('The message is queued again.');
          void message.refetch();
        } catch (error) {
          if (isHandledByForm(error)) toast.error(handledErrorMessage(error), 'Not queued');
          // Sent or queued meanwhile: show the message as it is now (its Retry goes).
          onRefusal(error, contract.system.retryOutboxMessage, {
            'system.outbox-not-failed': () => void message.refetch(),
          });
        }
        return false;
      }}
      onHide={onHide}
    >
      {!m ? (
        <p>{message.isError ? 'This message could not be loaded.' : 'Loading...'}</p>
      ) : (
        <div className="outbox-message">
          <dl className="detail-list">
            <dt>To</dt>
            <dd>{m.to}</dd>
            <dt>State</dt>
            <dd className="tag-row">
              <StatusTag tone={stateTone(m.state)}>{m.state}</StatusTag>
              {m.sentAt && <span>sent {formatDateTime(m.sentAt)}</span>}
              {m.attempts > 0 && <span className="cell-muted">after {m.attempts} attempt(s)</span>}
            </dd>
            {m.lastError && (
              <>
                <dt>Last error</dt>
                <dd className="outbox-message__error">{m.lastError}</dd>
              </>
            )}
            {m.nextAttemptAt && m.state === 'Queued' && (
              <>
                <dt>Next attempt</dt>
                <dd>{formatDateTime(m.nextAttemptAt)}</dd>
              </>
            )}
            <dt>Template</dt>
            <dd>
              <span className="cell-code">{m.template}</span>
              {m.entity && ` · ${m.entity} ${m.entityId ?? ''}`}
            </dd>
            {m.languageId && (
              <>
                <dt>Language</dt>
                <dd>
                  {languageName(m.languageId)}
                  {m.languageFallback && (
                    <span className="cell-muted"> (the reader's language has no content for this e-mail)</span>
                  )}
                </dd>
              </>
            )}
            <dt>Created</dt>
            <dd>{formatDateTime(m.createdAt)}</dd>
            {m.messageId && (
              <>
                <dt>Message-ID</dt>
                <dd className="cell-code">{m.messageId}</dd>
              </>
            )}
            {m.attachments.length > 0 && (
              <>
                <dt>Attachments</dt>
                <dd>
                  <ul className="outbox-message__attachments">
                    {m.attachments.map((a) => (
                      <li key={a.filename}>
                        <span className="pi pi-paperclip" aria-hidden="true" /> {a.filename}{' '}
                        <span className="cell-muted">
                          ({a.contentType}, {sizeOf(a.size)})
                        </span>
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            )}
          </dl>
          {m.secretsHidden && (
            <p className="outbox-message__note">
              <span className="pi pi-eye-slash" aria-hidden="true" /> Codes and link tokens in this e-mail are shown in
              part (••••): only staff who may view those codes see them whole.
            </p>
          )}
          {m.headers && Object.keys(m.headers).length > 0 && <HeaderDetails summary="Headers" headers={m.headers} />}
          {m.html && (
            <fieldset className="segmented">
              <legend className="sr-only">Show the body as</legend>
              <button
                type="button"
                className={view === 'html' ? 'segmented__on' : undefined}
                aria-pressed={view === 'html'}
                onClick={() => setView('html')}
              >
                HTML
              </button>
              <button
                type="button"
                className={view === 'text' ? 'segmented__on' : undefined}
                aria-pressed={view === 'text'}
                onClick={() => setView('text')}
              >
                Text
              </button>
            </fieldset>
          )}
          {showHtml ? (
            // No allow-* tokens: the e-mail's HTML can neither run scripts nor reach the console.
            <iframe className="outbox-message__html" title={`Body of ${m.subject}`} sandbox="" srcDoc={m.html ?? ''} />
          ) : (
            <pre className="outbox-message__text">{m.text}</pre>
          )}
        </div>
      )}
    </Modal>
  );
}
