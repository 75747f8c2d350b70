// A record's history on its page: who changed what and when, newest first, each changed field as
// "label: old → new" (long texts as a word diff). Collapsed until opened, then read a page at a time with
// "Show older changes". The screen shows it only to people who may view the record (canReadHistory).
import '../../styles/toolkit.css';
import '../../styles/toolkit-history.css';
import {
  allows,
  type Capability,
  type HistoryChange,
  type HistoryEntity,
  type HistoryEvent,
  historyEntities,
} from '@eco/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { diffWords } from 'diff';
import { useId, useState } from 'react';
import { formatDateTime } from '../dates';
import { historyQueryOptions } from './history-query';
import { actionLabel, fieldLabel, type HistoryWording, isCreation, isLongText, valueText } from './history-values';

/** Whether someone holding `held` may read this kind of record's history (the record's own view rule). */
export const canReadHistory = (entity: HistoryEntity, held: ReadonlySet<Capability>) =>
  allows(historyEntities[entity], held, true);

export interface HistoryPanelProps extends HistoryWording {
  entity: HistoryEntity;
  id: string | number;
  /** Links the e-mail an event queued to the outbox (System), for people who may open it. */
  canOpenEmails?: boolean;
}

export function HistoryPanel({ entity, id, canOpenEmails, ...wording }: HistoryPanelProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <section className="history-panel" aria-labelledby={`${bodyId}-title`}>
      <h2 className="history-panel__title" id={`${bodyId}-title`}>
        <button
          type="button"
          className="history-panel__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <span className={`pi ${open ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
          History
        </button>
      </h2>
      <div id={bodyId} hidden={!open}>
        {open && <HistoryEvents entity={entity} id={id} canOpenEmails={canOpenEmails} wording={wording} />}
      </div>
    </section>
  );
}

function HistoryEvents({
  entity,
  id,
  canOpenEmails,
  wording,
}: {
  entity: HistoryEntity;
  id: string | number;
  canOpenEmails: boolean | undefined;
  wording: HistoryWording;
}) {
  const history = useInfiniteQuery(historyQueryOptions(entity, id));
  if (history.isPending) return <p className="history-panel__empty">Loading...</p>;
  if (history.isError) return <p className="history-panel__empty">The history could not be read.</p>;
  const events = history.data.pages.flatMap((page) => page.results);
  if (events.length === 0) return <p className="history-panel__empty">No changes recorded yet.</p>;
  return (
    <>
      <ol className="history-events">
        {events.map((event) => (
          <li key={event.id} className="history-event">
            <EventHead event={event} />
            {/* A resend changes no field: it queued an e-mail, shown as such. */}
            {event.outboxId === null ? (
              <Changes event={event} wording={wording} />
            ) : (
              <EmailLine event={event} canOpen={!!canOpenEmails} />
            )}
          </li>
        ))}
      </ol>
      {history.hasNextPage && (
        <button
          type="button"
          className="p-button p-button-text p-button-sm"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? 'Loading...' : 'Show older changes'}
        </button>
      )}
    </>
  );
}

function EventHead({ event }: { event: HistoryEvent }) {
  return (
    <p className="history-event__head">
      <strong>{actionLabel(event.action)}</strong> by{' '}
      <span title={event.actorEmail ?? undefined}>{event.actorName ?? event.actorEmail ?? 'the system'}</span>
      {' · '}
      <time dateTime={event.at}>{formatDateTime(event.at)}</time>
    </p>
  );
}

function Changes({ event, wording }: { event: HistoryEvent; wording: HistoryWording }) {
  const { changes } = event;
  if (changes.length === 0) return <p className="history-event__none">No field changed.</p>;
  // A create (or a generation) lists the values it set: there is nothing before them to show.
  const setOnly = isCreation(event.action);
  return (
    <dl className="history-changes">
      {changes.map((c) => (
        <div key={c.field} className="history-change">
          <dt>{fieldLabel(c.field, wording)}</dt>
          <dd>{setOnly ? valueText(c.field, c.after, wording) : <ChangedValue change={c} wording={wording} />}</dd>
        </div>
      ))}
    </dl>
  );
}

function ChangedValue({ change, wording }: { change: HistoryChange; wording: HistoryWording }) {
  if (isLongText(change.before, change.after))
    return <TextDiff before={String(change.before)} after={String(change.after)} />;
  return (
    <>
      <span className="history-change__old">
        <span className="sr-only">from </span>
        {valueText(change.field, change.before, wording)}
      </span>
      <span className="history-change__arrow" aria-hidden="true">
        {' → '}
      </span>
      <span className="history-change__new">
        <span className="sr-only"> to </span>
        {valueText(change.field, change.after, wording)}
      </span>
    </>
  );
}

/** Word by word: removed words struck through, added ones underlined, the rest as it was. */
function TextDiff({ before, after }: { before: string; after: string }) {
  return (
    <span className="history-diff">
      {diffWords(before, after).map((part, i) => {
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order, never reordered.
        if (part.removed) return <del key={i}>{part.value}</del>;
        // biome-ignore lint/suspicious/noArrayIndexKey: as above.
        if (part.added) return <ins key={i}>{part.value}</ins>;
        // biome-ignore lint/suspicious/noArrayIndexKey: as above.
        return <span key={i}>{part.value}</span>;
      })}
    </span>
  );
}

function EmailLine({ event, canOpen }: { event: HistoryEvent; canOpen: boolean }) {
  const to = event.changes.find((c) => c.field === 'to')?.after;
  const label = `E-mail${typeof to === 'string' ? ` to ${to}` : ''}`;
  return (
    <p className="history-event__email">
      <span className="pi pi-envelope" aria-hidden="true" />{' '}
      {canOpen ? (
        <Link to="/system" search={{ message: event.outboxId ?? undefined } as never}>
          {label}
        </Link>
      ) : (
        label
      )}
    </p>
  );
}
