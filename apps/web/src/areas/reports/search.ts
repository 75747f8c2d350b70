// Search params of the user-interaction report: the date range, kind and e-mail live in the query string
// and are read back on load. Route options are in the first load: no zod, the contract by type only.
import type { contract, UserInteractionKind } from '@eco/contract';
import { choice, isoDay, listSearch, type SearchOf, text } from '../../lib/search';
import type { QueryMatches } from '../../lib/search-check';

/** The kinds, as the contract lists them (kept in step by the type below). */
export const interactionKindValues = [
  'identity.sign-in',
  'identity.sign-in-failed',
  'identity.sign-in-throttled',
  'identity.sign-out',
  'identity.password-reset',
  'identity.email-verified',
  'accounts.block',
  'accounts.unblock',
  'accounts.delete',
  'accounts.forgot-password',
  'accounts.resend-verification',
  'accounts.merge',
] as const satisfies readonly UserInteractionKind[];

/** 100 a page, newest first (the server's order); the range is required, so it always has dates. */
export const interactionSearch = listSearch({
  pageSize: 100,
  filters: {
    userInteractionStartDate: isoDay(),
    userInteractionEndDate: isoDay(),
    kind: choice(interactionKindValues),
    email: text(),
  },
});
export type InteractionSearch = SearchOf<typeof interactionSearch>;
export type InteractionRange = InteractionSearch & { userInteractionStartDate: string; userInteractionEndDate: string };

const isoDayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A range is always shown: a missing date becomes the last seven days (today and the six before, UTC,
 * as the server counts days), so the report opens with something to read and the fields show it.
 */
export function withRange(search: InteractionSearch): InteractionRange {
  const today = new Date();
  const weekAgo = new Date(today.getTime() - 6 * 86_400_000);
  return {
    ...search,
    userInteractionStartDate: search.userInteractionStartDate ?? isoDayOf(weekAgo),
    userInteractionEndDate: search.userInteractionEndDate ?? isoDayOf(today),
  };
}

export const interactionQueryMatches: QueryMatches<InteractionRange, typeof contract.reports.userInteractions> = true;

/** The route's search: the list's params, with the range filled in (withRange). */
export const interactionRouteSearch = {
  parse: (input: Parameters<typeof interactionSearch.schema.parse>[0]) =>
    withRange(interactionSearch.schema.parse(input)),
};
