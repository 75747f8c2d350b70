// Which columns a list shows: every column with a text header can be hidden from the 'Columns' menu
// above the table (at least one stays). The choice is remembered in this browser per person and list.
import { Children, isValidElement, type ReactNode, useEffect, useId, useState } from 'react';
import { person } from '../person';
import { useStore } from '../store';

const storageKey = (who: string | null, list: string) => `eco.columns.${who ?? 'anonymous'}.${list}`;

function read(key: string): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The headers of `list`'s hidden columns for the signed-in person, and a way to change them. */
export function useHiddenColumns(list: string) {
  const who = useStore(person);
  const key = storageKey(who, list);
  const [hidden, setHidden] = useState<string[]>(() => read(key));
  useEffect(() => setHidden(read(key)), [key]);
  const save = (next: string[]) => {
    setHidden(next);
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Private browsing without storage: the choice lasts until the page is left.
    }
  };
  return { hidden, save };
}

/** The text headers of the table's columns, in order. */
export function columnHeaders(children: ReactNode): string[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement<{ header?: unknown }>(child) && typeof child.props.header === 'string' ? [child.props.header] : [],
  );
}

/** The columns to render: those whose header is not hidden. */
export function visibleColumns(children: ReactNode, hidden: readonly string[]): ReactNode[] {
  return Children.toArray(children).filter(
    (child) =>
      !(isValidElement<{ header?: unknown }>(child) && typeof child.props.header === 'string') ||
      !hidden.includes(child.props.header as string),
  );
}

export function ColumnChooser({
  headers,
  hidden,
  onChange,
}: {
  headers: string[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}) {
  const id = useId();
  // The checkboxes exist only while the menu is open: closed, their labels would repeat the filters'.
  const [open, setOpen] = useState(false);
  const shown = headers.filter((h) => !hidden.includes(h));
  return (
    <details
      className="column-chooser"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setOpen(false);
      }}
    >
      <summary className="p-button p-button-text p-button-sm">
        <span className="pi pi-sliders-h" aria-hidden="true" /> Columns
        {hidden.length > 0 && <span className="column-chooser__count"> ({hidden.length} hidden)</span>}
      </summary>
      {open && (
        <fieldset className="column-chooser__menu">
          <legend>Columns shown</legend>
          {headers.map((header) => {
            const on = !hidden.includes(header);
            return (
              <div key={header} className="column-chooser__item">
                <input
                  id={`${id}-${header}`}
                  type="checkbox"
                  checked={on}
                  // The last column shown stays: a table without columns says nothing.
                  disabled={on && shown.length === 1}
                  onChange={(event) =>
                    onChange(event.target.checked ? hidden.filter((h) => h !== header) : [...hidden, header])
                  }
                />
                <label htmlFor={`${id}-${header}`}>{header}</label>
              </div>
            );
          })}
        </fieldset>
      )}
    </details>
  );
}
