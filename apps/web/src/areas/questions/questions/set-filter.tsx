// A filter over several of a fixed set (question types, where to search, staged intents): ticked words
// are applied at once, comma-joined as the address and the server take them; none ticked means all.
import { MultiSelect } from 'primereact/multiselect';
import { useFilterField } from '../../../lib/list/filter-bar';
import { joinSet } from './comma-set';
import { setWords } from './search';

export function SetFilter<const T extends readonly [string, ...string[]]>({
  name,
  label,
  values,
  labels,
}: {
  name: string;
  label: string;
  values: T;
  labels?: Partial<Record<T[number], string>>;
}) {
  const field = useFilterField(name);
  const ticked = setWords(values, field.value as string | undefined);
  const options = values.map((v) => ({ value: v, label: labels?.[v as T[number]] ?? v }));
  return (
    <div className="filter-field filter-field--wide">
      <label htmlFor={field.id}>{label}</label>
      <MultiSelect
        inputId={field.id}
        className="p-inputtext-sm"
        value={ticked}
        options={options}
        optionLabel="label"
        optionValue="value"
        display="comma"
        // Every word ticked (the default) reads "All" rather than the whole list.
        maxSelectedLabels={values.length - 1}
        selectedItemsLabel="All"
        onChange={(event) => field.set(joinSet(values, (event.value as string[] | null) ?? []))}
      />
    </div>
  );
}
