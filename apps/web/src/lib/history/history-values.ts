// How a history shows a field and its values: the screen's label for a field (else the field's name
// in words), and a value as text: empty, yes or no, lists joined, days and instants as the console writes
// them, the screen's own wording where given.
import { formatDate, formatDateTime } from '../dates';

/** A screen's labels for its fields, and optional wording of values (an id as the name it stands for). */
export interface HistoryWording {
  labels?: Record<string, string>;
  format?: (field: string, value: unknown) => string | undefined;
}

/** 'requiredLicenseId' → 'Required license id'. */
export function fieldLabel(field: string, wording: HistoryWording): string {
  const label = wording.labels?.[field];
  if (label) return label;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function valueText(field: string, value: unknown, wording: HistoryWording): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  const own = wording.format?.(field, value);
  if (own !== undefined) return own;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map((v) => valueText(field, v, wording)).join(', ') : '(none)';
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value);
  if (typeof value === 'string' && ISO_DAY.test(value)) return formatDate(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A long or multi-line text is shown as a word diff; short values as old → new. */
export const isLongText = (before: unknown, after: unknown) =>
  typeof before === 'string' &&
  typeof after === 'string' &&
  (before.length > 60 || after.length > 60 || before.includes('\n') || after.includes('\n'));

const VERBS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  bulk: 'Edited in bulk',
  generate: 'Generated',
  revoke: 'Revoked',
  reinstate: 'Reinstated',
  resend: 'E-mailed',
  // trainers.grant-license, renew-license and end-license: a license held, changed from the trainer
  grant: 'Granted',
  renew: 'Renewed',
  end: 'Ended',
  merge: 'Merged',
  // accounts.undo-merge and the moves it puts back (accounts.undo-merge-move)
  undo: 'Merge undone',
  // email-contents.copy (from another language) and restore (an earlier revision saved again)
  copy: 'Copied',
  restore: 'Restored',
};

/** 'courses.update-online' → 'Edited'; an unknown verb in words. */
export function actionLabel(action: string): string {
  const verb = action.slice(action.indexOf('.') + 1);
  return VERBS[verb.split('-')[0] ?? ''] ?? verb.replace(/-/g, ' ');
}

/** A create or a generation: its changes are the values it set, with nothing before them. */
export const isCreation = (action: string) => /\.(create|generate)(-|$)/.test(action);
