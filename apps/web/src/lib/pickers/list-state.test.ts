// A list picker's states and notes, and a lookup query as its source.
import { describe, expect, it, vi } from 'vitest';
import { fromLookup, listNote, listState } from './list-state';

describe('list picker state', () => {
  it('is loading until options come, failed when the read failed, else empty or ready', () => {
    expect(listState(undefined)).toBe('loading');
    expect(listState(undefined, true)).toBe('failed');
    expect(listState([])).toBe('empty');
    expect(listState([1])).toBe('ready');
    // A refetch that fails keeps the list read before: it can still be chosen from.
    expect(listState([1], true)).toBe('ready');
  });

  it('says why nothing can be chosen, and nothing otherwise', () => {
    expect(listNote('failed', 'courses')).toBe('The courses could not be loaded.');
    expect(listNote('empty', 'trainers')).toBe('No trainers to choose from.');
    expect(listNote('loading', 'courses')).toBeUndefined();
    expect(listNote('ready', 'courses')).toBeUndefined();
  });

  it('takes a lookup query’s part, its failure and its retry', () => {
    const refetch = vi.fn();
    const source = fromLookup({ data: { courses: [1, 2] }, isError: false, refetch }, (l) => l.courses);
    expect(source).toMatchObject({ options: [1, 2], failed: false });
    source.onRetry?.();
    expect(refetch).toHaveBeenCalledOnce();
    expect(
      fromLookup({ data: undefined, isError: true, refetch }, (l: { courses: number[] }) => l.courses),
    ).toMatchObject({ options: undefined, failed: true });
  });
});
