import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { Autosaver } from './autosave';

interface Saved {
  version: number;
}

const problem = (status: number, errors?: Record<string, string[]>) =>
  new ApiError(
    status,
    '',
    { type: 'about:blank', title: 't', status, detail: 'd', ...(errors ? { errors } : {}) },
    'x',
  );

function setup(persist: (values: string, version: number | null) => Promise<Saved>) {
  const calls: { values: string; version: number | null }[] = [];
  const saver = new Autosaver<string, Saved>({
    values: 'a',
    version: 1,
    persist: (values, version) => {
      calls.push({ values, version });
      return persist(values, version);
    },
    versionOf: (r) => r.version,
    onChange: () => {},
    delayMs: 800,
    retryMs: 5000,
    now: () => 42,
  });
  return { saver, calls };
}

/** A server that answers every save with the next version. */
const versions = () => {
  let v = 1;
  return async () => ({ version: ++v });
};

describe('question draft autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once the author pauses, not at every keystroke', async () => {
    const { saver, calls } = setup(versions());
    saver.edit('ab');
    await vi.advanceTimersByTimeAsync(500);
    saver.edit('abc');
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toEqual([]);
    expect(saver.status.kind).toBe('pending');
    await vi.advanceTimersByTimeAsync(400);
    expect(calls).toEqual([{ values: 'abc', version: 1 }]);
    expect(saver.status).toEqual({ kind: 'clean', savedAt: 42 });
    expect(saver.version).toBe(2);
  });

  it('saves what was typed during a save right after it, with the version that save answered', async () => {
    let release: (v: Saved) => void = () => {};
    let first = true;
    const { saver, calls } = setup(
      (_, version) =>
        new Promise((resolve) => {
          if (first) {
            first = false;
            release = resolve;
          } else resolve({ version: (version ?? 0) + 1 });
        }),
    );
    saver.edit('ab');
    await vi.advanceTimersByTimeAsync(800);
    expect(saver.status.kind).toBe('saving');
    saver.edit('abc');
    release({ version: 2 });
    await vi.advanceTimersByTimeAsync(800);
    expect(calls).toEqual([
      { values: 'ab', version: 1 },
      { values: 'abc', version: 2 },
    ]);
    expect(saver.dirty).toBe(false);
  });

  it('nothing to save when the author types back what was saved', async () => {
    const { saver, calls } = setup(versions());
    saver.edit('ab');
    saver.edit('a');
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toEqual([]);
    expect(saver.status.kind).toBe('clean');
  });

  it('stops at a conflict and never saves over the other version until the author chooses', async () => {
    const { saver, calls } = setup(async (_, version) => {
      if (version === 1) throw problem(409);
      return { version: (version ?? 0) + 1 };
    });
    saver.edit('mine');
    await vi.advanceTimersByTimeAsync(800);
    expect(saver.status.kind).toBe('conflict');
    saver.edit('mine, more');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(await saver.flush()).toBe(false);

    saver.resolve('mine', { values: 'theirs', version: 7 });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.at(-1)).toEqual({ values: 'mine, more', version: 7 });
    expect(saver.status.kind).toBe('clean');
  });

  it('takes the other version when the author chooses theirs', async () => {
    const { saver, calls } = setup(async () => {
      throw problem(409);
    });
    saver.edit('mine');
    await vi.advanceTimersByTimeAsync(800);
    saver.resolve('theirs', { values: 'theirs', version: 7 });
    expect(saver.values).toBe('theirs');
    expect(saver.dirty).toBe(false);
    expect(saver.version).toBe(7);
    expect(calls).toHaveLength(1);
  });

  it('shows field errors of a refused save and saves again once the values change', async () => {
    const { saver, calls } = setup(async (values) => {
      if (values === 'bad') throw problem(400, { points: ['At most 10,000'] });
      return { version: 2 };
    });
    saver.edit('bad');
    await vi.advanceTimersByTimeAsync(800);
    expect(saver.status).toEqual({ kind: 'invalid', message: 'Not saved: correct the highlighted fields' });
    expect(saver.errors).toEqual({ points: ['At most 10,000'] });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    saver.edit('good');
    await vi.advanceTimersByTimeAsync(800);
    expect(saver.errors).toEqual({});
    expect(saver.status.kind).toBe('clean');
  });

  it('keeps the values and tries again after a lost connection', async () => {
    let online = false;
    const { saver, calls } = setup(async () => {
      if (!online) throw new ApiError(0, '', null, '');
      return { version: 2 };
    });
    saver.edit('ab');
    await vi.advanceTimersByTimeAsync(800);
    expect(saver.status).toEqual({ kind: 'failed', message: 'Not saved: no connection. Trying again…' });
    online = true;
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(2);
    expect(saver.status.kind).toBe('clean');
  });

  it('saves the draft before another call about the question, which then gets the saved version', async () => {
    const { saver, calls } = setup(versions());
    saver.edit('ab');
    const seen: (number | null)[] = [];
    const result = await saver.run(
      async (version) => {
        seen.push(version);
        return { version: 9 };
      },
      (r) => r.version,
    );
    expect(calls).toEqual([{ values: 'ab', version: 1 }]);
    expect(seen).toEqual([2]);
    expect(result.version).toBe(9);
    expect(saver.version).toBe(9);
  });
});
