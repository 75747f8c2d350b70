// Choosing several of a few dozen (the products a market offers, the courses a license allows): every
// choice visible as a labelled checkbox, with a filter, all (the active ones)/none, and how many are chosen.
// A choice the person may not change says why (`locked`): its box stays focusable (aria-disabled, clicks
// ignored), the reason is its description and shown beside it, and all/none leave it as it is.
import { type ReactNode, useId, useState } from 'react';
import { describedByOf, FieldNotes } from './field-notes';
import type { Choice } from './fields';
import type { Form } from './use-form';

export function ChecklistField<V extends string | number>({
  form,
  name,
  label,
  options,
  help,
  empty = 'Nothing to choose from.',
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form with an array at `name`.
  form: Form<any>;
  name: string;
  label: string;
  options: (Choice<V> & { detail?: ReactNode; locked?: string | undefined })[];
  help?: ReactNode;
  empty?: string;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const selected = (form.get(name) as V[] | undefined) ?? [];
  const chosen = new Set(selected);
  const error = form.error(name);
  const needle = filter.trim().toLowerCase();
  const shown = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
  const set = (values: V[]) => form.set(name, values);
  const readOnly = form.readOnly === true;
  const open = (o: { locked?: string | undefined }) => !o.locked;

  return (
    <fieldset
      className={`form-field form-field--full checklist${error ? ' form-field--invalid' : ''}`}
      aria-describedby={describedByOf(id, error, help)}
    >
      <legend className="form-field__label">{label}</legend>
      <div className="checklist__toolbar">
        <input
          type="search"
          className="p-inputtext p-component checklist__filter"
          aria-label={`Filter ${label.toLowerCase()}`}
          placeholder="Filter…"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <span className="checklist__count" aria-live="polite">
          {chosen.size} of {options.length} chosen
        </span>
        {options.length > 0 && (
          <>
            <button
              type="button"
              className="p-button p-button-text p-button-sm"
              // Inactive choices are picked one by one, knowingly: 'all' means all that are in use.
              onClick={() =>
                set([...new Set([...selected, ...shown.filter((o) => !o.inactive && open(o)).map((o) => o.value)])])
              }
              disabled={!shown.some((o) => !o.inactive && open(o))}
            >
              {needle ? 'Choose shown' : 'Choose all'}
            </button>
            <button
              type="button"
              className="p-button p-button-text p-button-sm"
              onClick={() => set(selected.filter((v) => !shown.some((o) => o.value === v && open(o))))}
              disabled={!shown.some((o) => chosen.has(o.value) && open(o))}
            >
              {needle ? 'Clear shown' : 'Clear all'}
            </button>
          </>
        )}
      </div>
      {options.length === 0 ? (
        <p className="checklist__empty">{empty}</p>
      ) : (
        <ul className="checklist__items">
          {shown.map((option) => {
            const itemId = `${id}-${option.value}`;
            // The reason is read with the box only where it could be used: a read-only form disables all.
            const locked = readOnly ? undefined : option.locked;
            const classes = [chosen.has(option.value) && 'checklist__item--on', locked && 'checklist__item--locked'];
            return (
              <li key={option.value} className={classes.filter(Boolean).join(' ') || undefined}>
                <input
                  type="checkbox"
                  id={itemId}
                  checked={chosen.has(option.value)}
                  aria-disabled={locked ? true : undefined}
                  aria-describedby={locked ? `${itemId}-locked` : undefined}
                  onClick={locked ? (event) => event.preventDefault() : undefined}
                  onChange={(event) => {
                    if (locked) return;
                    set(
                      event.target.checked ? [...selected, option.value] : selected.filter((v) => v !== option.value),
                    );
                  }}
                />
                <label htmlFor={itemId}>
                  <span className={option.inactive ? 'option--inactive' : undefined}>
                    {option.label}
                    {option.inactive ? ' (inactive)' : ''}
                  </span>
                  {option.detail && <span className="checklist__detail">{option.detail}</span>}
                  {locked && (
                    <span id={`${itemId}-locked`} className="checklist__locked">
                      <span className="pi pi-lock" aria-hidden="true" /> {locked}
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <FieldNotes id={id} error={error} help={help} />
    </fieldset>
  );
}
