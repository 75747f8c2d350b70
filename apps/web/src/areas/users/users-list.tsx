// Users (/users): everyone who can sign in to the console or could be given a role, found by a fragment
// of their e-mail, optionally only the holders of one role. A row opens the person's roles.

import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { totalOf } from '../../lib/format';
import { FilterBar } from '../../lib/list/filter-bar';
import { SelectFilter, TextFilter } from '../../lib/list/filter-fields';
import { ListTable } from '../../lib/list/list-table';
import { useList } from '../../lib/list/use-list';
import { PageHeader } from '../../lib/page-header';
import { StatusTag } from '../../lib/status-tag';
import { useHeldCapabilities } from '../../shell/profile';
import { rolesQueryOptions, type UserRow, userListQueryOptions } from './queries';
import { RoleNames } from './role-names';
import { userSearch } from './search';

const route = getRouteApi('/_users/users/');

export function UsersList() {
  const search = route.useSearch();
  const list = useList({ spec: userSearch, search, query: userListQueryOptions, area: 'users', path: '/users' });
  const roles = useQuery(rolesQueryOptions);
  const canUpdate = useHeldCapabilities().has('canUpdateUsers');

  return (
    <div className="list-screen">
      <PageHeader subtitle={totalOf(list, 'user')} />
      <FilterBar list={list} label="Filter users">
        <TextFilter name="email" label="E-mail" placeholder="Contains…" wide />
        <SelectFilter
          name="role"
          label="Role"
          wide
          options={(roles.data ?? []).map((r) => ({ value: r.key, label: r.name }))}
        />
      </FilterBar>
      <ListTable
        list={list}
        label="users"
        dataKey="admId"
        rowClassName={(row: UserRow) => (row.isBlocked ? 'row--muted' : undefined)}
      >
        <Column
          field="email"
          header="E-mail"
          body={(row: UserRow) => (
            <Link
              to="/users/$admId/edit"
              params={{ admId: row.admId }}
              className="cell-link"
              aria-label={`${canUpdate ? 'Edit roles of' : 'View roles of'} ${row.email}`}
            >
              {row.email}
            </Link>
          )}
        />
        <Column header="Name" body={(row: UserRow) => `${row.firstName} ${row.lastName}`.trim() || '—'} />
        <Column header="Roles" body={(row: UserRow) => <RoleNames keys={row.roles} roles={roles.data} />} />
        <Column
          field="isBlocked"
          header="Blocked"
          body={(row: UserRow) =>
            row.isBlocked ? <StatusTag tone="danger">Blocked</StatusTag> : <span className="cell-muted">No</span>
          }
        />
      </ListTable>
    </div>
  );
}
