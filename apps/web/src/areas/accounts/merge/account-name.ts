// An account as people name it in the console's lists and choices: first and last name, or its e-mail when
// it has neither.
import type { AccountRow } from '@eco/contract';

export const accountName = (p: Pick<AccountRow, 'firstName' | 'lastName' | 'email'>) =>
  `${p.firstName} ${p.lastName}`.trim() || p.email;
