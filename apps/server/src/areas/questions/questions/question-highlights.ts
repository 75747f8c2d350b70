// The matches of a search shown in a list row: per facet the text was found in, an excerpt around the
// first match split into runs marked `match` or not, so the console renders <mark> around text it
// escapes like any other (no HTML is ever built here). Case-insensitive, as the database's LIKE on lower().
import type { QueryFacet, QuestionHighlight } from '@eco/contract';

/** Characters of context kept before the first match and in the whole excerpt. */
const BEFORE = 40;
const EXCERPT = 160;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The excerpt of `text` around the first match of `query`, in runs; null when it does not contain it. */
export function highlight(text: string, query: string): QuestionHighlight['segments'] | null {
  const pattern = new RegExp(escapeRegExp(query), 'giu');
  const first = pattern.exec(text);
  if (!first) return null;
  const start = Math.max(0, first.index - BEFORE);
  const end = Math.min(text.length, start + Math.max(EXCERPT, first[0].length + BEFORE));
  const excerpt = text.slice(start, end).replace(/\s+/g, ' ');
  const segments: QuestionHighlight['segments'] = [];
  if (start > 0) segments.push({ text: '…', match: false });
  let at = 0;
  for (const m of excerpt.matchAll(new RegExp(escapeRegExp(query), 'giu'))) {
    if (m.index > at) segments.push({ text: excerpt.slice(at, m.index), match: false });
    segments.push({ text: m[0], match: true });
    at = m.index + m[0].length;
  }
  if (at < excerpt.length) segments.push({ text: excerpt.slice(at), match: false });
  if (end < text.length) segments.push({ text: '…', match: false });
  return segments;
}

/** Each chosen facet the query was found in, with its excerpt. */
export function highlightsOf(
  texts: Record<QueryFacet, string>,
  facets: readonly QueryFacet[],
  query: string | undefined,
): QuestionHighlight[] {
  if (!query) return [];
  return facets.flatMap((facet) => {
    const segments = highlight(texts[facet], query);
    return segments ? [{ facet, segments }] : [];
  });
}

/** The prompt's plain text, shortened for a list row. */
export const excerptOf = (text: string, length = 200) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};
