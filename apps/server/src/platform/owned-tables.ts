// What belongs to an account: every table with a column holding an account's admId declares, in its own
// area, how a merge moves its rows and what the account page shows of it. The accounts area reads the
// declarations of every area (AreaDeps.owned), so a later area that adds such a table adds one entry
// and the merge, its preview, its undo and the holdings panel follow. A test reads the schema and fails
// when a table has an admId column that nothing declares.
import type { Capability } from '@eco/contract';
import type { AuditEntity } from './audit-vocabulary.js';

/** How a row the destination already has (by a unique key) is resolved when the source's would move. */
export type OwnedClash =
  | {
      /** SQL over the source row `s` and a destination row `d`: true when they collide. */
      match: string;
      /** SQL over `s`: the row as people name it (a role's key, a filter's name). */
      describe: string;
      /** The destination keeps its row; the source's duplicate is dropped (kept in the merge record). */
      resolve: 'keep-destination';
    }
  | {
      match: string;
      describe: string;
      /** The source's row moves under a new name: `column` gets `suffix` (then a number) appended. */
      resolve: 'rename';
      column: string;
      suffix: string;
    }
  | {
      match: string;
      describe: string;
      /**
       * The merge is refused, saying `reason`: the two rows cannot be combined by a move, and dropping
       * the source's would lose what hangs off it (a trainer record's licenses held).
       */
      resolve: 'refuse';
      reason: string;
    };

export interface OwnedTable {
  /** A stable word for the kind of record ('passcodes'), as merge records store it. */
  kind: string;
  /** The kind as people read it ("Self-paced enrollments"). */
  label: string;
  /** The SQL table and the column holding the owner's admId. */
  table: string;
  column: string;
  /** The owner column is text (a sign-in subject, the admId with the embedded provider), not uuid. */
  textOwner?: boolean;
  /** The columns that name one row, without the owner column (the primary key's other columns). */
  key: readonly string[];
  /** The table has `version` and `updated_at` (common.ts versioned): a move bumps them. */
  versioned?: boolean;
  /** The console's list of these records filtered for one person, for those who may view it. */
  link?: { capability: Capability; to: (person: { admId: string; email: string }) => string };
  /**
   * The audit entity whose history shows each row's move (one event per row, keyed by its id), so a
   * code's own history says it changed hands in a merge; the key must then be ['id'].
   */
  history?: AuditEntity;
  /** A unique key a move could break, and how it resolves; none means rows always move as they are. */
  clash?: OwnedClash;
  /**
   * Why these rows stay with the source account instead of moving (e.g. a password-reset link sent to
   * the source's address must not open the destination). Merges, holdings and undo leave them alone.
   */
  stays?: string;
}

/** The tables a merge moves: every declared one but those whose rows stay with the source. */
export const movableTables = (owned: readonly OwnedTable[]) => owned.filter((o) => !o.stays);
