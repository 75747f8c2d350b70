// The words the revision screens share: a revision's name, the order two ticked revisions are compared
// in, and unchanged text cut to its ends when only the changes are shown.
import type { RevisionRef } from '@eco/contract';

/** "Revision 3", "Draft" for the open draft (no number yet), "Nothing" for the side before a first revision. */
export const revisionName = (r: Pick<RevisionRef, 'number'> | null) =>
  r === null ? 'Nothing' : r.number === null ? 'Draft' : `Revision ${r.number}`;

/** Older first: by number, the draft (no number) last; the comparison reads from the older to the newer. */
export const olderFirst = <T extends Pick<RevisionRef, 'number'>>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER));

/** Unchanged text longer than this at each end is cut to its ends when only the changes are shown. */
export const KEEP = 60;
export const shorten = (text: string) =>
  text.length <= KEEP * 2 + 10 ? text : `${text.slice(0, KEEP)} … ${text.slice(text.length - KEEP)}`;
