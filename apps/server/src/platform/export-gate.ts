// How many file exports (CSV downloads) run at once. An export reads and writes rows for as long as it
// lasts (a second of CPU per ~60,000 rows), so twenty at once took the whole server: each ran 10 s and a
// mixed load fell from ~900 to 8 requests a second. The gate lets a few run per instance and one per
// person; others wait briefly in a queue, then get 429 Too Many Requests with Retry-After. Exports read
// through a small pool of their own (db/client.ts), so the interactive requests keep theirs.
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
        return { ...download, body: releasing(download.body, release) };
      } catch (error) {
        release();
        throw error;
      }
    },
  };
}

async function* releasing<T>(body: AsyncIterable<T>, release: () => void): AsyncIterable<T> {
  try {
    yield* body;
  } finally {
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
