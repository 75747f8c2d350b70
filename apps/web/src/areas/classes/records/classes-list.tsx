// Classes (/classes): instructor-led classes by their first session, newest first, filtered by the first
// day's window, trainer, course, state (Submitted by default), cancelled, published, scope, client
// organization and beta courses; every filter is in the address. The reports menu downloads the same
// classes. A row opens the class.
import { type ClassRow, classDeliveryMethodLabels } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { MultiSelect } from 'primereact/multiselect';
import { formatDayRange } from '../../../lib/dates';
import { totalOf } from '../../../lib/format';
import { LinkButton } from '../../../lib/link-button';
import { FilterBar, useFilterField } from '../../../lib/list/filter-bar';
import { DateFilter, SelectFilter, TextFilter, YesNoFilter } from '../../../lib/list/filter-fields';
import { ListTable } from '../../../lib/list/list-table';
import { useList } from '../../../lib/list/use-list';
import { PageHeader } from '../../../lib/page-header';
import { courseChoices, trainerChoices } from '../../../lib/pickers/choices';
import { useHeldCapabilities } from '../../../shell/profile';
import { ClassReportsMenu } from '../reports/class-reports-menu';
import { classFiltersOf, classSearch, classStateValues } from './class-list-search';
import { classListQueryOptions, classLookupQueryOptions } from './class-queries';
import { ClassStateTag } from './class-state-tag';
import './classes.css';

const route = getRouteApi('/_classes/classes/');

const stateOptions = classStateValues.map((s) => ({ value: s, label: s }));
const scopeOptions = [
  { value: 'Public', label: 'Public' },
  { value: 'Private', label: 'Private' },
];

function StatesFilter() {
  const field = useFilterField('states');
  return (
    <div className="filter-field filter-field--wide">
      <label htmlFor={field.id}>States</label>
      <MultiSelect
        inputId={field.id}
        className="p-inputtext-sm"
        value={(field.value as string[] | undefined) ?? []}
        options={stateOptions}
        optionLabel="label"
        optionValue="value"
        placeholder="Any"
        display="comma"
        onChange={(event) => field.set(event.value ?? [])}
      />
    </div>
  );
}

function BetaFilter() {
  const field = useFilterField('includeBetaCourses');
  return (
    <div className="filter-field filter-field--check">
      <Checkbox
        inputId={field.id}
        checked={field.value === true}
        onChange={(event) => field.set(event.checked ? true : undefined)}
      />
      <label htmlFor={field.id}>Include beta courses</label>
    </div>
  );
}

const place = (row: ClassRow) =>
  row.deliveryMethod === 'VirtualClassroom'
    ? classDeliveryMethodLabels.VirtualClassroom
    : [row.city, row.countryCode].filter(Boolean).join(', ') || classDeliveryMethodLabels.InPerson;

function Seats({ row }: { row: ClassRow }) {
  return (
    <span>
      {row.seatsTaken} / {row.capacity ?? '—'}
      {row.waitlisted > 0 && <span className="cell-muted"> (+{row.waitlisted} waiting)</span>}
    </span>
  );
}

export function ClassesList() {
  const search = route.useSearch();
  const list = useList({ spec: classSearch, search, query: classListQueryOptions, area: 'classes', path: '/classes' });
  const lookup = useQuery(classLookupQueryOptions);
  const held = useHeldCapabilities();
  const trainers = trainerChoices(lookup.data?.trainers);
  const courses = courseChoices(lookup.data?.courses, { markBeta: true });
  return (
    <div className="list-screen">
      <PageHeader
        subtitle={totalOf(list, 'class', 'classes')}
        actions={
          <>
            <ClassReportsMenu filters={classFiltersOf(search) as Record<string, unknown>} />
            <LinkButton to="/classes/needs-closing" label="Needs closing" icon="pi pi-flag" outlined />
            {held.has('canCreateClasses') && <LinkButton to="/classes/new" label="New class" icon="pi pi-plus" />}
          </>
        }
      />
      <FilterBar list={list} label="Filter classes">
        <DateFilter name="startDate" label="Starts on or after" />
        <DateFilter name="endDate" label="Starts on or before" />
        <SelectFilter name="trainerAdmId" label="Trainer" options={trainers} wide />
        <SelectFilter name="courseType" label="Course" options={courses} wide />
        <StatesFilter />
        <YesNoFilter name="isCancelled" label="Cancelled" />
        <YesNoFilter name="isPublished" label="Published" />
        <SelectFilter name="scope" label="Scope" options={scopeOptions} />
        <TextFilter name="clientOrganization" label="Client organization" placeholder="Contains…" wide />
        <BetaFilter />
      </FilterBar>
      <ListTable list={list} label="classes" dataKey="id">
        <Column
          header="Class"
          body={(row: ClassRow) => (
            <Link to="/classes/$id" params={{ id: String(row.id) }} className="cell-link">
              {row.courseCode} #{row.id}
            </Link>
          )}
        />
        <Column
          field="startsAt"
          header="Dates"
          sortable
          body={(row: ClassRow) => formatDayRange(row.startDate, row.endDate)}
        />
        <Column
          header="Times"
          body={(row: ClassRow) => (
            <span title={row.timeZone}>
              {row.startTime}–{row.endTime} <span className="cell-muted">{row.timeZone.replaceAll('_', ' ')}</span>
            </span>
          )}
        />
        <Column
          header="Lead trainer"
          body={(row: ClassRow) => row.leadTrainerName ?? <span className="cell-muted">—</span>}
        />
        <Column header="Partner" body={(row: ClassRow) => row.partnerName ?? <span className="cell-muted">—</span>} />
        <Column header="Where" body={place} />
        <Column header="State" body={(row: ClassRow) => <ClassStateTag state={row.state} />} />
        <Column
          header="Published"
          body={(row: ClassRow) => (row.isPublished ? 'Yes' : <span className="cell-muted">No</span>)}
        />
        <Column header="Seats" body={(row: ClassRow) => <Seats row={row} />} />
        <Column header="Client organization" body={(row: ClassRow) => row.clientOrganization ?? ''} />
      </ListTable>
    </div>
  );
}
