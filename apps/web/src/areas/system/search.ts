// Search params of the System screen: the e-mail outbox list (state, recipient; 50 a page) and the
// message open in the viewer, so a message can be linked to. First load: no zod.
import type { contract } from '@eco/contract';
import { choice, id, listSearch, type SearchOf, sorting, text } from '../../lib/search';
import type { QueryMatches } from '../../lib/search-check';

export const outboxSearch = listSearch({
  pageSize: 50,
  sort: sorting(['createdAt', 'to', 'subject', 'state', 'sentAt'], 'createdAt', true),
  filters: { state: choice(['Queued', 'Sent', 'Failed']), recipient: text() },
  extra: { message: id() },
});
export type OutboxSearch = SearchOf<typeof outboxSearch>;
export const outboxQueryMatches: QueryMatches<Omit<OutboxSearch, 'message'>, typeof contract.system.outbox> = true;
