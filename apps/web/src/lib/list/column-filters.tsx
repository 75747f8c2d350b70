// Column filter menus mapped onto the list's search params: each constraint of a column's menu sets one
// param, so a column has as many constraints as it has params, and never more than two (spec section 9).
// The filter bar and the column menu show the same params.
import { FilterMatchMode, FilterOperator } from 'primereact/api';
import type { ColumnFilterElementTemplateOptions, ColumnProps } from 'primereact/column';
import type { DataTableFilterMetaData, DataTableOperatorFilterMetaData } from 'primereact/datatable';
import { DateInput } from '../calendar';
import { toDate, toIsoDate } from '../dates';

export const MAX_CONSTRAINTS = 2;

export interface ColumnFilter<S> {
  field: string;
  meta: (search: S) => DataTableOperatorFilterMetaData;
  toSearch: (meta: DataTableFilterMetaData | DataTableOperatorFilterMetaData | undefined) => Partial<S>;
  column: Partial<ColumnProps>;
}

/**
 * A date column whose menu filters a window: 'on or after' sets `after`, 'on or before' sets `before`
 * (e.g. startDate and endDate of the self-paced list, both inclusive on the server).
 */
export function dateWindowFilter<S>(field: string, after: keyof S & string, before: keyof S & string): ColumnFilter<S> {
  const modes = [
    { label: 'On or after', value: FilterMatchMode.DATE_AFTER, param: after },
    { label: 'On or before', value: FilterMatchMode.DATE_BEFORE, param: before },
  ];
  return {
    field,
    meta: (search) => {
      const values = search as Record<string, unknown>;
      const constraints = modes
        .filter((m) => values[m.param])
        .map((m) => ({ value: toDate(values[m.param] as string), matchMode: m.value }));
      return {
        operator: FilterOperator.AND,
        constraints: constraints.length > 0 ? constraints : [{ value: null, matchMode: FilterMatchMode.DATE_AFTER }],
      };
    },
    toSearch: (meta) => {
      const patch: Record<string, unknown> = { [after]: undefined, [before]: undefined };
      const constraints = meta && 'constraints' in meta ? meta.constraints : meta ? [meta] : [];
      for (const c of constraints.slice(0, MAX_CONSTRAINTS)) {
        const mode = modes.find((m) => m.value === c.matchMode);
        if (mode && c.value) patch[mode.param] = toIsoDate(c.value as Date);
      }
      return patch as Partial<S>;
    },
    column: {
      filter: true,
      dataType: 'date',
      maxConstraints: MAX_CONSTRAINTS,
      showFilterOperator: false,
      showFilterMatchModes: true,
      filterMatchModeOptions: modes.map(({ label, value }) => ({ label, value })),
      filterElement: (options: ColumnFilterElementTemplateOptions) => (
        <DateInput
          inputId={`filter-${field}-${options.index}`}
          aria-label={`${options.field} date`}
          value={(options.value as Date | null) ?? null}
          onChange={(event) => options.filterCallback(event.value ?? null, options.index)}
          showIcon={false}
          showButtonBar={false}
        />
      ),
    },
  };
}
