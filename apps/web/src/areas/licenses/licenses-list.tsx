// Licenses (LicensesList, /licenses): what a trainer must hold to teach courses, with the courses each
// allows and how often it renews; found by name, active and course.
import { contract, type LicenseRow } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { formatDate } from '../../lib/dates';
import { plural, totalOf } from '../../lib/format';
import { LinkButton } from '../../lib/link-button';
import { ListCsvButton } from '../../lib/list/csv-export';
import { FilterBar } from '../../lib/list/filter-bar';
import { SelectFilter, TextFilter, YesNoFilter } from '../../lib/list/filter-fields';
import { ListTable } from '../../lib/list/list-table';
import { useList } from '../../lib/list/use-list';
import { PageHeader } from '../../lib/page-header';
import { courseChoices } from '../../lib/pickers/choices';
import { StatusTag } from '../../lib/status-tag';
import { useHeldCapabilities } from '../../shell/profile';
import { licenseListQueryOptions, licenseLookupQueryOptions } from './queries';
import { licenseSearch } from './search';

const route = getRouteApi('/_classes/licenses/');

export function LicensesList() {
  const search = route.useSearch();
  const list = useList({
    spec: licenseSearch,
    search,
    query: licenseListQueryOptions,
    area: 'classes',
    path: '/licenses',
  });
  const lookup = useQuery(licenseLookupQueryOptions);
  const held = useHeldCapabilities();

  return (
    <div className="list-screen">
      <PageHeader
        subtitle={totalOf(list, 'license')}
        actions={
          <>
            <ListCsvButton endpoint={contract.licenses.export} list={list} filename="licenses.csv" />
            {held.has('canCreateLicenses') && <LinkButton to="/licenses/new" label="New license" icon="pi pi-plus" />}
          </>
        }
      />
      <FilterBar list={list} label="Filter licenses">
        <TextFilter name="search" label="Name" placeholder="Contains…" wide />
        <SelectFilter name="courseId" label="Allows teaching" wide options={courseChoices(lookup.data?.courses)} />
        <YesNoFilter name="isActive" label="Status" yes="Active" no="Inactive" />
      </FilterBar>
      <ListTable
        list={list}
        label="licenses"
        rowClassName={(row: LicenseRow) => (row.isActive ? undefined : 'row--muted')}
      >
        <Column
          field="name"
          header="Name"
          sortable
          body={(row: LicenseRow) => (
            // People who may only view a license open it read only.
            <Link to="/licenses/$id/edit" params={{ id: String(row.id) }} className="cell-link">
              {row.name}
            </Link>
          )}
        />
        <Column
          header="Allows teaching"
          body={(row: LicenseRow) =>
            row.courses.length > 0 ? (
              <span className="code-list">
                {row.courses.map((c) => (
                  <span key={c.id} className="code-chip" title={c.name}>
                    {c.code}
                  </span>
                ))}
              </span>
            ) : (
              '—'
            )
          }
        />
        <Column
          field="renewalMonths"
          header="Renews every"
          sortable
          body={(row: LicenseRow) => plural(row.renewalMonths, 'month')}
        />
        <Column
          header="Required by"
          body={(row: LicenseRow) =>
            row.requiredByCourseCount > 0 ? plural(row.requiredByCourseCount, 'course') : '—'
          }
        />
        <Column
          field="isActive"
          header="Status"
          sortable
          body={(row: LicenseRow) => (
            <StatusTag tone={row.isActive ? 'success' : 'neutral'}>{row.isActive ? 'Active' : 'Inactive'}</StatusTag>
          )}
        />
        <Column field="updatedAt" header="Updated" sortable body={(row: LicenseRow) => formatDate(row.updatedAt)} />
      </ListTable>
    </div>
  );
}
