// Users (/users): staff by default (people holding a role; "Staff only" off lists every account), found
// by the start of their e-mail, name or domain as Accounts finds people, optionally only the holders of
// one role, sorted by e-mail, last name or (staff only) how many roles. A row opens the person's roles.

import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { useId } from 'react';
import { totalOf } from '../../lib/format';
import { FilterBar } from '../../lib/list/filter-bar';
import { SelectFilter, TextFilter } from '../../lib/list/filter-fields';
import { ListTable } from '../../lib/list/list-table';
import { type ListState, useList } from '../../lib/list/use-list';
import { PageHeader } from '../../lib/page-header';
import { StatusTag } from '../../lib/status-tag';
import { Switch } from '../../lib/switch';
import { useHeldCapabilities } from '../../shell/profile';
import { rolesQueryOptions, type UserRow, userListQueryOptions } from './queries';
import { RoleNames } from './role-names';
import { type UserSearch, userSearch } from './search';
import './users.css';

const route = getRouteApi('/_users/users/');

export function UsersList() {
  const search = route.useSearch();
  const list = useList({ spec: userSearch, search, query: userListQueryOptions, area: 'users', path: '/users' });
  const roles = useQuery(rolesQueryOptions);
  const canUpdate = useHeldCapabilities().has('canUpdateUsers');

  return (
    <div className="list-screen">
      <PageHeader subtitle={totalOf(list, search.staffOnly ? 'staff user' : 'user')} />
      <FilterBar list={list} label="Filter users" end={<StaffOnly list={list} />}>
        <TextFilter name="search" label="E-mail or name" placeholder="Start of e-mail, name or domain…" wide />
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
          sortable
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
        <Column
          sortField="name"
          header="Name"
          sortable
          body={(row: UserRow) => `${row.firstName} ${row.lastName}`.trim() || '—'}
        />
        <Column
          sortField="roles"
          header="Roles"
          sortable={search.staffOnly}
          body={(row: UserRow) => <RoleNames keys={row.roles} roles={roles.data} />}
        />
        <Column
          header="Status"
          body={(row: UserRow) =>
            row.isBlocked ? <StatusTag tone="danger">Blocked</StatusTag> : <StatusTag tone="success">Active</StatusTag>
          }
        />
      </ListTable>
    </div>
  );
}

/**
 * "Staff only", applied as it is switched. Switching it off while sorted by roles goes back to the e-mail
 * order in the same step: the roles order is for staff only.
 */
function StaffOnly({ list }: { list: ListState<UserSearch, UserRow> }) {
  const id = useId();
  const on = list.search.staffOnly;
  return (
    <div className="filter-switch">
      <Switch
        id={id}
        checked={on}
        onChange={(checked) =>
          list.setFilters({
            staffOnly: checked,
            ...(!checked && list.search.sortBy === 'roles' ? { sortBy: 'email', sortDescending: false } : {}),
          })
        }
      />
      <label htmlFor={id}>Staff only</label>
    </div>
  );
}
