// How many file exports (CSV downloads) run at once. An export reads and writes rows for as long as it
// lasts (a second of CPU per ~60,000 rows), so twenty at once took the whole server: each ran 10 s and a
// mixed load fell from ~900 to 8 requests a second. The gate lets a few run per instance and one per
// person; others wait briefly in a queue, then get 429 Too Many Requests with Retry-After. Exports read
// through a small pool of their own (db/client.ts), so the interactive requests keep theirs, and give
// way to them: while an interactive request is in flight, a running export pauses after each piece it
// writes for five times as long as the piece took, so two exports take at most about a third of the
// server then; alone they run flat out.
//
// The counts live in the instance's memory: each instance bounds what it runs, which is what protects it.
// Nothing is lost when an instance stops (ADR 3): a download in progress fails either way.
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.js';
import type { Download } from './download.js';
import { AppError } from './errors.js';

export interface ExportLimits {
  /** Exports running at once on this instance; 0: no bound. */
  perInstance: number;
  /** Exports one person runs at once; 0: no bound. */
  perPerson: number;
  /** How long a request waits for a turn before 429, ms; 0: refused at once. */
  queueMs: number;
}

/** Requests waiting beyond this many are refused at once: a queue longer than that waits too long anyway. */
const MAX_WAITING = 20;
/** What Retry-After says: a few seconds, in which a running export of usual size finishes. */
export const EXPORT_RETRY_AFTER_SECONDS = 5;
/** An export's pause after a piece, while interactive requests are in flight: 5x the piece, at most this. */
const PAUSE_FACTOR = 5;
const MAX_PAUSE_MS = 100;

interface Waiter {
  person: string;
  start: () => void;
}

export type ExportGate = ReturnType<typeof createExportGate>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's export gate: its load for logs and tests. */
    exportGate: ExportGate;
  }
}

/** The gate of one instance; `db` is the database exports read through. */
export function createExportGate(limits: ExportLimits, db: Db) {
  let running = 0;
  /** Interactive requests (every API request but an export) whose handler is running. */
  let interactive = 0;
  const byPerson = new Map<string, number>();
  const waiting: Waiter[] = [];

  const fits = (person: string) =>
    (limits.perInstance === 0 || running < limits.perInstance) &&
    (limits.perPerson === 0 || (byPerson.get(person) ?? 0) < limits.perPerson);

  function start(person: string): () => void {
    running++;
    byPerson.set(person, (byPerson.get(person) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running--;
      const left = (byPerson.get(person) ?? 1) - 1;
      if (left > 0) byPerson.set(person, left);
      else byPerson.delete(person);
      // First come, first served among those who fit now (a person's second export waits for their first).
      for (const waiter of [...waiting]) {
        if (!fits(waiter.person)) continue;
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.start();
      }
    };
  }

  /** Waits for a turn; resolves with the function that gives it back, or fails with 429. */
  function acquire(person: string): Promise<() => void> {
    if (fits(person)) return Promise.resolve(start(person));
    const busy = limits.perPerson > 0 && (byPerson.get(person) ?? 0) >= limits.perPerson;
    if (limits.queueMs === 0 || waiting.length >= MAX_WAITING) return Promise.reject(tooMany(busy));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        person,
        start: () => {
          clearTimeout(timer);
          resolve(start(person));
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(tooMany(limits.perPerson > 0 && (byPerson.get(person) ?? 0) >= limits.perPerson));
      }, limits.queueMs);
      waiting.push(waiter);
    });
  }

  return {
    /** The database exports read through: a small pool of their own on PostgreSQL. */
    db,
    acquire,
    /** How many run and wait now (tests, logs). */
    get load() {
      return { running, waiting: waiting.length };
    },
    /** Marks an interactive request's handler as running, until the function it returns is called. */
    interactiveStarted(): () => void {
      interactive++;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        interactive--;
      };
    },
    /**
     * Runs `handler` (which returns the download) in a turn of `person`, and sends the download with the
     * turn given back when the body ends, fails or the client goes away. A refusal is a 429 whose
     * Retry-After is set on `reply`.
     */
    async run(person: string, reply: FastifyReply, handler: () => Promise<Download>): Promise<Download> {
      // Whichever comes first gives the turn back: the body is done (or failed), or the connection closed.
      let release: (() => void) | undefined;
      let gone = false;
      reply.raw.once('close', () => {
        gone = true;
        release?.();
      });
      try {
        release = await acquire(person);
      } catch (error) {
        reply.header('retry-after', String(EXPORT_RETRY_AFTER_SECONDS));
        throw error;
      }
      if (gone) release(); // the caller left while waiting: nothing to send
      try {
        const download = await handler();
        return { ...download, body: paced(download.body, release, () => interactive > 0) };
      } catch (error) {
        release();
        throw error;
      }
    },
  };
}

/** `body` piece by piece, pausing while `busy()` (see the top), and giving the turn back at its end. */
export async function* paced<T>(body: AsyncIterable<T>, release: () => void, busy: () => boolean): AsyncIterable<T> {
  const pieces = body[Symbol.asyncIterator]();
  try {
    for (;;) {
      const started = performance.now();
      const next = await pieces.next();
      if (next.done) return;
      const took = performance.now() - started;
      yield next.value;
      if (busy()) await new Promise((resolve) => setTimeout(resolve, Math.min(MAX_PAUSE_MS, took * PAUSE_FACTOR)));
    }
  } finally {
    await pieces.return?.();
    release();
  }
}

function tooMany(ownExportRunning: boolean) {
  return new AppError(
    429,
    'Too Many Requests',
    ownExportRunning
      ? 'Your other export is still running. Try again when it has finished.'
      : `The server is busy with other exports. Try again in ${EXPORT_RETRY_AFTER_SECONDS} seconds.`,
  );
}
