// How a translation's state reads everywhere in the area: missing, outdated or current, as a tag.
import { type EmailContentState, languages } from '@eco/contract';
import { StatusTag, type Tone } from '../../lib/status-tag';

export const stateLabels: Record<EmailContentState, string> = {
  missing: 'Missing',
  outdated: 'Outdated',
  current: 'Current',
};

const tones: Record<EmailContentState, Tone> = { missing: 'danger', outdated: 'warning', current: 'success' };

export function EmailStateTag({ state }: { state: EmailContentState }) {
  return <StatusTag tone={tones[state]}>{stateLabels[state]}</StatusTag>;
}

export const languageName = (id: string) => languages.find((l) => l.id === id)?.name ?? id;
