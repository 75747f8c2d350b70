// A class's state as a coloured label, readable without colour, the same on the list and the class page.
import type { ClassState } from '@eco/contract';
import { StatusTag, type Tone } from '../../../lib/status-tag';

const tones: Record<ClassState, Tone> = {
  Draft: 'neutral',
  Submitted: 'info',
  Approved: 'success',
  Completed: 'neutral',
  Cancelled: 'danger',
};

export function ClassStateTag({ state }: { state: ClassState }) {
  return <StatusTag tone={tones[state]}>{state}</StatusTag>;
}
