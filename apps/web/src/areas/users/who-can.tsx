// Who Can Do What (/users/capabilities?capability=…): for one capability, what it lets someone do, the
// roles that grant it and the people who hold it through them (paged, blocked ones marked). The inverse
// of a role editor: the question a support lead asks before changing anything.
import './users.css';
import { capabilities, capabilityDescriptions } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { plural } from '../../lib/format';
import { FilterBar } from '../../lib/list/filter-bar';
import { SelectFilter } from '../../lib/list/filter-fields';
import { ListTable } from '../../lib/list/list-table';
import { useList } from '../../lib/list/use-list';
import { PageHeader } from '../../lib/page-header';
import { StatusTag } from '../../lib/status-tag';
import { capabilityQueryOptions, holdersListQueryOptions, type UserRow } from './queries';
import { RoleNames } from './role-names';
import { capabilitySearch } from './search';

const route = getRouteApi('/_users/users/capabilities');

const options = capabilities.map((c) => ({ value: c, label: `${c} — ${capabilityDescriptions[c]}` }));

export function WhoCan() {
  const search = route.useSearch();
  const list = useList({
    spec: capabilitySearch,
    search,
    query: holdersListQueryOptions,
    area: 'users',
    path: '/users/capabilities',
  });
  const about = useQuery(capabilityQueryOptions(search)).data?.about ?? null;

  return (
    <div className="list-screen">
      <PageHeader
        subtitle={
          about
            ? `${plural(list.total, 'person', 'people')} hold ${about.capability}, ${about.activeHolderCount} of them active`
            : 'Choose a capability to see the roles that grant it and the people who hold it.'
        }
      />
      <FilterBar list={list} label="Choose a capability">
        <SelectFilter name="capability" label="Capability" wide options={options} placeholder="Choose a capability" />
      </FilterBar>
      {about && (
        <section className="who-can__about" aria-label="What it lets someone do">
          <p className="who-can__description">
            <code>{about.capability}</code>: {about.description}
          </p>
          <h2 className="who-can__title">Roles that grant it</h2>
          {about.roles.length ? (
            <ul className="who-can__roles">
              {about.roles.map((r) => (
                <li key={r.key}>
                  <Link to="/users" search={{ role: r.key } as never} className="cell-link">
                    {r.name}
                  </Link>{' '}
                  <span className="cell-muted">
                    {r.description} ({plural(r.capabilities.length, 'capability', 'capabilities')})
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="cell-muted">No role grants it: nobody can do this.</p>
          )}
        </section>
      )}
      {about && <h2 className="who-can__title">People who hold it</h2>}
      {search.capability && (
        <ListTable
          list={list}
          label={`people holding ${search.capability}`}
          dataKey="admId"
          emptyMessage="Nobody holds it."
          rowClassName={(row: UserRow) => (row.isBlocked ? 'row--muted' : undefined)}
        >
          <Column
            header="E-mail"
            body={(row: UserRow) => (
              <Link to="/users/$admId/edit" params={{ admId: row.admId }} className="cell-link">
                {row.email}
              </Link>
            )}
          />
          <Column header="Name" body={(row: UserRow) => `${row.firstName} ${row.lastName}`.trim() || '—'} />
          <Column
            header="Through roles"
            body={(row: UserRow) => (
              <RoleNames keys={row.roles.filter((k) => about?.roles.some((r) => r.key === k))} roles={about?.roles} />
            )}
          />
          <Column
            header="Blocked"
            body={(row: UserRow) =>
              row.isBlocked ? <StatusTag tone="danger">Blocked</StatusTag> : <span className="cell-muted">No</span>
            }
          />
        </ListTable>
      )}
    </div>
  );
}
