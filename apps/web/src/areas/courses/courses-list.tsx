// Courses (CoursesList, /classes/courses): the instructor-led catalogue, found by code or name, category,
// active and beta; from here staff also open the course categories and the online (self-paced) courses.
import { type CourseRow, contract } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { formatDate } from '../../lib/dates';
import { totalOf } from '../../lib/format';
import { LinkButton } from '../../lib/link-button';
import { ListCsvButton } from '../../lib/list/csv-export';
import { FilterBar } from '../../lib/list/filter-bar';
import { SelectFilter, TextFilter, YesNoFilter } from '../../lib/list/filter-fields';
import { ListTable } from '../../lib/list/list-table';
import { useList } from '../../lib/list/use-list';
import { PageHeader } from '../../lib/page-header';
import { StatusTag } from '../../lib/status-tag';
import { useHeldCapabilities } from '../../shell/profile';
import { CategoriesDialog } from './categories-dialog';
import { OnlineCoursesDialog } from './online-courses-dialog';
import { courseListQueryOptions, courseLookupQueryOptions } from './queries';
import { courseSearch } from './search';

const route = getRouteApi('/_classes/classes/courses/');

export function CoursesList() {
  const search = route.useSearch();
  const list = useList({
    spec: courseSearch,
    search,
    query: courseListQueryOptions,
    area: 'classes',
    path: '/classes/courses',
  });
  const lookup = useQuery(courseLookupQueryOptions);
  const held = useHeldCapabilities();
  const canUpdate = held.has('canUpdateCourses');
  const [dialog, setDialog] = useState<'categories' | 'online' | null>(null);
  const categories = (lookup.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }));
  const languages = new Map((lookup.data?.languages ?? []).map((l) => [l.id, l.name]));

  return (
    <div className="list-screen">
      <PageHeader
        subtitle={totalOf(list, 'course')}
        actions={
          <>
            <ListCsvButton endpoint={contract.courses.export} list={list} filename="courses.csv" />
            <button
              type="button"
              className="p-button p-component p-button-outlined p-button-sm"
              onClick={() => setDialog('categories')}
            >
              <span className="p-button-icon p-button-icon-left pi pi-tags" aria-hidden="true" />
              <span className="p-button-label">Categories</span>
            </button>
            <button
              type="button"
              className="p-button p-component p-button-outlined p-button-sm"
              onClick={() => setDialog('online')}
            >
              <span className="p-button-icon p-button-icon-left pi pi-desktop" aria-hidden="true" />
              <span className="p-button-label">Online courses</span>
            </button>
            {held.has('canCreateCourses') && (
              <LinkButton to="/classes/courses/new" label="New course" icon="pi pi-plus" />
            )}
          </>
        }
      />
      <FilterBar list={list} label="Filter courses">
        <TextFilter name="search" label="Code or name" placeholder="Contains…" wide />
        <SelectFilter name="categoryId" label="Category" options={categories} />
        <YesNoFilter name="isActive" label="Status" yes="Active" no="Inactive" />
        <YesNoFilter name="isBeta" label="Beta" yes="Beta only" no="Not beta" />
      </FilterBar>
      <ListTable
        list={list}
        label="courses"
        rowClassName={(row: CourseRow) => (row.isActive ? undefined : 'row--muted')}
      >
        <Column
          field="code"
          header="Code"
          sortable
          body={(row: CourseRow) => (
            // People who may only view a course open it read only.
            <Link
              to="/classes/courses/$id/edit"
              params={{ id: String(row.id) }}
              className="cell-link cell-code"
              aria-label={`${canUpdate ? 'Edit' : 'View'} ${row.code}`}
            >
              {row.code}
            </Link>
          )}
        />
        <Column field="name" header="Name" sortable />
        <Column field="categoryName" sortField="category" header="Category" sortable />
        <Column
          header="Language"
          body={(row: CourseRow) => languages.get(row.defaultLanguageId) ?? row.defaultLanguageId}
        />
        <Column
          header="Days"
          className="cell-number"
          headerClassName="cell-number"
          body={(row: CourseRow) => row.durationDays}
        />
        <Column header="Required license" body={(row: CourseRow) => row.requiredLicenseName ?? '—'} />
        <Column
          header="Online"
          className="cell-number"
          body={(row: CourseRow) => (row.onlineCourseCount > 0 ? row.onlineCourseCount : '—')}
        />
        <Column
          field="isActive"
          header="Status"
          sortable
          body={(row: CourseRow) => (
            <span className="tag-row">
              <StatusTag tone={row.isActive ? 'success' : 'neutral'}>{row.isActive ? 'Active' : 'Inactive'}</StatusTag>
              {row.isBeta && <StatusTag tone="warning">Beta</StatusTag>}
            </span>
          )}
        />
        <Column field="updatedAt" header="Updated" sortable body={(row: CourseRow) => formatDate(row.updatedAt)} />
      </ListTable>
      <CategoriesDialog open={dialog === 'categories'} onHide={() => setDialog(null)} />
      <OnlineCoursesDialog open={dialog === 'online'} onHide={() => setDialog(null)} />
    </div>
  );
}
