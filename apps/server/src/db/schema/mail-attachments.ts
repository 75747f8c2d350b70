// Files an outbox e-mail carries (an invoice's PDF): written with the message in the change's
// transaction, read by the worker when it delivers the message, gone with the message.
import { customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { emailOutbox } from './mail.js';

/** PostgreSQL bytea; the drivers hand back a Buffer (pg) or a Uint8Array (PGlite). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const emailOutboxAttachments = pgTable(
  'email_outbox_attachment',
  {
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
    /** Order in the message, from 0. */
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.outboxId, t.position] })],
);
