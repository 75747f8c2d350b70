// The filters above a list: labelled fields whose values are a draft until applied. Choices (dropdowns,
// dates, yes/no, exact match) apply at once; text applies with Enter or the Search button. 'Clear
// filters' appears while any filter differs from its default (spec section 4's 'has filters'). Saved
// filters (the person's named states of the list) sit among its actions.
import '../../styles/toolkit.css';
import { createContext, type FormEvent, type ReactNode, useContext, useEffect, useId, useState } from 'react';
import { SavedFilters } from './saved-filters';
import type { ListSearchBase, ListState } from './use-list';

interface FilterDraft {
  value: (name: string) => unknown;
  error: (name: string) => string | undefined;
  set: (name: string, value: unknown, applyNow: boolean) => void;
  idPrefix: string;
}

const DraftContext = createContext<FilterDraft | null>(null);

export function useFilterField(name: string) {
  const draft = useContext(DraftContext);
  if (!draft) throw new Error('Filter fields belong inside <FilterBar>');
  return {
    id: `${draft.idPrefix}-${name}`,
    value: draft.value(name),
    error: draft.error(name),
    set: (value: unknown, applyNow = true) => draft.set(name, value, applyNow),
  };
}

export interface FilterBarProps<S extends ListSearchBase, T> {
  list: ListState<S, T>;
  /** Accessible name of the filter form, e.g. 'Filter self-paced students'. */
  label: string;
  children: ReactNode;
  /** Extra controls at the end of the bar (exact match, export). */
  end?: ReactNode;
  /** Checks filters that only make sense together (a date window): errors by field name, shown beside
   * the fields; filters with errors are not applied, so nobody loses the list to a 400. */
  validate?: (draft: Record<string, unknown>) => Record<string, string>;
}

/** A window of two date filters whose end may not come before its start. */
export const dateWindow =
  (start: string, end: string) =>
  (draft: Record<string, unknown>): Record<string, string> => {
    const from = draft[start] as string | undefined;
    const to = draft[end] as string | undefined;
    return from && to && to < from ? { [end]: 'Cannot be before the start of the window' } : {};
  };

export function FilterBar<S extends ListSearchBase, T>(props: FilterBarProps<S, T>) {
  const { list, label, children, end, validate } = props;
  const idPrefix = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const applied = JSON.stringify(list.filters);
  const [draft, setDraft] = useState<Record<string, unknown>>(list.filters as Record<string, unknown>);
  // Applied elsewhere (cleared, a column menu, back and forward): the fields show what is applied.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the applied filters.
  useEffect(() => {
    setDraft(list.filters as Record<string, unknown>);
    setErrors({});
  }, [applied]);

  /** Applies the draft unless it breaks a rule of `validate`. */
  const apply = (next: Record<string, unknown>) => {
    const found = validate?.(next) ?? {};
    setErrors(found);
    if (Object.keys(found).length === 0) list.setFilters(next as Partial<S>);
  };

  const pending = JSON.stringify(normalise(draft)) !== JSON.stringify(normalise(list.filters));
  const context: FilterDraft = {
    idPrefix,
    value: (name) => draft[name],
    error: (name) => errors[name],
    set: (name, value, applyNow) => {
      const next = { ...draft, [name]: value === '' ? undefined : value };
      setDraft(next);
      if (applyNow) apply(next);
    },
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <DraftContext.Provider value={context}>
      <form className="filter-bar" aria-label={label} onSubmit={submit}>
        <div className="filter-bar__fields">{children}</div>
        <div className="filter-bar__actions">
          <SavedFilters list={list} />
          {end}
          <button type="submit" className={`p-button p-component p-button-sm${pending ? '' : ' p-button-outlined'}`}>
            <span className="p-button-icon p-button-icon-left pi pi-search" aria-hidden="true" />
            <span className="p-button-label">Search</span>
          </button>
          {list.hasFilters && (
            <button
              type="button"
              className="p-button p-component p-button-sm p-button-text"
              onClick={list.clearFilters}
            >
              <span className="p-button-icon p-button-icon-left pi pi-filter-slash" aria-hidden="true" />
              <span className="p-button-label">Clear filters</span>
            </button>
          )}
        </div>
      </form>
    </DraftContext.Provider>
  );
}

function normalise(values: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== '' && v !== null) out[k] = v;
  return out;
}
