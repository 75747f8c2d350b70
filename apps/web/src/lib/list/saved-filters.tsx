// Saved filters beside a list's filter bar: the person's named states of this list (filters, sort and
// page size as the address holds them), kept on the server so they follow them to any browser. Choose
// one to apply it, save the current state under a name (the same name replaces it), delete the chosen one.
import { contract, type SavedFilter } from '@eco/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useId, useState } from 'react';
import { api } from '../api';
import { ApiError } from '../api-error';
import { DialogField } from '../form/dialog-field';
import { formApi } from '../form/form-api';
import { Modal } from '../modal';
import { toast } from '../toast';
import type { ListSearchBase, ListState } from './use-list';

const key = (list: string) => ['profile', 'saved-filters', list] as const;

/** What a saved filter keeps of the list's search: everything but the page, without empty values. */
function paramsOf(search: object): Record<string, string | number | boolean | string[]> {
  const out: Record<string, string | number | boolean | string[]> = {};
  for (const [k, v] of Object.entries(search)) {
    if (k === 'page' || v === undefined || v === null || v === '') continue;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || Array.isArray(v)) out[k] = v;
  }
  return out;
}

export function SavedFilters<S extends ListSearchBase, T>({ list }: { list: ListState<S, T> }) {
  const id = useId();
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: key(list.path),
    queryFn: ({ signal }) => api(contract.profile.savedFilters, { query: { list: list.path } }, { signal }),
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const [naming, setNaming] = useState(false);
  const filters = saved.data ?? [];
  const current = filters.find((f) => f.id === chosen) ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: key(list.path) });

  const apply = (filter: SavedFilter | undefined) => {
    setChosen(filter?.id ?? null);
    if (filter) list.applySearch(filter.params);
  };
  const remove = async (filter: SavedFilter) => {
    await formApi(contract.profile.deleteSavedFilter, { params: { id: filter.id } }).catch(() => undefined);
    setChosen(null);
    await refresh();
    toast.success(`Saved filter "${filter.name}" deleted.`);
  };

  return (
    <div className="saved-filters">
      <label htmlFor={`${id}-choose`} className="sr-only">
        Saved filters
      </label>
      <Dropdown
        inputId={`${id}-choose`}
        className="p-inputtext-sm saved-filters__choose"
        value={chosen}
        options={filters.map((f) => ({ label: f.name, value: f.id }))}
        placeholder="Choose a saved filter"
        emptyMessage="No saved filters yet"
        onChange={(event) => apply(filters.find((f) => f.id === event.value))}
      />
      {current && (
        <button
          type="button"
          className="p-button p-component p-button-sm p-button-text p-button-danger p-button-icon-only"
          aria-label={`Delete saved filter ${current.name}`}
          title={`Delete saved filter ${current.name}`}
          onClick={() => void remove(current)}
        >
          <span className="p-button-icon pi pi-trash" aria-hidden="true" />
        </button>
      )}
      <button type="button" className="p-button p-component p-button-sm p-button-text" onClick={() => setNaming(true)}>
        <span className="p-button-icon p-button-icon-left pi pi-bookmark" aria-hidden="true" />
        <span className="p-button-label">Save filter</span>
      </button>
      <SaveFilterDialog
        open={naming}
        initialName={current?.name ?? ''}
        onHide={() => setNaming(false)}
        onSave={async (name) => {
          const body = { list: list.path, name, params: paramsOf(list.search) };
          const filter = await formApi(contract.profile.saveFilter, { body });
          await refresh();
          setChosen(filter.id);
          toast.success(`Filter saved as "${filter.name}".`);
        }}
      />
    </div>
  );
}

function SaveFilterDialog(props: {
  open: boolean;
  initialName: string;
  onHide: () => void;
  onSave: (name: string) => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts again each time it opens.
  useEffect(() => {
    if (props.open) {
      setName(props.initialName);
      setError(null);
    }
  }, [props.open]);

  return (
    <Modal
      open={props.open}
      width="sm"
      title="Save filter"
      okLabel="Save filter"
      busyText="Saving..."
      onHide={props.onHide}
      onOk={async () => {
        if (!name.trim()) {
          setError('Give the filter a name');
          return false;
        }
        try {
          await props.onSave(name.trim());
          return undefined;
        } catch (failure) {
          const message = failure instanceof ApiError ? Object.values(failure.fieldErrors)[0]?.[0] : undefined;
          setError(message ?? 'Not saved: try again');
          return false;
        }
      }}
    >
      <div className="reason-dialog">
        <p>Saves this list's filters, sort and page size under a name, for you alone. The same name replaces it.</p>
        <DialogField
          label="Name"
          value={name}
          maxLength={60}
          error={error}
          onChange={(value) => {
            setName(value);
            setError(null);
          }}
        />
      </div>
    </Modal>
  );
}
