// Edit User (/users/$admId/edit): a person's roles, ticked or unticked, with what they gain and lose
// shown before saving. Only canUpdateUsers may save (read only otherwise); a stale version meets the
// conflict dialog, and taking away the last holder of a key capability or the last administrator is
// refused beside the roles. A role granting a capability the signed-in person lacks cannot be ticked or
// unticked (the reason beside it); removing your own access asks first, and a change of your own roles
// reads your profile again, so the menu and the guards follow at once.
import './users.css';
import { type Capability, capabilityDescriptions, type Role, type UserDetail, userUpdate } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BackLink, backTo, CancelLink } from '../../lib/back-link';
import { formatDateTime } from '../../lib/dates';
import { ChecklistField } from '../../lib/form/checklist-field';
import { FormGuards } from '../../lib/form/form-guards';
import { FormActions, FormSection, RecordForm } from '../../lib/form/form-layout';
import { editableIf } from '../../lib/form/read-only';
import { useForm } from '../../lib/form/use-form';
import { plural } from '../../lib/format';
import { canReadHistory, HistoryPanel } from '../../lib/history/history-panel';
import { Modal } from '../../lib/modal';
import { setPageError } from '../../lib/page-error';
import { PageHeader } from '../../lib/page-header';
import { queryClient } from '../../lib/query-client';
import { RecordLoader } from '../../lib/record-loader';
import { StatusTag } from '../../lib/status-tag';
import { heldCapabilities, menuEntries, reachableFor } from '../../shell/areas';
import { refreshProfile, useHeldCapabilities, useProfile } from '../../shell/profile';
import { capabilitiesOf, capabilityChanges, lockedRoleReason } from './capability-changes';
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
  const isSelf = useProfile()?.admId === user.admId;
  const name = nameOf(user);
  // After a change of one's own roles: whether the list is still theirs to go back to.
  const seesUsersAfter = useRef(true);
  const form = editableIf(
    held.has('canUpdateUsers'),
    useForm({
      schema: userUpdate,
      initial: valuesOf(user),
      onSubmit: async (body) => {
        const saved = await saveUserRoles(user.admId, body);
        if (isSelf) {
          const fresh = await refreshProfile();
          const after = fresh ? heldCapabilities(fresh) : capabilitiesOf(saved.roles, roles);
          seesUsersAfter.current = after.has('canViewUsers');
        }
        return saved;
      },
      successMessage: (u) => `Roles of ${nameOf(u)} saved.`,
      onSaved: () => void navigate(seesUsersAfter.current ? backTo(LIST) : { to: '/' }),
    }),
  );
  const chosen = [...((form.get('roles') as string[] | undefined) ?? [])].sort();
  const before = valuesOf(user).roles;
  // Your own losses are asked about before saving.
  const ownLosses = isSelf && !form.readOnly ? capabilityChanges(before, chosen, roles).losses : [];
  const [confirming, setConfirming] = useState(false);
  const guarded: typeof form = ownLosses.length
    ? {
        ...form,
        submit: async (event) => {
          event?.preventDefault();
          if (!form.saving) setConfirming(true);
        },
      }
    : form;

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
      <RecordForm form={guarded} label={`Roles of ${name}`}>
        <FormSection
          title="Roles"
          description="Each role grants a set of capabilities. A change applies to the person’s next request; their menu changes when they next sign in (yours at once). You may grant or remove only a role whose every capability you hold."
        >
          <ChecklistField
            form={form}
            name="roles"
            label="Roles"
            options={roles.map((r) => ({
              value: r.key,
              label: r.name,
              detail: r.description,
              locked: lockedRoleReason(r, held),
            }))}
          />
        </FormSection>
        {!form.readOnly && (
          <FormSection title="What this change does" description="Worked out from the roles ticked, before saving.">
            <RoleChanges
              admId={user.admId}
              name={name}
              before={before}
              after={chosen}
              roles={roles}
              isSelf={isSelf}
              isBlocked={user.isBlocked}
            />
          </FormSection>
        )}
        <FormActions form={guarded} saveLabel="Save roles" cancel={<CancelLink to={LIST} />} />
      </RecordForm>
      <OwnAccessDialog
        open={confirming}
        held={held}
        losses={ownLosses}
        onConfirm={() => form.submit()}
        onHide={() => setConfirming(false)}
      />
      <HeldNow name={name} user={user} />
      {canReadHistory('user-roles', held) && (
        <HistoryPanel entity="user-roles" id={user.admId} labels={{ roles: 'Roles' }} />
      )}
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

/**
 * Before saving a change that takes rights from the person making it: the areas of the console they
 * could open and no longer will, and each capability they lose.
 */
function OwnAccessDialog({
  open,
  held,
  losses,
  onConfirm,
  onHide,
}: {
  open: boolean;
  held: ReadonlySet<Capability>;
  losses: readonly Capability[];
  onConfirm: () => Promise<void>;
  onHide: () => void;
}) {
  const router = useRouter();
  const areasLost = useMemo(() => {
    if (!open) return [];
    const implemented = (path: string) => path in (router.routesByPath as unknown as Record<string, unknown>);
    const after = new Set([...held].filter((c) => !losses.includes(c)));
    const keeps = new Set(menuEntries(reachableFor(after, implemented)).map((e) => e.area.key));
    return menuEntries(reachableFor(held, implemented))
      .filter((e) => !keeps.has(e.area.key))
      .map((e) => e.area.label);
  }, [open, held, losses, router]);
  return (
    <Modal
      open={open}
      title="Remove your own access?"
      okLabel="Save roles"
      okSeverity="danger"
      onOk={onConfirm}
      onHide={onHide}
    >
      <p className="own-access__lead">
        <span className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
        {areasLost.length
          ? `You are removing your own access to ${listOf(areasLost)}`
          : 'You are removing some of your own access'}
        : after saving you can no longer {losses.length === 1 ? 'do this' : `do these ${losses.length} things`}, and
        only someone else can give {losses.length === 1 ? 'it' : 'them'} back.
      </p>
      {/* A long list scrolls: focusable, so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys. */}
      <section className="own-access__losses" aria-label="What you can no longer do" tabIndex={0}>
        <ul className="capability-list">
          {losses.map((c) => (
            <li key={c} className="capability-item">
              <code className="capability-link">{c}</code>
              <span className="capability-item__description">{capabilityDescriptions[c]}</span>
            </li>
          ))}
        </ul>
      </section>
    </Modal>
  );
}

/** "A", "A and B", "A, B and C". */
const listOf = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

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
