// The export gate on its own: how many run per instance and per person, who waits and in which order,
// and when a wait ends in 429 Too Many Requests. Over HTTP: tests/exports.test.ts.
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { AppError } from './errors.js';
import { createExportGate, type ExportLimits, paced } from './export-gate.js';

const gate = (limits: Partial<ExportLimits> = {}) =>
  createExportGate({ perInstance: 2, perPerson: 1, queueMs: 0, ...limits }, {} as Db);

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      return error as AppError;
    },
  );

describe('export gate', () => {
  it('runs one export per person: a second one is refused with 429 while the first runs', async () => {
    const g = gate();
    const release = await g.acquire('ana');
    const refused = await refusal(g.acquire('ana'));
    expect(refused.status).toBe(429);
    expect(refused.detail).toBe('Your other export is still running. Try again when it has finished.');
    release();
    (await g.acquire('ana'))();
    expect(g.load).toEqual({ running: 0, waiting: 0 });
  });

  it('runs at most perInstance exports, whoever asks', async () => {
    const g = gate();
    await g.acquire('ana');
    await g.acquire('ben');
    const refused = await refusal(g.acquire('cy'));
    expect(refused.detail).toBe('The server is busy with other exports. Try again in 5 seconds.');
    expect(g.load).toEqual({ running: 2, waiting: 0 });
  });

  it('lets waiters in first come, first served as turns are given back', async () => {
    const g = gate({ queueMs: 5_000 });
    const ana = await g.acquire('ana');
    const ben = await g.acquire('ben');
    const order: string[] = [];
    const turn = async (person: string) => {
      const release = await g.acquire(person);
      order.push(person);
      return release;
    };
    const cy = turn('cy');
    const dee = turn('dee');
    expect(g.load).toEqual({ running: 2, waiting: 2 });
    ana();
    (await cy)();
    ben();
    (await dee)();
    expect(order).toEqual(['cy', 'dee']);
    expect(g.load).toEqual({ running: 0, waiting: 0 });
  });

  it("lets a person's second export wait for their first, without holding up others behind it", async () => {
    const g = gate({ perInstance: 3, queueMs: 5_000 });
    const first = await g.acquire('ana');
    const second = g.acquire('ana');
    (await g.acquire('ben'))(); // room on the instance: ben need not wait behind ana's second
    expect(g.load).toEqual({ running: 1, waiting: 1 });
    first();
    (await second)();
    expect(g.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a waiter whose turn does not come within queueMs', async () => {
    const g = gate({ perInstance: 1, queueMs: 30 });
    await g.acquire('ana');
    const started = Date.now();
    expect((await refusal(g.acquire('ben'))).status).toBe(429);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(g.load).toEqual({ running: 1, waiting: 0 });
  });

  it('gives a turn back once however often it is released', async () => {
    const g = gate({ perInstance: 1 });
    const release = await g.acquire('ana');
    release();
    release();
    await g.acquire('ben');
    expect(g.load.running).toBe(1);
  });

  it('has no bound when the limits are 0 (measuring without it)', async () => {
    const g = gate({ perInstance: 0, perPerson: 0 });
    await Promise.all(Array.from({ length: 50 }, () => g.acquire('ana')));
    expect(g.load.running).toBe(50);
  });

  it('pauses a running export after each piece while interactive requests are in flight', async () => {
    // Three pieces that take at least 10 ms each to make (a batch read and written).
    async function* pieces() {
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        yield i;
      }
    }
    const read = async (busy: boolean) => {
      let released = 0;
      const started = performance.now();
      const got: number[] = [];
      for await (const piece of paced(
        pieces(),
        () => released++,
        () => busy,
      ))
        got.push(piece);
      expect(got).toEqual([0, 1, 2]);
      expect(released).toBe(1);
      return performance.now() - started;
    };
    // Busy: after each piece a pause of at least five times what it took. A 10 ms timer may fire up to
    // a millisecond early against performance.now() (Node rounds its timer clock), so 9 ms a piece.
    expect(await read(true)).toBeGreaterThanOrEqual(3 * 9 + 3 * 45);
    await read(false);
  });
});
