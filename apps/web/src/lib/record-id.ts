// A record id from a route parameter: a positive integer, else the screen is 'not found' (a hand-typed
// /classes/courses/abc/edit is not an error of the console).
import { useEffect } from 'react';
import { setPageError } from './page-error';

export function useRecordId(raw: string): number | null {
  const id = /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  useEffect(() => {
    if (id === null) setPageError('notfound');
  }, [id]);
  return id;
}
