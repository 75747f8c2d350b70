// A class page or form that cannot show its class: the id in the address is not one, the class does not
// exist (any more), or the read failed; said in place, with the way back to the list.
import { RecordLoadError } from '../../../lib/record-load-error';

/** The class id of an address, or null when it is not a whole number. */
export const classIdOf = (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

export function ClassLoadError({ error, retry }: { error: unknown; retry?: (() => void) | undefined }) {
  return (
    <RecordLoadError
      error={error}
      noun="class"
      missingText="There is no such class. It may have been deleted, or the link is out of date."
      back={{ to: '/classes', label: 'Back to Classes' }}
      retry={retry}
    />
  );
}
