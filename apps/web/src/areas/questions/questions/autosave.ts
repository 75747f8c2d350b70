// The question draft's autosave, written apart from React so its rules can be tested: the values are
// saved a moment after the author stops typing, one save at a time (a change made during a save is saved
// right after it, with the version that save answered), and every other call to the server about the
// question waits for the draft to be saved first (staging must stage what is on screen). A save is never
// forced over someone else's: a 409 stops autosaving until the author chooses between the two versions.
// A lost connection or a failing server is retried, with the values kept meanwhile.
import { ApiError } from '../../../lib/api-error';

export type SaveStatus =
  /** Nothing changed since the question was read or last saved. */
  | { kind: 'clean'; savedAt: number | null }
  /** Changed: saved once the author pauses. */
  | { kind: 'pending' }
  | { kind: 'saving' }
  /** The server refused values (field errors): saved again once they change. */
  | { kind: 'invalid'; message: string }
  /** No answer, or the server failed: tried again shortly. */
  | { kind: 'failed'; message: string }
  /** Someone else saved meanwhile: nothing is saved until the author chooses. */
  | { kind: 'conflict' };

export interface AutosaverOptions<V, R> {
  values: V;
  version: number | null;
  /** Sends the values (create or save), with the version they were made on. */
  persist: (values: V, version: number | null) => Promise<R>;
  versionOf: (result: R) => number;
  /** Notified after each change of state (React renders then). */
  onChange: () => void;
  /** After each successful save, with the values it saved. */
  onSaved?: (result: R, values: V) => void;
  delayMs?: number;
  retryMs?: number;
  now?: () => number;
}

export const AUTOSAVE_DELAY_MS = 800;
export const AUTOSAVE_RETRY_MS = 5000;

const json = (value: unknown) => JSON.stringify(value ?? null);

export class Autosaver<V, R> {
  values: V;
  version: number | null;
  status: SaveStatus = { kind: 'clean', savedAt: null };
  /** Field errors of the last refused save, by dotted path. */
  errors: Record<string, string[]> = {};
  private saved: string;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private disposed = false;
  private readonly options: AutosaverOptions<V, R>;

  constructor(options: AutosaverOptions<V, R>) {
    this.options = options;
    this.values = options.values;
    this.version = options.version;
    this.saved = json(options.values);
  }

  get dirty(): boolean {
    return json(this.values) !== this.saved;
  }

  /** The author changed something: saved after the pause (not while a conflict waits for a choice). */
  edit(values: V): void {
    this.values = values;
    if (this.status.kind !== 'conflict') {
      if (!this.dirty) {
        this.clearTimer();
        if (this.status.kind === 'pending') this.status = { kind: 'clean', savedAt: null };
      } else {
        if (this.status.kind !== 'saving') this.status = { kind: 'pending' };
        this.schedule(this.options.delayMs ?? AUTOSAVE_DELAY_MS);
      }
    }
    this.options.onChange();
  }

  /**
   * Saves now what is not saved yet, and waits for it; true when everything is saved. `force` saves the
   * values even unchanged (a new question created as it was prefilled: a duplicate).
   */
  async flush(options: { force?: boolean } = {}): Promise<boolean> {
    this.clearTimer();
    while (this.running) await this.running;
    if (this.status.kind === 'conflict') return false;
    if (options.force && !this.dirty) this.saved = json(undefined);
    if (this.dirty) await this.save();
    return !this.dirty && this.kind() !== 'conflict' && this.kind() !== 'invalid';
  }

  /**
   * Values made on a version that is no longer the server's (a reload brought back unsaved changes made
   * before someone else saved): held as a conflict, for the author to choose.
   */
  conflictWith(values: V): void {
    this.clearTimer();
    this.values = values;
    this.status = { kind: 'conflict' };
    this.options.onChange();
  }

  /**
   * Another call about the question (stage, publish, its tests): the draft is saved first, then the call
   * gets the current version; the version it answers is the one the next save sends.
   */
  async run<T>(call: (version: number | null) => Promise<T>, versionOf: (result: T) => number): Promise<T> {
    if (!(await this.flush())) throw new Error('The draft is not saved: resolve that first.');
    const task = call(this.version).then((result) => {
      this.version = versionOf(result);
      return result;
    });
    this.running = task.then(
      () => undefined,
      () => undefined,
    );
    try {
      return await task;
    } finally {
      this.running = null;
    }
  }

  /** After a conflict: keep mine (saved over the version read now) or take theirs (the values read now). */
  resolve(choice: 'mine' | 'theirs', server: { values: V; version: number }): void {
    this.version = server.version;
    this.errors = {};
    if (choice === 'theirs') {
      this.values = server.values;
      this.saved = json(server.values);
      this.status = { kind: 'clean', savedAt: null };
      this.options.onChange();
      return;
    }
    this.saved = json(server.values);
    this.status = { kind: 'pending' };
    this.options.onChange();
    void this.save();
  }

  /** The question was changed here by another call (a lifecycle action): start over from its values. */
  reset(values: V, version: number): void {
    this.clearTimer();
    this.values = values;
    this.version = version;
    this.saved = json(values);
    this.errors = {};
    this.status = { kind: 'clean', savedAt: this.status.kind === 'clean' ? this.status.savedAt : null };
    this.options.onChange();
  }

  /** Read afresh (a save changes it while the caller awaits). */
  private kind(): SaveStatus['kind'] {
    return this.status.kind;
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
  }

  private schedule(ms: number) {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save();
    }, ms);
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async save(): Promise<void> {
    if (this.running) {
      // One save at a time: this one follows the save under way (the change is still unsaved then).
      await this.running;
      if (this.dirty && this.status.kind !== 'conflict' && !this.timer) return this.save();
      return;
    }
    if (!this.dirty || this.status.kind === 'conflict') return;
    const values = this.values;
    const sent = json(values);
    this.status = { kind: 'saving' };
    this.options.onChange();
    this.running = this.send(values, sent);
    try {
      await this.running;
    } finally {
      this.running = null;
    }
    // Typed during the save: saved in its turn (unless a pause is already counting down, or it failed).
    if (this.dirty && this.kind() === 'clean' && !this.timer && !this.disposed) {
      this.status = { kind: 'pending' };
      this.options.onChange();
      await this.save();
    }
  }

  private async send(values: V, sent: string): Promise<void> {
    try {
      const result = await this.options.persist(values, this.version);
      this.version = this.options.versionOf(result);
      this.saved = sent;
      this.errors = {};
      this.status = { kind: 'clean', savedAt: (this.options.now ?? Date.now)() };
      this.options.onSaved?.(result, values);
    } catch (error) {
      this.failed(error);
    }
    this.options.onChange();
  }

  private failed(error: unknown) {
    if (error instanceof ApiError && error.status === 409) {
      this.status = { kind: 'conflict' };
      return;
    }
    if (error instanceof ApiError && error.status === 400) {
      this.errors = error.fieldErrors;
      const detail = error.problem?.detail;
      this.status = {
        kind: 'invalid',
        message:
          Object.keys(this.errors).length > 0
            ? 'Not saved: correct the highlighted fields'
            : `Not saved. ${detail ?? ''}`.trim(),
      };
      return;
    }
    this.status = {
      kind: 'failed',
      message:
        error instanceof ApiError && error.isNetworkError
          ? 'Not saved: no connection. Trying again…'
          : 'Not saved: the server failed. Trying again…',
    };
    if (!this.disposed) this.schedule(this.options.retryMs ?? AUTOSAVE_RETRY_MS);
  }
}
