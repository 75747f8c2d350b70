// A content's revisions, read from its audit trail rather than kept twice: every change of a content is
// audited in its own transaction with the fields it changed, before and after (the save, the copy, the
// restore), so walking its events newest first from the row as it is now and putting back each event's
// `before` gives every earlier revision exactly, those saved before this screen existed included. The
// oldest revision without an event is the content as first stored (the type's default, or the demo's).
// A restore saves an earlier revision as a new one, checked as any save, with the version read.
import type { EmailContentDetail, EmailContentRevisionDetail, emailRevisionRestore } from '@eco/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.js';
import { isoInstant } from '../../db/iso-instant.js';
import { accounts, emailContents } from '../../db/schema/index.js';
import { fullNameText } from '../../kits/lists/row-values.js';
import type { RequestContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { ENGLISH } from '../../platform/mail/index.js';
import { updateVersioned } from '../../platform/versioning.js';
import { checkContent, declaredType, getEmailContent } from './service.js';
import type { EmailTypes } from './type-catalogue.js';

type Restore = z.output<typeof emailRevisionRestore>;

/** The fields a revision is: what was sent, and the English a translation was saved against. */
const SNAPSHOT = ['subject', 'htmlBody', 'textBody', 'englishRevision'] as const;
type Snapshot = { subject: string; htmlBody: string; textBody: string | null; englishRevision: number | null };

interface EventRow {
  at: string;
  action: string;
  before: unknown;
  after: unknown;
  actorName: string | null;
  actorEmail: string | null;
}

const KINDS: Record<string, EmailContentRevisionDetail['kind']> = {
  'email-contents.update': 'saved',
  'email-contents.copy': 'copied',
  'email-contents.restore': 'restored',
};

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

type ContentRow = typeof emailContents.$inferSelect;

/** Every revision of a content, newest first, each with its subject and bodies. */
export async function revisionsOf(db: Db, row: ContentRow): Promise<EmailContentRevisionDetail[]> {
  const events = await queryRows<EventRow>(
    db,
    sql`
    select ${isoInstant(sql`e.at`)} as at, e.action, e.before, e.after,
           nullif(${fullNameText(sql`a.first_name`, sql`a.last_name`)}, '') as "actorName", a.email as "actorEmail"
    from audit_event e
    left join account a on a.adm_id = e.actor_adm_id
    where e.entity = 'email-content' and e.entity_id = ${String(row.id)}
    order by e.id desc`,
  );
  let state: Snapshot = {
    subject: row.subject,
    htmlBody: row.htmlBody,
    textBody: row.textBody,
    englishRevision: row.englishRevision,
  };
  let revision = row.revision;
  const revisions: EmailContentRevisionDetail[] = [];
  for (const event of events) {
    const kind = KINDS[event.action];
    if (!kind) continue;
    const before = fieldsOf(event.before);
    const after = fieldsOf(event.after);
    // An update records its revision; a copy does not, and each change made exactly one.
    const number = numberOr(after.revision, revision);
    revisions.push({
      ...state,
      revision: number,
      kind,
      restoredFrom: kind === 'restored' ? numberOr(after.restoredFrom, 0) || null : null,
      savedAt: event.at,
      savedByName: event.actorName,
      savedByEmail: event.actorEmail,
      current: revisions.length === 0,
    });
    // A copy that created the content has no before: nothing came earlier.
    if (event.before === null) return revisions;
    const earlier = { ...state };
    for (const key of SNAPSHOT) if (Object.hasOwn(before, key)) Object.assign(earlier, { [key]: before[key] });
    state = earlier;
    revision = numberOr(before.revision, number - 1);
  }
  if (revision < 1) return revisions;
  // No event made it: the content as first stored, or, with no change since, as the row says.
  const [editor] =
    events.length === 0 && row.updatedBy
      ? await db
          .select({
            name: sql<string | null>`nullif(${fullNameText(accounts.firstName, accounts.lastName)}, '')`,
            email: accounts.email,
          })
          .from(accounts)
          .where(eq(accounts.admId, row.updatedBy))
      : [];
  revisions.push({
    ...state,
    revision,
    kind: 'stored',
    restoredFrom: null,
    savedAt: (events.length === 0 ? row.updatedAt : row.createdAt).toISOString(),
    savedByName: editor?.name ?? null,
    savedByEmail: editor?.email ?? null,
    current: revisions.length === 0,
  });
  return revisions;
}

async function contentRow(db: Db, id: number) {
  const [row] = await db.select().from(emailContents).where(eq(emailContents.id, id));
  if (!row) throw notFound('E-mail content');
  return row;
}

const revisionIn = (revisions: EmailContentRevisionDetail[], revision: number) => {
  const found = revisions.find((r) => r.revision === revision);
  if (!found) throw notFound('Revision');
  return found;
};

const summaryOf = ({ subject, htmlBody, textBody, englishRevision, ...summary }: EmailContentRevisionDetail) => summary;

export async function listRevisions(db: Db, id: number) {
  return (await revisionsOf(db, await contentRow(db, id))).map(summaryOf);
}

export async function getRevision(db: Db, id: number, revision: number) {
  return revisionIn(await revisionsOf(db, await contentRow(db, id)), revision);
}

/**
 * Saves an earlier revision as the content's next one. It must pass today's checks (a required token it
 * left out is a 400 on that body, as for a save); a translation goes back to the English revision it was
 * saved against, so it is current only if the English has not moved on since.
 */
export async function restoreRevision(
  ctx: RequestContext,
  types: EmailTypes,
  id: number,
  revision: number,
  input: Restore,
): Promise<EmailContentDetail> {
  await ctx.write(async (tx, audit) => {
    const before = await contentRow(tx, id);
    const type = declaredType(types, before.typeKey);
    const restored = revisionIn(await revisionsOf(tx, before), revision);
    checkContent(type, restored);
    const after = await updateVersioned(
      tx,
      emailContents,
      emailContents.id,
      id,
      input.version,
      {
        subject: restored.subject,
        htmlBody: restored.htmlBody,
        textBody: restored.textBody,
        revision: before.revision + 1,
        englishRevision: before.languageId === ENGLISH ? null : restored.englishRevision,
        updatedBy: ctx.principal?.account?.admId ?? null,
      },
      'E-mail content',
    );
    const fields = (c: Snapshot & { revision: number }) => ({
      subject: c.subject,
      htmlBody: c.htmlBody,
      textBody: c.textBody,
      revision: c.revision,
      englishRevision: c.englishRevision,
    });
    await audit({
      action: 'email-contents.restore',
      entity: 'email-content',
      entityId: id,
      before: { ...fields(before), restoredFrom: null },
      after: { ...fields(after), restoredFrom: revision },
    });
  });
  return getEmailContent(ctx.db, types, id);
}
