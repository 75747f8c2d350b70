// Choosing several of a few dozen (the products a market offers, the courses a license allows): every
// choice visible as a labelled checkbox, with a filter, all (the active ones)/none, and how many are chosen.
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
  options: (Choice<V> & { detail?: ReactNode })[];
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
              onClick={() => set([...new Set([...selected, ...shown.filter((o) => !o.inactive).map((o) => o.value)])])}
              disabled={!shown.some((o) => !o.inactive)}
            >
              {needle ? 'Choose shown' : 'Choose all'}
            </button>
            <button
              type="button"
              className="p-button p-button-text p-button-sm"
              onClick={() => set(needle ? selected.filter((v) => !shown.some((o) => o.value === v)) : [])}
              disabled={chosen.size === 0}
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
            return (
              <li key={option.value} className={chosen.has(option.value) ? 'checklist__item--on' : undefined}>
                <input
                  type="checkbox"
                  id={itemId}
                  checked={chosen.has(option.value)}
                  onChange={(event) =>
                    set(event.target.checked ? [...selected, option.value] : selected.filter((v) => v !== option.value))
                  }
                />
                <label htmlFor={itemId}>
                  <span className={option.inactive ? 'option--inactive' : undefined}>
                    {option.label}
                    {option.inactive ? ' (inactive)' : ''}
                  </span>
                  {option.detail && <span className="checklist__detail">{option.detail}</span>}
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
