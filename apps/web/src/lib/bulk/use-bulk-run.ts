// Runs a bulk action on a list's selected rows: the outcome per item shows in a dialog, a summary as a
// toast, and the selection clears; a refusal of the whole request (400) is a toast saying nothing changed.
import { useState } from 'react';
import { handledErrorMessage, isHandledByForm } from '../form/form-api';
import { formatCount } from '../format';
import { toast } from '../toast';
import type { BulkResult, ShownBulkResult } from './bulk-result';

/** `noun` is the plural the toasts use ('passcodes'); `clearSelection` empties the list's selection. */
export function useBulkRun(noun: string, clearSelection: () => void) {
  const [shown, setShown] = useState<ShownBulkResult | null>(null);

  /** `title` heads the result dialog ('Revoke passcodes'); `done` is the past tense ('revoked'). */
  const run = async (title: string, done: string, call: () => Promise<BulkResult>) => {
    try {
      const result = await call();
      clearSelection();
      setShown({ title, done, result });
      const [ok, failed] = [formatCount(result.succeeded), formatCount(result.failed)];
      if (result.failed === 0) toast.success(`${ok} ${noun} ${done}.`);
      else toast.warn(`${ok} ${done}, ${failed} not changed.`);
    } catch (error) {
      if (isHandledByForm(error)) toast.error(handledErrorMessage(error), 'Nothing changed');
      throw error;
    }
  };
  return { shown, hide: () => setShown(null), run };
}
