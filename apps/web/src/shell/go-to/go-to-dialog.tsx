// Go to (Ctrl+K or /): a modal combobox over GET /api/search. Type an e-mail, admId, part of a name, a
// code, order number, course code, invoice number or class id; results come grouped by kind; arrow keys move, Enter opens, Escape closes and returns
// focus to where it was. Before anything is typed it offers the last results opened. Loaded on first use.
import type { contract, SearchGroup, SearchResult } from '@eco/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { api, endpointRef } from '../../lib/api';
import { useModalDialog } from '../../lib/modal-dialog';
import { useStore } from '../../lib/store';
import { session } from '../auth/session';
import { useReachable } from '../use-reachable';
import { recentResults, rememberResult } from './recent';
import { type GoToTarget, targetOf } from './targets';
import { takeTypeAhead } from './type-ahead';

const searchFind = endpointRef<typeof contract.search.find>({ method: 'GET', path: '/search' });

/** Waits this long after the last key before asking the server. */
const DEBOUNCE_MS = 150;
const MIN_CHARS = 2;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface Option {
  result: SearchResult;
  target: GoToTarget;
}

interface OptionGroup {
  key: string;
  label: string;
  options: Option[];
}

/** The groups with the results this person can open (the server already left out what they may not view). */
function optionGroups(groups: readonly SearchGroup[], reachable: (path: string) => boolean): OptionGroup[] {
  return groups
    .map((g) => ({
      key: g.kind,
      label: g.label,
      options: g.results.flatMap((result) => {
        const target = targetOf(result, reachable);
        return target ? [{ result, target }] : [];
      }),
    }))
    .filter((g) => g.options.length > 0);
}

export default function GoToDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, true, onClose);
  const id = useId();
  const navigate = useNavigate();
  const reachable = useReachable();
  const owner = useStore(session).identity?.sub ?? '';
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const asking = q.length >= MIN_CHARS;

  const query = useQuery({
    queryKey: ['search', q],
    queryFn: ({ signal }) => api(searchFind, { query: { q } }, { global: false, signal }),
    enabled: asking,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

  const groups = useMemo((): OptionGroup[] => {
    if (!text.trim()) {
      const recent = optionGroups(
        [{ area: '', kind: 'passcode', label: 'Recent', results: recentResults(owner) }],
        reachable,
      );
      return recent.map((g) => ({ ...g, key: 'recent' }));
    }
    return asking && query.data ? optionGroups(query.data.groups, reachable) : [];
  }, [text, asking, query.data, reachable, owner]);
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);

  // A new answer starts at its first result.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the options change.
  useEffect(() => setActive(0), [options]);

  const optionId = (i: number) => `${id}-option-${i}`;
  const activeOption = options[Math.min(active, options.length - 1)];

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const open = (option: Option) => {
    rememberResult(owner, option.result);
    onClose();
    const { to, params, search } = option.target;
    void navigate({ to: to as '/', params: params as never, search: search as never });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (last < 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeOption) open(activeOption);
    }
  };

  const settled = asking && !query.isFetching && q === text.trim();
  const status = !text.trim()
    ? options.length > 0
      ? 'Recently opened'
      : 'Type an e-mail, admId, name, passcode, enrollment code, order, course, invoice number or class id.'
    : text.trim().length < MIN_CHARS
      ? `Type at least ${MIN_CHARS} characters.`
      : query.isError
        ? 'The search failed. Try again.'
        : settled && options.length === 0
          ? `Nothing found for “${q}”.`
          : settled
            ? `${options.length} ${options.length === 1 ? 'result' : 'results'}.`
            : 'Searching…';

  let index = -1;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it; this only catches backdrop clicks.
    <dialog
      ref={ref}
      className="go-to"
      aria-labelledby={`${id}-title`}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <h2 id={`${id}-title`} className="sr-only">
        Go to
      </h2>
      <div className="go-to__field">
        <span className="pi pi-search go-to__icon" aria-hidden="true" />
        <label htmlFor={`${id}-input`} className="sr-only">
          Go to: e-mail, admId, name, code, order, course, invoice number or class id
        </label>
        <input
          id={`${id}-input`}
          className="go-to__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder="E-mail, name, code, order, course, invoice, class id…"
          data-autofocus
          aria-expanded={options.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(options.indexOf(activeOption)) : undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => {
            const ahead = takeTypeAhead();
            if (ahead) setText((current) => current + ahead);
          }}
          onKeyDown={onKeyDown}
        />
        <kbd className="go-to__key">Esc</kbd>
      </div>
      <div id={`${id}-list`} role="listbox" aria-label="Results" className="go-to__list">
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role=group (ARIA listbox pattern).
          <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`} className="go-to__group">
            <div id={`${id}-${group.key}`} role="presentation" className="go-to__group-label">
              {group.label}
            </div>
            {group.options.map((option) => {
              index += 1;
              const i = index;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys.
                <div
                  key={`${option.result.kind}-${option.result.id}`}
                  id={optionId(i)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  className={i === active ? 'go-to__option go-to__option--active' : 'go-to__option'}
                  onMouseMove={() => setActive(i)}
                  onClick={() => open(option)}
                >
                  <span className="go-to__label">{option.result.label}</span>
                  <span className="go-to__detail">{option.result.detail}</span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p className="go-to__status" role="status">
        {status}
      </p>
      <p className="go-to__hint" aria-hidden="true">
        <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
      </p>
    </dialog>
  );
}
