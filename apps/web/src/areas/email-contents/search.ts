// Search params of the Email Content list (first load: no zod, the contract by type).
import type { contract } from '@eco/contract';
import { choice, choiceDefault, listSearch, type SearchOf, text } from '../../lib/search';
import type { QueryMatches } from '../../lib/search-check';

export const emailContentSearch = listSearch({
  pageSize: 150,
  filters: {
    // Spec section 3: the list's language, English unless chosen.
    languageId: choiceDefault(['en', 'zh', 'ja'], 'en'),
    search: text(),
    state: choice(['missing', 'outdated', 'current']),
  },
});
export type EmailContentSearch = SearchOf<typeof emailContentSearch>;
export const emailContentQueryMatches: QueryMatches<EmailContentSearch, typeof contract.emailContents.list> = true;
