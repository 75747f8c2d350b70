// Ticked words of a set filter as the address value, kept out of search.ts: that module is in the
// console's first load (route options), this is not needed before the list's filters show.
import { setWords } from './search';

/** The set a list of ticked words stands for (all of them, the default, when none is ticked). */
export function joinSet<const T extends readonly string[]>(values: T, words: readonly string[]): string {
  const picked = setWords(values, words.join(','));
  return (picked.length ? picked : values).join(',');
}
