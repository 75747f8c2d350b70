// The frame of every picker that asks the server as one types: a labelled combobox (type, move through
// the suggestions with the arrow keys, Enter to choose) on a search of the contract, debounced, the
// request before aborted, saying when nothing matched or the search failed. Each picker gives its labels.
import '../prime-defaults';
import { AutoComplete } from 'primereact/autocomplete';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FieldFrame, invalidClass } from '../form/fields';
import { type LatestSearch, latestSearch, type SearchCall, type SearchOutcome, searchNote } from './latest-search';

export interface SearchPickerProps<A> {
  label: string;
  /** The area's call of its contract endpoint (e.g. `trainerCandidates`), given the text and a signal. */
  search: SearchCall<A>;
  /** The record chosen from the suggestions; null once the text is changed again. */
  onChange: (record: A | null) => void;
  required?: boolean;
  /** The form's error for the field that stores the record's id (`form.error('admId')`), or the dialog's. */
  error?: string | null;
  help?: ReactNode;
  placeholder?: string;
  /** Characters typed before the server is asked; default 1. */
  minLength?: number;
  /** Inside a modal: the suggestions open in the dialog, not behind it. */
  inDialog?: boolean;
  /** The box a dialog focuses when it opens (its first field), not the dialog's Close button. */
  autoFocus?: boolean;
}

/** The picker's search, kept across renders, always calling the latest `search` prop; stopped on leaving. */
function useLatestSearch<A>(
  search: SearchCall<A>,
  minLength: number | undefined,
  onOutcome: (o: SearchOutcome<A>) => void,
) {
  const current = useRef({ search, onOutcome });
  current.current = { search, onOutcome };
  const searcher = useRef<LatestSearch | null>(null);
  searcher.current ??= latestSearch<A>({
    search: (text, signal) => current.current.search(text, signal),
    onOutcome: (outcome) => current.current.onOutcome(outcome),
    minLength,
  });
  useEffect(() => () => searcher.current?.cancel(), []);
  return searcher.current;
}

export function SearchPicker<A extends object>({
  itemLabel,
  field,
  plural,
  label,
  search,
  onChange,
  required,
  error,
  help,
  placeholder,
  minLength,
  inDialog,
  autoFocus,
}: SearchPickerProps<A> & {
  /** How a suggestion, and the chosen record in the box, reads. */
  itemLabel: (record: A) => string;
  /** The property the box falls back to (PrimeReact's `field`). */
  field: keyof A & string;
  /** What is searched, for the notes: 'accounts'. */
  plural: string;
}) {
  const [text, setText] = useState<A | string>('');
  // Kept apart from the outcome: a new array only when an answer comes, which is when the combobox
  // stops its spinner and opens or closes its list.
  const [found, setFound] = useState<A[]>([]);
  const [outcome, setOutcome] = useState<SearchOutcome<A> | null>(null);
  const searcher = useLatestSearch<A>(search, minLength, (next) => {
    setOutcome(next);
    if (next.state !== 'searching') setFound(next.state === 'found' ? [...next.items] : []);
  });
  const note = searchNote(outcome, plural);
  return (
    <FieldFrame label={label} required={required} help={help} error={error}>
      {({ id, invalid, ...control }) => (
        <>
          {/* Typed as objects: PrimeReact's conditional types cannot be resolved for a generic record. */}
          <AutoComplete<object>
            inputId={id}
            {...control}
            invalid={invalid}
            // On the input itself: the red outline every other field's control has (the root's is unstyled).
            inputClassName={invalidClass(invalid)}
            value={text}
            suggestions={found}
            field={field}
            itemTemplate={(record: object) => itemLabel(record as A)}
            selectedItemTemplate={(record: object) => itemLabel(record as A)}
            placeholder={placeholder}
            // The search waits for the pause itself (latestSearch), so the combobox asks at once.
            delay={0}
            appendTo={inDialog ? 'self' : undefined}
            // The modal focuses what is marked data-autofocus once it opens (modal-dialog.ts).
            pt={autoFocus ? { input: { root: { 'data-autofocus': true } as object } } : undefined}
            aria-busy={outcome?.state === 'searching'}
            completeMethod={(event) => searcher.type(event.query)}
            onChange={(event) => {
              const value = event.value as A | string;
              setText(value);
              if (typeof value !== 'string') return;
              onChange(null);
              if (value.trim() === '') {
                searcher.cancel();
                setOutcome(null);
              }
            }}
            onSelect={(event) => onChange(event.value as A)}
          />
          {/* Always there, so screen readers hear it change; out of the layout while it has nothing to say. */}
          <small className={note ? 'form-field__help' : 'sr-only'} role="status">
            {note}
          </small>
        </>
      )}
    </FieldFrame>
  );
}
