// The class form's save: the contract's schema checks the values, and a 400 whose scheduling checks
// failed keeps them, so the form shows what clashes and asks a reason for each warning to override.
import type { ClassCheck } from '@eco/contract';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';

export function useClassChecks() {
  const [checks, setChecks] = useState<readonly ClassCheck[]>([]);
  /** Wraps a save: remembers the checks of a refused one (and forgets them after a success). */
  const checked =
    <A extends unknown[], R>(save: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        const result = await save(...args);
        setChecks([]);
        return result;
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) setChecks((error.problem?.checks ?? []) as ClassCheck[]);
        throw error;
      }
    };
  return { checks, checked };
}
