// A record's history: who changed what and when, read from the audit trail. One endpoint serves every
// kind of record; each kind is declared once, by its area, with the capability that lets a person view
// that record, and the server refuses (403) a caller without it, as the record's own GET would.
import { z } from 'zod';
import { defineContractArea } from './area.js';
import type { Access, Capability } from './capabilities.js';
import { intParam } from './common.js';
import { endpoint } from './endpoint.js';

/** Anyone who may read some record's history passes the first check; the entity's own rule comes next. */
const anyHistoryViewerOf = (entities: Record<string, Access>) => {
  const viewCapabilities = Object.values(entities).flatMap((a): readonly Capability[] =>
    typeof a === 'string' ? [a as Capability] : a.anyOf,
  );
  return { anyOf: [...new Set(viewCapabilities)] } satisfies Access;
};

/** The record and its id, for the record kinds given. */
export const historyParamsOf = <const E extends string>(entityNames: readonly [E, ...E[]]) =>
  z.object({
    entity: z.enum(entityNames),
    /** The record's id as its own URL names it: a number, or a market's country code. */
    id: z.string().trim().min(1).max(64),
  });

export const HISTORY_PAGE_SIZE = 20;

export const historyQuery = z.object({
  /** Events older than this event id (the previous page's `nextCursor`); none: the newest. */
  cursor: intParam.min(1).optional(),
  pageSize: intParam.min(1).max(100).default(HISTORY_PAGE_SIZE),
});
export type HistoryQuery = z.input<typeof historyQuery>;

/** One field an event changed: its value before and after (null when it had none). */
export const historyChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type HistoryChange = z.infer<typeof historyChange>;

export const historyEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  /** `<area>.<verb>` from the audit vocabulary, e.g. courses.update. */
  action: z.string(),
  /** The person who made the change; null for a change made by the system or a command-line tool. */
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** The changed fields only, in the order they were written. */
  changes: z.array(historyChange),
  /** The e-mail the change queued (a resend), in the outbox. */
  outboxId: z.number().int().nullable(),
});
export type HistoryEvent = z.infer<typeof historyEvent>;

export const historyPage = z.object({
  results: z.array(historyEvent),
  /** Pass as `cursor` for the next (older) page; null when there is none. */
  nextCursor: z.number().int().nullable(),
});
export type HistoryPage = z.infer<typeof historyPage>;

/**
 * The History area, for every record kind with a history and who may read it (the view capability of the
 * record itself): each area declares its own (`history` in its declaration) and the barrel joins them.
 */
export const historyAreaOf = <const H extends Record<string, Access>>(entities: H) =>
  defineContractArea({
    key: 'history',
    word: 'history',
    tag: "History: who changed a record, when, and each changed field's value before and after.",
    endpoints: {
      list: endpoint({
        method: 'GET',
        path: '/history/:entity/:id',
        access: anyHistoryViewerOf(entities),
        summary:
          "A record's changes, newest first: who, when, the action and each changed field's value before and after. Needs the record's own view capability (403 otherwise).",
        params: historyParamsOf(Object.keys(entities) as [keyof H & string, ...(keyof H & string)[]]),
        query: historyQuery,
        response: historyPage,
      }),
    },
  });
