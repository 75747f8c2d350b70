// Delete responses carry a status and messages (spec sections 3 and 8): a Failed delete shows the first
// message, or the screen's own wording ('Error deleting class 42.').
import type { deleteResult } from '@eco/contract';
import type { z } from 'zod';
import { toast } from './toast';

export type DeleteResult = z.infer<typeof deleteResult>;

/** The message to show for a failed delete, or null when it succeeded. */
export function failedDeleteMessage(result: DeleteResult, fallback: string): string | null {
  if (result.status !== 'Failed') return null;
  return result.errors[0] ?? fallback;
}

/** Shows a failed delete as an error toast; true when the delete succeeded. */
export function reportDelete(result: DeleteResult, fallback: string): boolean {
  const message = failedDeleteMessage(result, fallback);
  if (message) toast.error(message);
  return message === null;
}
