// The search box's typing rules: debounced, the previous request aborted, short text not sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestSearch, type SearchOutcome, searchNote } from './latest-search';

/** A search whose answers the test gives, one pending request per text. */
function fakeServer() {
  const calls: { text: string; signal: AbortSignal; answer: (items: string[]) => void; fail: () => void }[] = [];
  const search = (text: string, signal: AbortSignal) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ text, signal, answer: resolve, fail: () => reject(new Error('refused')) });
    });
  return { calls, search };
}

describe('latestSearch', () => {
  let outcomes: SearchOutcome<string>[];
  beforeEach(() => {
    vi.useFakeTimers();
    outcomes = [];
  });
  afterEach(() => vi.useRealTimers());

  it('asks once typing pauses, with the trimmed text', async () => {
    const server = fakeServer();
    const s = latestSearch({ search: server.search, onOutcome: (o) => outcomes.push(o), delayMs: 250 });
    s.type('a');
    await vi.advanceTimersByTimeAsync(100);
    s.type('ad');
    await vi.advanceTimersByTimeAsync(100);
    s.type(' ada ');
    await vi.advanceTimersByTimeAsync(249);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls.map((c) => c.text)).toEqual(['ada']);
    expect(outcomes).toEqual([{ state: 'searching' }]);
    server.calls[0]?.answer(['ada@example.com']);
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes.at(-1)).toEqual({ state: 'found', items: ['ada@example.com'] });
  });

  it('aborts the request on its way when the text changes, and never shows its answer', async () => {
    const server = fakeServer();
    const s = latestSearch({ search: server.search, onOutcome: (o) => outcomes.push(o) });
    s.type('ad');
    await vi.runAllTimersAsync();
    s.type('ada');
    expect(server.calls[0]?.signal.aborted).toBe(true);
    await vi.runAllTimersAsync();
    server.calls[0]?.answer(['old']);
    server.calls[1]?.answer([]);
    await vi.runAllTimersAsync();
    expect(outcomes.filter((o) => o.state !== 'searching')).toEqual([{ state: 'empty' }]);
  });

  it('does not ask for text shorter than its minimum, and says so at once', async () => {
    const server = fakeServer();
    const s = latestSearch({ search: server.search, onOutcome: (o) => outcomes.push(o), minLength: 2 });
    s.type(' a ');
    await vi.runAllTimersAsync();
    expect(server.calls).toHaveLength(0);
    expect(outcomes).toEqual([{ state: 'short' }]);
  });

  it('reports the latest request’s failure, not an aborted one’s', async () => {
    const server = fakeServer();
    const s = latestSearch({ search: server.search, onOutcome: (o) => outcomes.push(o) });
    s.type('ad');
    await vi.runAllTimersAsync();
    s.cancel();
    server.calls[0]?.fail();
    await vi.runAllTimersAsync();
    expect(outcomes).toEqual([{ state: 'searching' }]);
    s.type('ada');
    await vi.runAllTimersAsync();
    server.calls[1]?.fail();
    await vi.runAllTimersAsync();
    expect(outcomes.at(-1)).toEqual({ state: 'failed' });
  });

  it('cancel drops a search still waiting for the pause', async () => {
    const server = fakeServer();
    const s = latestSearch({ search: server.search, onOutcome: (o) => outcomes.push(o) });
    s.type('ada');
    s.cancel();
    await vi.runAllTimersAsync();
    expect(server.calls).toHaveLength(0);
    expect(outcomes).toEqual([]);
  });
});

describe('searchNote', () => {
  it('says why no suggestion shows', () => {
    expect(searchNote({ state: 'empty' }, 'accounts')).toBe('No accounts match.');
    expect(searchNote({ state: 'failed' }, 'accounts')).toBe(
      'The accounts could not be searched. Type again to retry.',
    );
    expect(searchNote({ state: 'found', items: [1] }, 'accounts')).toBeUndefined();
    expect(searchNote(null, 'accounts')).toBeUndefined();
  });
});
