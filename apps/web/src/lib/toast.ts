// Toasts (spec sections 4, 8, 9): info, success and warning hide after 5000 ms, errors stay until
// closed. Default summaries 'Message', 'Success', 'Warning', 'Error'. Messages wait in a queue until
// the PrimeReact toaster (loaded lazily, see toast-host.tsx) is there to show them.
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
}

const defaultSummary: Record<ToastSeverity, string> = {
  info: 'Message',
  success: 'Success',
  warn: 'Warning',
  error: 'Error',
};

export function toastMessage(severity: ToastSeverity, detail?: string, summary?: string): ToastMessage {
  return {
    severity,
    summary: summary ?? defaultSummary[severity],
    detail,
    sticky: severity === 'error',
    life: TOAST_LIFE_MS,
  };
}

type Sink = (message: ToastMessage) => void;
const queue: ToastMessage[] = [];
let sink: Sink | null = null;
const waiting = new Set<() => void>();

function show(message: ToastMessage): void {
  if (sink) sink(message);
  else {
    queue.push(message);
    for (const wake of waiting) wake();
  }
}

export const toast = {
  info: (detail: string, summary?: string) => show(toastMessage('info', detail, summary)),
  success: (detail: string, summary?: string) => show(toastMessage('success', detail, summary)),
  warn: (detail: string, summary?: string) => show(toastMessage('warn', detail, summary)),
  error: (detail: string, summary?: string) => show(toastMessage('error', detail, summary)),
  show,
};

/** The toaster attaches here once mounted and receives the queued messages. */
export function attachToastSink(next: Sink | null): void {
  sink = next;
  if (next) for (const message of queue.splice(0)) next(message);
}

/** Called when a message arrives and no toaster is mounted yet. */
export function onToastWaiting(wake: () => void): () => void {
  waiting.add(wake);
  if (queue.length > 0) wake();
  return () => waiting.delete(wake);
}
