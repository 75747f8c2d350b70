// A search box's requests: sent once typing pauses, each new text aborting the request before it, so
// only the latest text's answer is ever shown (an older, slower answer would replace a newer one).
// Pure, apart from timers, so the pickers' typing rules are tested without a browser.

/** A search on a contract endpoint: the text typed and the signal that aborts it. */
export type SearchCall<T> = (text: string, signal: AbortSignal) => Promise<readonly T[]>;

/**
 * Where the latest text stands: 'short' is too little typed to ask (no request is sent), 'searching' its
 * request is on its way, then what it found.
 */
export type SearchOutcome<T> =
  | { state: 'short' }
  | { state: 'searching' }
  | { state: 'found'; items: readonly T[] }
  | { state: 'empty' }
  | { state: 'failed' };

export interface LatestSearchOptions<T> {
  search: SearchCall<T>;
  onOutcome: (outcome: SearchOutcome<T>) => void;
  /** Characters (after trimming) before the server is asked; default 1. */
  minLength?: number;
  /** The pause in typing that sends the request, in ms; default 250. */
  delayMs?: number;
}

export interface LatestSearch {
  /** The text now in the box: replaces whatever was waiting or on its way. */
  type(text: string): void;
  /** Nothing more to find (the box was emptied or left the page): drop the waiting and the running. */
  cancel(): void;
}

export const SEARCH_DELAY_MS = 250;

export function latestSearch<T>({
  search,
  onOutcome,
  minLength = 1,
  delayMs = SEARCH_DELAY_MS,
}: LatestSearchOptions<T>): LatestSearch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | undefined;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    running?.abort();
    running = undefined;
  };

  const send = async (text: string) => {
    const controller = new AbortController();
    running = controller;
    onOutcome({ state: 'searching' });
    try {
      const items = await search(text, controller.signal);
      if (controller.signal.aborted) return;
      onOutcome(items.length > 0 ? { state: 'found', items } : { state: 'empty' });
    } catch {
      // An aborted request was replaced on purpose; only the latest one's failure is news.
      if (!controller.signal.aborted) onOutcome({ state: 'failed' });
    } finally {
      if (running === controller) running = undefined;
    }
  };

  return {
    type(raw) {
      cancel();
      const text = raw.trim();
      if (text.length < minLength) {
        onOutcome({ state: 'short' });
        return;
      }
      timer = setTimeout(() => {
        timer = undefined;
        void send(text);
      }, delayMs);
    },
    cancel,
  };
}

/** The line that says why no suggestion shows: nothing matched, or the search failed. */
export function searchNote(outcome: SearchOutcome<unknown> | null, plural: string): string | undefined {
  if (outcome?.state === 'empty') return `No ${plural} match.`;
  if (outcome?.state === 'failed') return `The ${plural} could not be searched. Type again to retry.`;
  return undefined;
}
