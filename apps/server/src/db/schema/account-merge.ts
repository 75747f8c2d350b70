// Account merges: one row per merge of a source account into a destination, with the list of moves
// (per owned table the keys of the rows moved, and the full rows dropped or renamed on a clash) so an
// administrator can undo it exactly within 30 days.
import { index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const accountMerges = pgTable(
  'account_merge',
  {
    id: serial('id').primaryKey(),
    sourceAdmId: uuid('source_adm_id').notNull(),
    destinationAdmId: uuid('destination_adm_id').notNull(),
    reason: text('reason').notNull(),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
    mergedBy: uuid('merged_by'),
    /** MergeMoves (areas/accounts/merge/merge-moves.ts): what the merge did, table by table. */
    moves: jsonb('moves').notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: uuid('undone_by'),
    undoneReason: text('undone_reason'),
  },
  (t) => [
    index('account_merge_source').on(t.sourceAdmId, t.id),
    index('account_merge_destination').on(t.destinationAdmId, t.id),
  ],
);
