// Edit User (/users/$admId/edit): a person's roles, ticked or unticked, with what they gain and lose
// shown before saving. Only canUpdateUsers may save (read only otherwise); a stale version meets the
// conflict dialog, and taking away the last holder of a key capability is refused beside the roles.
import './users.css';
import { type Role, type UserDetail, userUpdate } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { BackLink, backTo, CancelLink } from '../../lib/back-link';
import { formatDateTime } from '../../lib/dates';
import { ChecklistField } from '../../lib/form/checklist-field';
import { FormGuards } from '../../lib/form/form-guards';
import { FormActions, FormSection, RecordForm } from '../../lib/form/form-layout';
import { editableIf } from '../../lib/form/read-only';
import { useForm } from '../../lib/form/use-form';
import { plural } from '../../lib/format';
import { canReadHistory, HistoryPanel } from '../../lib/history/history-panel';
import { setPageError } from '../../lib/page-error';
import { PageHeader } from '../../lib/page-header';
import { queryClient } from '../../lib/query-client';
import { RecordLoader } from '../../lib/record-loader';
import { StatusTag } from '../../lib/status-tag';
import { useHeldCapabilities, useProfile } from '../../shell/profile';
import { CapabilityItem } from './capability-link';
import { rolesQueryOptions, saveUserRoles, userQueryOptions } from './queries';
import { RoleChanges } from './role-changes';

const LIST = '/users';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const route = getRouteApi('/_users/users/$admId/edit');

const valuesOf = (u: UserDetail) => ({ version: u.version, roles: [...u.roles].sort() });
export const nameOf = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

export function UserEdit() {
  const { admId } = route.useParams();
  const valid = UUID.test(admId);
  useEffect(() => {
    if (!valid) setPageError('notfound');
  }, [valid]);
  const user = useQuery({ ...userQueryOptions(admId), enabled: valid });
  const roles = useQuery(rolesQueryOptions);
  if (!valid) return null;
  if (!user.data) return <RecordLoader query={user} what="user" />;
  if (!roles.data) return <RecordLoader query={roles} what="list of roles" />;
  return <UserForm key={user.data.admId} user={user.data} roles={roles.data} />;
}

function UserForm({ user, roles }: { user: UserDetail; roles: Role[] }) {
  const navigate = useNavigate();
  const held = useHeldCapabilities();
  const me = useProfile()?.admId;
  const name = nameOf(user);
  const form = editableIf(
    held.has('canUpdateUsers'),
    useForm({
      schema: userUpdate,
      initial: valuesOf(user),
      onSubmit: (body) => saveUserRoles(user.admId, body),
      successMessage: (u) => `Roles of ${nameOf(u)} saved.`,
      onSaved: () => void navigate(backTo(LIST)),
    }),
  );
  const chosen = [...((form.get('roles') as string[] | undefined) ?? [])].sort();

  return (
    <>
      <PageHeader
        title={`${name}`}
        back={<BackLink to={LIST} label="Users" />}
        subtitle={
          <span className="user-edit__subtitle">
            <span>{user.email}</span>
            {user.isBlocked && <StatusTag tone="danger">Blocked</StatusTag>}
            <span className="cell-muted">
              {user.lastSignInAt ? `Last signed in ${formatDateTime(user.lastSignInAt)}` : 'Never signed in'}
            </span>
          </span>
        }
      />
      <RecordForm form={form} label={`Roles of ${name}`}>
        <FormSection
          title="Roles"
          description="Each role grants a set of capabilities. A change applies to the person’s next request; their menu changes when they next sign in."
        >
          <ChecklistField
            form={form}
            name="roles"
            label="Roles"
            options={roles.map((r) => ({ value: r.key, label: r.name, detail: r.description }))}
          />
        </FormSection>
        {!form.readOnly && (
          <FormSection title="What this change does" description="Worked out from the roles ticked, before saving.">
            <RoleChanges
              name={name}
              before={valuesOf(user).roles}
              after={chosen}
              roles={roles}
              isSelf={me === user.admId}
              isBlocked={user.isBlocked}
            />
          </FormSection>
        )}
        <FormActions form={form} saveLabel="Save roles" cancel={<CancelLink to={LIST} />} />
      </RecordForm>
      <HeldNow name={name} user={user} />
      {canReadHistory('account', held) && <HistoryPanel entity="account" id={user.admId} labels={{ roles: 'Roles' }} />}
      <FormGuards
        form={form}
        what={`the roles of ${name}`}
        onReload={async () => {
          const fresh = await queryClient.fetchQuery({ ...userQueryOptions(user.admId), staleTime: 0 });
          form.reset(valuesOf(fresh));
        }}
      />
    </>
  );
}

/** What the saved roles grant now, each capability linking to who else holds it. */
function HeldNow({ name, user }: { name: string; user: UserDetail }) {
  return (
    <section className="held-now" aria-labelledby="held-now-title">
      <details open={user.capabilities.length <= 24}>
        <summary>
          <h2 id="held-now-title" className="held-now__title">
            {name} holds {plural(user.capabilities.length, 'capability', 'capabilities')} now
          </h2>
        </summary>
        {user.capabilities.length ? (
          <ul className="capability-list capability-list--columns">
            {user.capabilities.map((c) => (
              <CapabilityItem key={c} capability={c} />
            ))}
          </ul>
        ) : (
          <p className="cell-muted">None: without a role, the console shows {name} only the start page.</p>
        )}
      </details>
    </section>
  );
}
