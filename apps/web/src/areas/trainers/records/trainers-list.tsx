// Trainers (TrainerList, /trainers): who teaches, found by name or e-mail, active or not, by the licenses
// they hold and where those stand on their renewal timeline, and by the face-to-face requirement of last
// year and this year (met or not, exempt or not). Saved views above the filters answer the weekly
// questions in one click; every filter is in the address. A row opens the trainer.
import {
  contract,
  formatValidThrough,
  renewalStateLabels,
  type TrainerF2fSummary,
  type TrainerRow,
} from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { MultiSelect } from 'primereact/multiselect';
import { totalOf } from '../../../lib/format';
import { LinkButton } from '../../../lib/link-button';
import { CsvButton, ExportProgress, useCsvExport } from '../../../lib/list/csv-export';
import { FilterBar, useFilterField } from '../../../lib/list/filter-bar';
import { SelectFilter, TextFilter } from '../../../lib/list/filter-fields';
import { ListTable } from '../../../lib/list/list-table';
import { useList } from '../../../lib/list/use-list';
import { PageHeader } from '../../../lib/page-header';
import { useHeldCapabilities } from '../../../shell/profile';
import { RenewalStateTag } from '../licenses/renewal-state';
import { trainerFilterOf, trainerListQueryOptions, trainerLookupQueryOptions } from '../queries';
import { f2fStatusValues, renewalStateValues, trainerSearch } from '../search';
import { TrainerViews } from './trainer-views';
import '../trainers.css';

const route = getRouteApi('/_trainers/trainers/');

const yesNoAnyOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'any', label: 'Any' },
];
const stateOptions = renewalStateValues.map((s) => ({ value: s, label: renewalStateLabels[s] }));
const f2fOptions = f2fStatusValues.map((s) => ({ value: s, label: s === 'Met' ? 'Met' : 'Not met' }));
const year = new Date().getUTCFullYear();

function LicenseFilter({ options }: { options: { value: number; label: string }[] }) {
  const field = useFilterField('courseLicenseIds');
  return (
    <div className="filter-field filter-field--wide">
      <label htmlFor={field.id}>Licenses held</label>
      <MultiSelect
        inputId={field.id}
        className="p-inputtext-sm"
        value={(field.value as number[] | undefined) ?? []}
        options={options}
        optionLabel="label"
        optionValue="value"
        placeholder="Any"
        filter
        display="comma"
        maxSelectedLabels={2}
        onChange={(event) => field.set(event.value?.length ? event.value : undefined)}
      />
    </div>
  );
}

function F2fCell({ f2f }: { f2f: TrainerF2fSummary }) {
  const words = `${f2f.completed} of ${f2f.required}`;
  if (f2f.exempt) return <span className="cell-muted">Exempt ({words})</span>;
  return f2f.status === 'Met' ? (
    <span>Met ({words})</span>
  ) : (
    <span className="trainer-f2f--open">Not met ({words})</span>
  );
}

function Licenses({ row }: { row: TrainerRow }) {
  if (row.licenses.length === 0) return <span className="cell-muted">None</span>;
  return (
    <ul className="trainer-licenses">
      {row.licenses.map((l) => (
        <li key={l.licenseId} title={formatValidThrough(l.expiresAt, row.timeZone)}>
          {l.licenseName} <RenewalStateTag state={l.renewalState} />
        </li>
      ))}
    </ul>
  );
}

export function TrainersList() {
  const search = route.useSearch();
  const list = useList({
    spec: trainerSearch,
    search,
    query: trainerListQueryOptions,
    area: 'trainers',
    path: '/trainers',
  });
  const lookup = useQuery(trainerLookupQueryOptions);
  const held = useHeldCapabilities();
  const exporter = useCsvExport();
  const licenseOptions = (lookup.data?.courseLicenses ?? []).map((l) => ({ value: l.id, label: l.name }));
  return (
    <div className="list-screen">
      <PageHeader
        subtitle={totalOf(list, 'trainer')}
        actions={
          <>
            <CsvButton
              exporter={exporter}
              onClick={() =>
                void exporter.run(
                  contract.trainers.records.exportTrainers,
                  { body: trainerFilterOf(search) },
                  'trainers.csv',
                )
              }
            />
            <ExportProgress exporter={exporter} />
            {held.has('canCreateTrainers') && <LinkButton to="/trainers/new" label="New trainer" icon="pi pi-plus" />}
          </>
        }
      />
      <TrainerViews />
      <FilterBar list={list} label="Filter trainers">
        <TextFilter name="search" label="Name or e-mail" placeholder="Start of a name, or part of an e-mail" wide />
        <SelectFilter name="isActive" label="Active" options={yesNoAnyOptions} />
        <LicenseFilter options={licenseOptions} />
        <SelectFilter name="pstRenewalState" label="License renewal" options={stateOptions} />
        <SelectFilter name="faceToFaceRequirementStatusPriorYear" label={`F2F ${year - 1}`} options={f2fOptions} />
        <SelectFilter
          name="faceToFaceRequirementStatusPriorYearExempt"
          label={`F2F ${year - 1} exempt`}
          options={yesNoAnyOptions}
        />
        <SelectFilter name="faceToFaceRequirementStatusCurrentYear" label={`F2F ${year}`} options={f2fOptions} />
        <SelectFilter
          name="faceToFaceRequirementStatusCurrentYearExempt"
          label={`F2F ${year} exempt`}
          options={yesNoAnyOptions}
        />
      </FilterBar>
      <ListTable
        list={list}
        label="trainers"
        dataKey="admId"
        rowClassName={(r: TrainerRow) => (r.isActive ? undefined : 'row--muted')}
      >
        <Column
          field="lastName"
          header="Name"
          sortable
          body={(row: TrainerRow) => (
            <Link to="/trainers/$userUniqueId/edit" params={{ userUniqueId: row.admId }} className="cell-link">
              {row.lastName}, {row.firstName}
            </Link>
          )}
        />
        <Column field="email" header="E-mail" sortable />
        <Column header="Licenses held" body={(row: TrainerRow) => <Licenses row={row} />} />
        <Column
          field="nextExpiresAt"
          header="Next expiry"
          sortable
          body={(row: TrainerRow) =>
            row.nextExpiresAt ? (
              // The most urgent expiry: one already passed is a license in grace, still to renew.
              `${Date.parse(row.nextExpiresAt) < Date.now() ? 'In grace: ' : ''}${formatValidThrough(row.nextExpiresAt, row.timeZone)}`
            ) : (
              <span className="cell-muted">—</span>
            )
          }
        />
        <Column header={`F2F ${year - 1}`} body={(row: TrainerRow) => <F2fCell f2f={row.f2fPriorYear} />} />
        <Column header={`F2F ${year}`} body={(row: TrainerRow) => <F2fCell f2f={row.f2fCurrentYear} />} />
        <Column header="Languages" body={(row: TrainerRow) => row.languages.join(', ').toUpperCase() || '—'} />
        <Column field="timeZone" header="Time zone" sortable />
        <Column
          header="Active"
          body={(row: TrainerRow) => (row.isActive ? 'Yes' : <span className="cell-muted">No</span>)}
        />
      </ListTable>
    </div>
  );
}
