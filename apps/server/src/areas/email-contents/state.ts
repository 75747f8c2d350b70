// A translation's state against its English: current when saved against the English revision now in
// force, outdated when the English changed since (or it was copied and never saved), missing without a
// row. The English itself is current whenever it exists.
import type { EmailContentState } from '@eco/contract';
import { ENGLISH } from '../../platform/mail/index.js';

export interface StateInput {
  languageId: string;
  englishRevision: number | null;
}

export function stateOf(row: StateInput | undefined, englishCurrent: number): EmailContentState {
  if (!row) return 'missing';
  if (row.languageId === ENGLISH) return 'current';
  return row.englishRevision !== null && row.englishRevision >= englishCurrent ? 'current' : 'outdated';
}
