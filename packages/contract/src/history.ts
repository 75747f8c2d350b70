// A record's history: who changed what and when, read from the audit trail. One endpoint serves every
// kind of record; each kind is declared once here with the capability that lets a person view that
// record, and the server refuses (403) a caller without it, as the record's own GET would.
import { z } from 'zod';
import type { Access, Capability } from './capabilities.js';
import { intParam } from './common.js';
import { endpoint } from './endpoint.js';

/** Every record kind with a history, and who may read it: the view capability of the record itself. */
export const historyEntities = {
  course: 'canViewCourses',
  'course-category': 'canViewCourses',
  'online-course': 'canViewCourses',
  product: 'canViewProducts',
  market: 'canViewMarketAssignments',
  license: 'canViewLicenses',
  invoice: 'canViewInvoices',
  passcode: { anyOf: ['canViewPasscodes', 'canUpdatePasscodes'] },
  'enrollment-code': { anyOf: ['canViewEnrollmentCodes', 'canUpdateEnrollmentCodes'] },
  account: 'canViewAccounts',
  trainer: 'canViewTrainers',
  class: 'canViewClasses',
  'email-content': 'canViewEmailContents',
} as const satisfies Record<string, Access>;

export type HistoryEntity = keyof typeof historyEntities;
const entityNames = Object.keys(historyEntities) as [HistoryEntity, ...HistoryEntity[]];

/** Anyone who may read some record's history passes the first check; the entity's own rule comes next. */
const viewCapabilities = Object.values(historyEntities).flatMap((a): readonly Capability[] =>
  typeof a === 'string' ? [a] : a.anyOf,
);
const anyHistoryViewer = { anyOf: [...new Set(viewCapabilities)] } satisfies Access;

export const historyParams = z.object({
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

export const history = {
  list: endpoint({
    method: 'GET',
    path: '/history/:entity/:id',
    access: anyHistoryViewer,
    summary:
      "A record's changes, newest first: who, when, the action and each changed field's value before and after. Needs the record's own view capability (403 otherwise).",
    params: historyParams,
    query: historyQuery,
    response: historyPage,
  }),
};
