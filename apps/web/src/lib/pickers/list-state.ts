// Where a picker's list stands (loading, failed, empty, ready) and what it says about it, apart from
// the components so the words are tested. A list picker's options come from a lookup the screen reads
// already (one request per lookup, shared with its other fields).

export type ListState = 'loading' | 'failed' | 'empty' | 'ready';

/** No options yet: loading, unless the read failed. */
export function listState(options: readonly unknown[] | undefined, failed = false): ListState {
  if (failed && options === undefined) return 'failed';
  if (options === undefined) return 'loading';
  return options.length === 0 ? 'empty' : 'ready';
}

/** The line under the field for a list that cannot be chosen from; none while loading or ready. */
export function listNote(state: ListState, plural: string): string | undefined {
  if (state === 'failed') return `The ${plural} could not be loaded.`;
  if (state === 'empty') return `No ${plural} to choose from.`;
  return undefined;
}

/** What a list picker needs of a lookup's part: its items (undefined while loading) and its failure. */
export interface PickerSource<T> {
  options: readonly T[] | undefined;
  failed?: boolean;
  onRetry?: () => void;
}

/** A query's part as a picker's source: `{...fromLookup(lookup, (l) => l.courses)}`. */
export function fromLookup<L, T>(
  query: { data: L | undefined; isError: boolean; refetch: () => unknown },
  pick: (lookup: L) => readonly T[],
): PickerSource<T> {
  return {
    options: query.data === undefined ? undefined : pick(query.data),
    failed: query.isError,
    onRetry: () => void query.refetch(),
  };
}
