// The start page: what needs the person now. Each area declares its counts (e.g. e-mails that failed)
// with the list that shows them; a person gets only those of the areas they may see.
import { z } from 'zod';
import { defineContractArea } from './area.js';
import { endpoint } from './endpoint.js';

export const attentionItem = z.object({
  /** Stable name of the count, e.g. failedEmails. */
  key: z.string(),
  /** The console's work area whose card shows it (its menu key, e.g. system). */
  area: z.string(),
  /** What is counted, in words for a count of 1 and of more: "e-mail that failed" / "e-mails that failed". */
  one: z.string(),
  other: z.string(),
  count: z.number().int().min(0),
  /** The console screen listing them, and its filters. */
  to: z.string(),
  search: z.record(z.string(), z.string()),
});
export type AttentionItem = z.infer<typeof attentionItem>;

export const home = {
  attention: endpoint({
    method: 'GET',
    path: '/home/attention',
    access: 'signedIn',
    summary: 'What needs the caller: one count per thing to act on, of the areas the caller may see (zeros too).',
    response: z.object({ items: z.array(attentionItem) }),
  }),
};

/** The home area: its endpoints and OpenAPI tag (area.ts). */
export const homeArea = defineContractArea({
  key: 'home',
  word: 'home',
  tag: 'Home: what needs the caller now, counted per area the caller may see.',
  endpoints: home,
});
