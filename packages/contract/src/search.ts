// Go to: one search box for the whole console. Each area declares what it can find (its finders, on the
// server) and where a result opens (its routes, in the console); a person finds only what their
// capabilities let them view.
import { z } from 'zod';
import { defineContractArea } from './area.js';
import { endpoint } from './endpoint.js';

/** What a result is; the console opens each kind on its own screen. Later areas add theirs here. */
export const searchKinds = [
  'passcode',
  'passcodeOrder',
  'enrollmentCode',
  'enrollmentCodeOrder',
  'course',
  'product',
  'selfPacedStudent',
  'outboxMessage',
  'account',
  'invoice',
  'partner',
  'class',
  'trainer',
] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Results of one kind at most (the console shows the first few and the list has the rest). */
export const SEARCH_LIMIT_PER_KIND = 5;

export const searchResult = z.object({
  kind: z.enum(searchKinds),
  /** What the kind's screen is opened with: a record id, a code, an order number or an e-mail. */
  id: z.string(),
  label: z.string(),
  detail: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const searchGroup = z.object({
  /** The API area that found them (its contract key). */
  area: z.string(),
  kind: z.enum(searchKinds),
  /** The group's heading, e.g. Passcodes. */
  label: z.string(),
  results: z.array(searchResult).max(SEARCH_LIMIT_PER_KIND),
});
export type SearchGroup = z.infer<typeof searchGroup>;

export const searchQuery = z.object({
  /** An e-mail, admId, code, order number, course code, invoice number or class id: matched exactly or by
   * its start; or part of a name from 3 characters. Required, of
   * 2 characters or more: a missing text is refused like an empty one rather than answered with nothing. */
  q: z.string({ error: 'Type at least 2 characters' }).trim().min(2, 'Type at least 2 characters').max(254),
});

export const search = {
  find: endpoint({
    method: 'GET',
    path: '/search',
    access: 'signedIn',
    summary:
      'Go to: records matching an e-mail, admId, code, order number, course code, invoice or credit note number, ' +
      "class id (exactly, or by their start), or part of a person's, trainer's or partner's name, " +
      'grouped by kind, at most 5 a kind, only of the kinds the caller may view.',
    query: searchQuery,
    response: z.object({ groups: z.array(searchGroup) }),
  }),
};

/** The search area: its endpoints and OpenAPI tag (area.ts). */
export const searchArea = defineContractArea({
  key: 'search',
  word: 'search',
  tag: "Search: go to a record from anywhere, among the kinds the caller's capabilities let them view.",
  endpoints: search,
});
