// Long unbroken words (an e-mail address, an id, a path) in a narrow box: they wrap where a reader
// expects, after '@', '.', '/', '_' or '-', instead of at whatever letter meets the edge.
import { Fragment, type ReactNode } from 'react';

/** Longer than this, a word gets break opportunities; shorter ones fit any box they are shown in. */
const LONG_WORD = 20;

/** The places a long word may wrap: after each of its separators. */
export const breakPoints = (word: string) => word.split(/(?<=[@./_-])/);

/** The text as nodes, each long word given its break opportunities (<wbr>). */
export function withBreaks(text: string): ReactNode {
  if (!text.split(/\s+/).some((word) => word.length > LONG_WORD)) return text;
  return text.split(/(\s+)/).map((word, i) =>
    word.length > LONG_WORD ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the words of one fixed text, in order.
      <Fragment key={i}>
        {breakPoints(word).map((part, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one word, in order.
          <Fragment key={j}>
            {j > 0 && <wbr />}
            {part}
          </Fragment>
        ))}
      </Fragment>
    ) : (
      word
    ),
  );
}
