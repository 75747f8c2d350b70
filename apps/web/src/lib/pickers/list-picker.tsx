// The frame of every picker that chooses from a lookup's list (course, online course, trainer,
// product): a form's SelectField (label, keyboard, filter on long lists, error and help) that says
// when its list is loading, failed (with Try again) or empty. Each picker gives its words and labels.
import type { ReactNode } from 'react';
import { type Choice, type FieldBase, SelectField } from '../form/fields';
import { listNote, listState, type PickerSource } from './list-state';

export interface ListPickerProps<T> extends FieldBase, PickerSource<T> {
  placeholder?: string;
  /** Offers 'none' (null). */
  clearable?: boolean;
  /** Inside a modal: the list opens in the dialog, not behind it. */
  inDialog?: boolean;
}

/** The note for a list that cannot be chosen from, before the field's own help. */
function PickerHelp({ note, onRetry, help }: { note: string | undefined; onRetry?: () => void; help: ReactNode }) {
  if (!note) return help;
  return (
    <>
      {note}
      {onRetry && (
        <>
          {' '}
          <button type="button" className="p-button p-button-text p-button-sm" onClick={onRetry}>
            Try again
          </button>
        </>
      )}
      {help && <> {help}</>}
    </>
  );
}

export function ListPicker<T, V>({
  options,
  failed,
  onRetry,
  choices,
  plural,
  help,
  ...field
}: ListPickerProps<T> & {
  /** The options as choices, made by the picker (its labels). */
  choices: Choice<V>[];
  /** What the list holds, for its notes: 'courses'. */
  plural: string;
}) {
  // Judged on what may be chosen: a list of inactive items only is empty for a new record.
  const state = listState(options === undefined ? undefined : choices, failed);
  const note = listNote(state, plural);
  return (
    <SelectField
      {...field}
      options={choices}
      loading={state === 'loading'}
      help={
        note || help ? (
          <PickerHelp note={note} onRetry={state === 'failed' ? onRetry : undefined} help={help} />
        ) : undefined
      }
    />
  );
}
