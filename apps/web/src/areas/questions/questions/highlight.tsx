// A search match as the server marked it: runs of text, the matching ones in <mark>. Rendered as text
// (React escapes it), never as HTML: a question's words are the author's, not markup to trust.
import type { QuestionHighlight } from '@eco/contract';

export function Highlighted({ segments }: { segments: QuestionHighlight['segments'] }) {
  return (
    <>
      {segments.map((s, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one excerpt never reorder.
        s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>,
      )}
    </>
  );
}

/** Where the query was found, beside the excerpt of each facet but the prompt's (shown as the cell). */
export function HighlightList({ highlights }: { highlights: readonly QuestionHighlight[] }) {
  const others = highlights.filter((h) => h.facet !== 'Prompt');
  if (others.length === 0) return null;
  return (
    <ul className="question-matches">
      {others.map((h) => (
        <li key={h.facet}>
          <span className="question-matches__facet">{h.facet}:</span> <Highlighted segments={h.segments} />
        </li>
      ))}
    </ul>
  );
}
