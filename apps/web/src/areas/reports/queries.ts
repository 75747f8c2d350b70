// Reads of the Reports area: one query-options factory per read, shared by the route loader and the screen.
import { contract } from '@eco/contract';
import { listQueryOptions } from '../../lib/list/page';
import { type InteractionSearch, withRange } from './search';

export const interactionsKey = ['reports', 'user-interactions'] as const;

/** The page of the search (its range filled in: the server needs both dates). */
export const interactionListQueryOptions = (search: InteractionSearch) =>
  listQueryOptions(interactionsKey, contract.reports.userInteractions, withRange(search));
