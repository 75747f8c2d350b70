// Toasts (spec sections 4, 8, 9): info, success and warning hide after 5000 ms, errors stay until
// closed. Default summaries 'Message', 'Success', 'Warning', 'Error'. The messages on screen are a store
// the shell's toaster renders; it is part of the first load, so a message can be shown even when the
// network is gone.
//
// Toasts never pile up: a message replaces the one on screen with the same key (by default its own
// words, so the same error twice shows once); a form gives its failures one key, so a new failure
// replaces the last one and a successful save clears it. A message leaves with its cause: a form's
// failure when the form goes (use-form.ts), 'could not reach the server' once the server answers again.
import { createStore } from './store';

export type ToastSeverity = 'info' | 'success' | 'warn' | 'error';
export const TOAST_LIFE_MS = 5000;
export const SECURITY_CHANGED_GROUP = 'apiSecurityChanged';

export interface ToastMessage {
  severity: ToastSeverity;
  summary: string;
  detail?: string | undefined;
  sticky: boolean;
  life: number;
  group?: typeof SECURITY_CHANGED_GROUP;
  /** A message with the same key replaces this one. */
  key?: string | undefined;
  /** It says the server could not be reached: it goes once the server answers a request again. */
  network?: boolean;
}

export interface ShownToast extends ToastMessage {
  id: number;
  key: string;
}

const defaultSummary: Record<ToastSeverity, string> = {
  info: 'Message',
  success: 'Success',
  warn: 'Warning',
  error: 'Error',
};

export function toastMessage(severity: ToastSeverity, detail?: string, summary?: string, key?: string): ToastMessage {
  return {
    severity,
    summary: summary ?? defaultSummary[severity],
    detail,
    sticky: severity === 'error',
    life: TOAST_LIFE_MS,
    key,
  };
}

/** What is on screen, oldest first. */
export const toasts = createStore<readonly ShownToast[]>([]);

let nextId = 1;

function show(message: ToastMessage): void {
  const key = message.key ?? `${message.severity}|${message.summary}|${message.detail ?? ''}`;
  const shown: ShownToast = { ...message, key, id: nextId++ };
  toasts.set([...toasts.get().filter((t) => t.key !== key), shown]);
  if (!shown.sticky) setTimeout(() => close(shown.id), shown.life);
}

/** Removes one message (its close button, or its time ran out). */
export function close(id: number): void {
  const rest = toasts.get().filter((t) => t.id !== id);
  if (rest.length !== toasts.get().length) toasts.set(rest);
}

/** Removes the message shown under `key`, if any (e.g. a form's failure once it saved). */
export function dismiss(key: string): void {
  const rest = toasts.get().filter((t) => t.key !== key);
  if (rest.length !== toasts.get().length) toasts.set(rest);
}

/** The server answered a request: the messages saying it could not be reached are out of date. */
export function serverAnswered(): void {
  if (toasts.get().some((t) => t.network)) toasts.set(toasts.get().filter((t) => !t.network));
}

type Options = { key?: string; network?: boolean };
const withOptions = (message: ToastMessage, options?: Options): ToastMessage =>
  options?.network ? { ...message, network: true } : message;

export const toast = {
  info: (detail: string, summary?: string, options?: Options) =>
    show(toastMessage('info', detail, summary, options?.key)),
  success: (detail: string, summary?: string, options?: Options) =>
    show(toastMessage('success', detail, summary, options?.key)),
  warn: (detail: string, summary?: string, options?: Options) =>
    show(toastMessage('warn', detail, summary, options?.key)),
  error: (detail: string, summary?: string, options?: Options) =>
    show(withOptions(toastMessage('error', detail, summary, options?.key), options)),
  show,
  dismiss,
};

/** The key of a form's failures: one at a time, whichever form on the page failed last. */
export const FORM_TOAST_KEY = 'form';
