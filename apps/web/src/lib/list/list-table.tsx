// The paged table every list screen uses: PrimeReact's DataTable, lazy (the server pages, sorts and
// filters), with the list's page sizes, the total row count, sortable columns, column filter menus of
// at most two constraints (spec section 9), loading, empty and failed states, and checkbox selection for bulk
// actions, and a 'Columns' menu to hide columns (remembered per person and list). Headers, paginator and
// checkboxes are buttons and inputs: all of it works from the keyboard.
import '../prime-defaults';
import '../../styles/toolkit.css';
import { Column } from 'primereact/column';
import { DataTable, type DataTableFilterMeta, type DataTableStateEvent } from 'primereact/datatable';
import type { PaginatorTemplate } from 'primereact/paginator';
import { type ReactNode, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { ColumnChooser, columnHeaders, useHiddenColumns, visibleColumns } from './column-chooser';
import type { ColumnFilter } from './column-filters';
import type { ListSearchBase, ListState } from './use-list';

export interface ListTableProps<S extends ListSearchBase, T> {
  list: ListState<S, T>;
  /** What the rows are, for screen readers and the empty message: 'self-paced students'. */
  label: string;
  dataKey?: string;
  /** Checkbox selection for bulk actions: each row's checkbox is named by this ('Select passcode X7K2'). */
  selectLabel?: ((row: T) => string) | undefined;
  columnFilters?: ColumnFilter<S>[];
  emptyMessage?: ReactNode;
  rowClassName?: (row: T) => string | undefined;
  /**
   * What the cells show beyond their row (a capability, a lookup, today's date). Given, a cell renders
   * again only when its row, one of these, the selection or the columns shown change (PrimeReact's cell
   * memo): a list that renders again for anything else (a lookup arriving, a filter being typed) no
   * longer renders its hundreds of cells again. Without it every cell renders on every render.
   */
  cellDeps?: readonly unknown[];
  children: ReactNode;
}

const number = new Intl.NumberFormat('en-US');

/** '101–200 of 2,345'; 'of about 912,000' when the server estimates the total. */
const paginator = (estimate: boolean): PaginatorTemplate => ({
  layout: 'CurrentPageReport FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown',
  CurrentPageReport: ({ first, last, totalRecords }) => (
    <span className="list-table__report" aria-live="polite">
      {totalRecords > 0
        ? `${number.format(first)}–${number.format(last)} of ${estimate ? 'about ' : ''}${number.format(totalRecords)}`
        : 'No rows'}
    </span>
  ),
});

export function ListTable<S extends ListSearchBase, T>(props: ListTableProps<S, T>) {
  const { list, label, columnFilters = [] } = props;
  const { search } = list;
  const dataKey = props.dataKey ?? 'id';
  const selection = props.selectLabel ? selectionOf(list, dataKey) : null;
  const columns = useHiddenColumns(list.path);
  const headers = columnHeaders(props.children);
  const filters = useStableFilters(columnFilters.map((filter) => [filter.field, filter.meta(search)] as const));
  const shown = visibleColumns(props.children, columns.hidden);
  const rows = useFirstRowsFirst(list.rows);
  // Cells are keyed by position: any change in the columns shown must render them again.
  const columnsKey = `${selection ? 'select\n' : ''}${shown.length}\n${headers.join('\n')}`;
  const cellsChanged = useCellsChanged(
    props.cellDeps && [list.selected, list.allMatching, columns.hidden, columnsKey, ...props.cellDeps],
  );

  const onFilter = (event: DataTableStateEvent) => {
    const patch: Partial<S> = {};
    for (const filter of columnFilters) Object.assign(patch, filter.toSearch(event.filters[filter.field]));
    list.setFilters(patch);
  };

  // A list that could not be read is not an empty one: say so, and offer to read it again.
  const failed = (
    <div className="list-table__empty list-table__failed" role="alert">
      <span className="pi pi-exclamation-triangle" aria-hidden="true" />
      <span>{`The ${label} could not be loaded.`}</span>
      <button type="button" className="p-button p-button-outlined p-button-sm" onClick={list.refetch}>
        Retry
      </button>
    </div>
  );
  const empty = list.failed
    ? failed
    : (props.emptyMessage ?? (
        <div className="list-table__empty">
          <span className="pi pi-inbox" aria-hidden="true" />
          <span>{list.hasFilters ? `No ${label} match these filters.` : `No ${label} yet.`}</span>
          {list.hasFilters && (
            <button type="button" className="p-button p-button-text p-button-sm" onClick={list.clearFilters}>
              Clear filters
            </button>
          )}
        </div>
      ));

  return (
    <DataTable
      className="list-table"
      value={rows as never[]}
      lazy
      dataKey={dataKey}
      paginator
      paginatorTemplate={paginator(list.estimate)}
      alwaysShowPaginator
      first={(search.page - 1) * search.pageSize}
      rows={search.pageSize}
      totalRecords={list.total}
      rowsPerPageOptions={list.pageSizes}
      onPage={(event) => list.setPage((event.page ?? 0) + 1, event.rows)}
      sortField={search.sortBy}
      sortOrder={search.sortDescending ? -1 : 1}
      onSort={(event) => list.setSort(event.sortField, event.sortOrder === -1)}
      filters={columnFilters.length > 0 ? filters : undefined}
      filterDisplay={columnFilters.length > 0 ? 'menu' : undefined}
      onFilter={onFilter}
      loading={list.loading}
      loadingIcon="pi pi-spin pi-spinner"
      emptyMessage={empty}
      header={
        headers.length > 1 ? (
          <div className="list-table__header">
            <ColumnChooser headers={headers} hidden={columns.hidden} onChange={columns.save} />
          </div>
        ) : undefined
      }
      size="small"
      // Cells read more than their row (the selection, lookups that arrive later, capabilities): PrimeReact's
      // cell memo compares the row only, so it is on only for lists that name the rest (cellDeps), with
      // cellClassName standing for it (a new function whenever any of it changes).
      cellMemo={cellsChanged !== undefined}
      cellMemoProps={CELL_MEMO_PROPS}
      cellClassName={cellsChanged}
      stripedRows
      scrollable
      rowClassName={(row) =>
        [props.rowClassName?.(row as T), selection?.has(row as T) ? 'row--selected' : undefined]
          .filter(Boolean)
          .join(' ')
      }
      pt={{ table: { 'aria-label': label, 'aria-busy': list.loading } as never }}
    >
      {selection && (
        <Column
          headerClassName="list-table__select"
          bodyClassName="list-table__select"
          header={<SelectAll selection={selection} />}
          body={(row: T) => (
            <input
              type="checkbox"
              className="list-table__checkbox"
              aria-label={props.selectLabel?.(row)}
              checked={selection.has(row)}
              onChange={(event) => selection.toggle(row, event.target.checked)}
            />
          )}
        />
      )}
      {shown}
    </DataTable>
  );
}

interface Selection<T> {
  rows: T[];
  has: (row: T) => boolean;
  toggle: (row: T, on: boolean) => void;
  setPage: (on: boolean) => void;
}

/**
 * Selection over the rows of the page, by key, kept while paging (every row while all matching rows are
 * selected; unticking one leaves that mode). Native checkboxes: PrimeReact's selection checkbox nests
 * its input in an element with role="checkbox" and names rows by index ('Row Selected 12').
 */
function selectionOf<S extends ListSearchBase, T>(list: ListState<S, T>, dataKey: string): Selection<T> {
  const key = (row: T) => (row as Record<string, unknown>)[dataKey];
  const chosen = new Set(list.selected.map(key));
  const onPage = (row: T) => list.rows.some((r) => key(r) === key(row));
  return {
    rows: list.rows,
    has: (row) => list.allMatching || chosen.has(key(row)),
    toggle: (row, on) =>
      list.setSelected(on ? [...list.selected, row] : list.selected.filter((r) => key(r) !== key(row))),
    setPage: (on) =>
      list.setSelected(
        on
          ? [...list.selected, ...list.rows.filter((r) => !chosen.has(key(r)))]
          : list.selected.filter((r) => !onPage(r)),
      ),
  };
}

function SelectAll<T>({ selection }: { selection: Selection<T> }) {
  const all = selection.rows.length > 0 && selection.rows.every(selection.has);
  const some = selection.rows.some(selection.has);
  return (
    <input
      type="checkbox"
      className="list-table__checkbox"
      aria-label="Select every row on this page"
      checked={all}
      disabled={selection.rows.length === 0}
      ref={(element) => {
        if (element) element.indeterminate = some && !all;
      }}
      onChange={(event) => selection.setPage(event.target.checked)}
    />
  );
}

/** PrimeReact's default cell memo keys, and cellClassName, which changes with what cells read besides. */
const CELL_MEMO_PROPS = [
  'rowData',
  'field',
  'allowCellSelection',
  'isCellSelected',
  'editMode',
  'index',
  'tabIndex',
  'editing',
  'expanded',
  'editingMeta',
  'frozenCol',
  'alignFrozenCol',
  'cellClassName',
];

/**
 * A function that is a new one whenever one of `deps` changes (by identity), for the cell memo to compare;
 * undefined without deps.
 */
function useCellsChanged(deps: readonly unknown[] | undefined): (() => undefined) | undefined {
  const last = useRef<{ deps: readonly unknown[]; stamp: () => undefined } | null>(null);
  if (!deps) return undefined;
  const previous = last.current;
  const same = previous && previous.deps.length === deps.length && deps.every((d, i) => Object.is(d, previous.deps[i]));
  if (!same || !previous) last.current = { deps, stamp: () => undefined };
  return last.current?.stamp;
}

/** How many rows a list's first render shows at once: about a screenful. */
const FIRST_ROWS = 25;

/**
 * A list's first render shows its first rows, and the rest of the page in a transition, which React
 * renders in slices of a few milliseconds: a page of 100 rows of PrimeReact cells costs hundreds of
 * milliseconds, which in one task would hold up the browser (Lighthouse's total blocking time).
 */
function useFirstRowsFirst<T>(rows: T[]): T[] {
  const [all, setAll] = useState(false);
  useEffect(() => startTransition(() => setAll(true)), []);
  return all || rows.length <= FIRST_ROWS ? rows : rows.slice(0, FIRST_ROWS);
}

/**
 * The same filters object for as long as the params it shows are the same. PrimeReact resets an open
 * filter menu (a rule just added, a value being typed) whenever it is given a new object, which any
 * re-render of the list would otherwise do.
 */
function useStableFilters(entries: (readonly [string, DataTableFilterMeta[string]])[]): DataTableFilterMeta {
  const key = JSON.stringify(entries);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the entries, rebuilt each render.
  return useMemo(() => Object.fromEntries(entries), [key]);
}
