// System: the e-mail outbox as staff see it: a paged list by state and recipient, one rendered message,
// and putting a failed message back in the queue. Codes and tokens in what it shows are masked for
// viewers who may not see them (outbox-masking.ts).
import { type Capability, type outboxSortColumns, systemRefusals } from '@eco/contract';
import { and, count, eq, getTableColumns, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailOutbox, emailOutboxAttachments } from '../../db/schema/index.js';
import { listPages } from '../../kits/lists/list-export.js';
import { offsetOf, type PageRequest } from '../../kits/lists/paging.js';
import { orderOf } from '../../kits/lists/sorting.js';
import { likeContains } from '../../kits/search/text-match.js';
import type { RequestContext } from '../../platform/context.js';
import { type CsvColumn, csvDownload } from '../../platform/csv.js';
import { notFound, refuse } from '../../platform/errors.js';
import { mayReadCodes, secretMasker } from './outbox-masking.js';

type OutboxRow = typeof emailOutbox.$inferSelect;
type Masker = ReturnType<typeof secretMasker>;
const iso = (d: Date | null) => d?.toISOString() ?? null;
/** What the viewer holds: the capabilities that decide which codes they see. */
type Held = ReadonlySet<Capability>;
const maskerFor = (r: Pick<OutboxRow, 'entity'>, held: Held) => secretMasker(mayReadCodes(r.entity, held));

const summaryOf = (r: OutboxRow, m: Masker) => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  to: r.toAddress,
  subject: m.mask(r.subject),
  template: r.template,
  entity: r.entity,
  entityId: r.entityId,
  state: r.state,
  attempts: r.attempts,
  nextAttemptAt: r.state === 'Queued' ? iso(r.nextAttemptAt) : null,
  lastError: m.maskNullable(r.lastError),
  sentAt: iso(r.sentAt),
});

function messageOf(r: OutboxRow, held: Held) {
  const m = maskerFor(r, held);
  const headers = r.headers as Record<string, string> | null;
  const message = {
    ...summaryOf(r, m),
    text: m.mask(r.textBody),
    html: m.maskNullable(r.htmlBody),
    messageId: r.messageId,
    languageId: r.languageId,
    languageFallback: r.languageFallback,
    headers: headers && Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, m.mask(String(v))])),
  };
  return { ...message, secretsHidden: m.changed };
}

type OutboxFilters = { state?: OutboxRow['state'] | undefined; recipient?: string | undefined };
type OutboxSortColumn = (typeof outboxSortColumns)[number];
/** The list's sort columns; messages are written in id order, so "created" is the id. */
const sortColumns: Record<OutboxSortColumn, SQLWrapper> = {
  createdAt: emailOutbox.id,
  to: sql`lower(${emailOutbox.toAddress})`,
  subject: sql`lower(${emailOutbox.subject})`,
  state: emailOutbox.state,
  sentAt: emailOutbox.sentAt,
};

const csvColumns: CsvColumn<ReturnType<typeof summaryOf>>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Created at', value: (r) => r.createdAt },
  { header: 'To', value: (r) => r.to },
  { header: 'Subject', value: (r) => r.subject },
  { header: 'Template', value: (r) => r.template },
  { header: 'About', value: (r) => (r.entity ? `${r.entity} ${r.entityId ?? ''}`.trim() : '') },
  { header: 'State', value: (r) => r.state },
  { header: 'Attempts', value: (r) => r.attempts },
  { header: 'Last error', value: (r) => r.lastError },
  { header: 'Sent at', value: (r) => r.sentAt },
];

/** The outbox list as a CSV file: its filters and order, summaries masked for the viewer as on screen. */
export function exportOutbox(
  db: Db,
  held: Held,
  query: OutboxFilters & { sortBy: OutboxSortColumn; sortDescending: boolean },
) {
  return csvDownload(
    'outbox.csv',
    csvColumns,
    listPages((paging) => listOutbox(db, held, { ...query, ...paging })),
  );
}

export async function listOutbox(
  db: Db,
  held: Held,
  query: PageRequest & OutboxFilters & { sortBy: OutboxSortColumn; sortDescending: boolean },
) {
  const where = and(
    query.state ? eq(emailOutbox.state, query.state) : undefined,
    query.recipient ? sql`lower(${emailOutbox.toAddress}) like ${likeContains(query.recipient)}` : undefined,
  );
  // The list leaves the bodies out: they can be large, and the message view has them.
  const { textBody: _t, htmlBody: _h, headers: _x, ...columns } = getTableColumns(emailOutbox);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(emailOutbox)
      .where(where)
      .orderBy(...orderOf(sortColumns, query.sortBy, query.sortDescending, emailOutbox.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  return {
    results: rows.map((r) => {
      const row = { ...r, textBody: '', htmlBody: null, headers: null };
      return summaryOf(row, maskerFor(row, held));
    }),
    totalRowCount: total?.n ?? 0,
    page: query.page,
  };
}

export async function getOutboxMessage(db: Db, held: Held, id: number) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw notFound('Message');
  const attachments = await db
    .select({
      filename: emailOutboxAttachments.filename,
      contentType: emailOutboxAttachments.contentType,
      size: sql<number>`octet_length(${emailOutboxAttachments.content})::int`,
    })
    .from(emailOutboxAttachments)
    .where(eq(emailOutboxAttachments.outboxId, id))
    .orderBy(emailOutboxAttachments.position);
  return { ...messageOf(row, held), attachments };
}

export async function retryOutboxMessage(ctx: RequestContext, id: number) {
  await ctx.write(async (tx, audit) => {
    const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).for('update');
    if (!row) throw notFound('Message');
    if (row.state !== 'Failed') throw refuse(systemRefusals, 'outbox-not-failed', { state: row.state });
    await tx
      .update(emailOutbox)
      .set({ state: 'Queued', attempts: 0, nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.id, id));
    await audit({
      action: 'system.outbox-retry',
      entity: 'email-outbox',
      entityId: id,
      before: { state: row.state, attempts: row.attempts, lastError: row.lastError },
      after: { state: 'Queued', attempts: 0 },
    });
  });
  return getOutboxMessage(ctx.db, heldBy(ctx), id);
}

/** The capabilities of the caller of `ctx` (none for a caller without an account). */
export const heldBy = (ctx: RequestContext): Held => ctx.principal?.capabilities ?? new Set();
