// The outbox's writing side: areas call enqueueEmail with the transaction of the change that causes the
// e-mail, so the message exists exactly when the change does. The worker (worker.ts) delivers it.
import type { Db } from '../../db/client.js';
import { emailOutbox, emailOutboxAttachments } from '../../db/schema/index.js';

/** A file the e-mail carries, e.g. an invoice's PDF. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Which template produced it, e.g. passcode-resend. */
  template: string;
  /** The language of the content it was rendered from, and whether that was English for want of the reader's. */
  languageId?: string | null;
  languageFallback?: boolean;
  /** What it is about, e.g. entity 'passcode' and its id, for finding a learner's mail. */
  entity?: string | null;
  entityId?: string | number | null;
  headers?: Record<string, string> | null;
  /** Written beside the message in the same transaction; the worker attaches them in this order. */
  attachments?: readonly EmailAttachment[];
}

/** The last guard: whatever made the message, one without a subject or a text body is never queued. */
function checked(m: OutgoingEmail): OutgoingEmail {
  if (!m.subject.trim() || !m.text.trim()) {
    throw new Error(`An e-mail (${m.template}) to ${m.to} has an empty ${m.subject.trim() ? 'body' : 'subject'}`);
  }
  return m;
}

const rowOf = (m: OutgoingEmail) => ({
  toAddress: m.to,
  subject: m.subject,
  textBody: m.text,
  htmlBody: m.html ?? null,
  template: m.template,
  languageId: m.languageId ?? null,
  languageFallback: m.languageFallback ?? false,
  entity: m.entity ?? null,
  entityId: m.entityId == null ? null : String(m.entityId),
  headers: m.headers ?? null,
});

/** Queues one e-mail inside `tx`; returns its outbox id. */
export async function enqueueEmail(tx: Db, message: OutgoingEmail): Promise<number> {
  const [ids] = await enqueueEmails(tx, [message]);
  return ids as number;
}

/** Queues many e-mails inside `tx` in few statements; returns their outbox ids in the same order. */
export async function enqueueEmails(tx: Db, messages: readonly OutgoingEmail[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < messages.length; i += 500) {
    const rows = await tx
      .insert(emailOutbox)
      .values(messages.slice(i, i + 500).map((m) => rowOf(checked(m))))
      .returning({ id: emailOutbox.id });
    ids.push(...rows.map((r) => r.id));
  }
  await insertAttachments(tx, messages, ids);
  return ids;
}

async function insertAttachments(tx: Db, messages: readonly OutgoingEmail[], ids: readonly number[]) {
  const rows = messages.flatMap((m, i) =>
    (m.attachments ?? []).map((a, position) => ({
      outboxId: ids[i] as number,
      position,
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
    })),
  );
  // A few at a time: attachments are files, one statement of many would be large.
  for (let i = 0; i < rows.length; i += 20) await tx.insert(emailOutboxAttachments).values(rows.slice(i, i + 20));
}
