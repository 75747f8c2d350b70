// Before saving a change of roles: what the person gains and loses, and whether the change would take
// away the last holder of a key capability or the last administrator (the server refuses both with a
// 409; better to know first).
import { type Capability, capabilityDescriptions, type Role } from '@eco/contract';
import { useQueries } from '@tanstack/react-query';
import { plural } from '../../lib/format';
import { capabilitiesOf, capabilityChanges, everythingRoles, holdsEvery, isKeyCapability } from './capability-changes';
import { CapabilityItem } from './capability-link';
import { capabilityQueryOptions, userListQueryOptions } from './queries';
import { userSearch } from './search';

export function RoleChanges({
  admId,
  name,
  before,
  after,
  roles,
  isSelf,
  isBlocked,
}: {
  admId: string;
  name: string;
  /** A blocked person holds nothing now, so taking their roles leaves everyone else as they are. */
  isBlocked: boolean;
  before: readonly string[];
  after: readonly string[];
  roles: readonly Role[];
  isSelf: boolean;
}) {
  const { gains, losses } = capabilityChanges(before, after, roles);
  const lostKeys = losses.filter(isKeyCapability);
  const losesEverything = holdsEvery(capabilitiesOf(before, roles)) && !holdsEvery(capabilitiesOf(after, roles));
  return (
    <div className="role-changes" aria-live="polite">
      {gains.length === 0 && losses.length === 0 ? (
        <p className="role-changes__none">
          {before.join() === after.join()
            ? `No change yet. Tick or untick roles to see what ${name} gains and loses.`
            : `${name} keeps the same capabilities: the roles chosen grant exactly what they held.`}
        </p>
      ) : (
        <>
          <ChangeList title={`Gains ${plural(gains.length, 'capability', 'capabilities')}`} tone="gain" list={gains} />
          <ChangeList
            title={`Loses ${plural(losses.length, 'capability', 'capabilities')}`}
            tone="loss"
            list={losses}
          />
        </>
      )}
      {losesEverything && !isBlocked && <LastAdministratorWarning admId={admId} name={name} roles={roles} />}
      {lostKeys.length > 0 && !isBlocked && <LastHolderWarning name={name} capabilities={lostKeys} />}
      {isSelf && losses.includes('canUpdateUsers') && (
        <p className="role-changes__warning" role="note">
          <span className="pi pi-exclamation-triangle" aria-hidden="true" /> This is your own account: after saving you
          can no longer change anyone’s roles, yours included.
        </p>
      )}
    </div>
  );
}

function ChangeList({ title, tone, list }: { title: string; tone: 'gain' | 'loss'; list: Capability[] }) {
  if (!list.length) return null;
  return (
    <section className={`role-changes__list role-changes__list--${tone}`} aria-label={title}>
      <h3 className="role-changes__title">
        <span className={`pi ${tone === 'gain' ? 'pi-plus-circle' : 'pi-minus-circle'}`} aria-hidden="true" /> {title}
      </h3>
      <ul className="capability-list">
        {list.map((c) => (
          <CapabilityItem key={c} capability={c} />
        ))}
      </ul>
    </section>
  );
}

/** Reads who else holds each key capability being lost; warns when nobody else could use it. */
function LastHolderWarning({ name, capabilities }: { name: string; capabilities: Capability[] }) {
  const holders = useQueries({
    queries: capabilities.map((capability) => capabilityQueryOptions({ capability, page: 1, pageSize: 25 })),
  });
  const alone = capabilities.filter((_, i) => (holders[i]?.data?.about?.activeHolderCount ?? 2) <= 1);
  if (!alone.length) return null;
  return (
    <p className="role-changes__warning" role="alert">
      <span className="pi pi-exclamation-triangle" aria-hidden="true" /> {name} is the only active person who can{' '}
      {alone.map((c) => capabilityDescriptions[c].replace(/\.$/, '').toLowerCase()).join(' and ')} ({alone.join(', ')}
      ). Saving will be refused: give someone else a role with {alone.length > 1 ? 'them' : 'it'} first.
    </p>
  );
}

/** Reads who else holds a role granting every capability; warns when nobody else active does. */
function LastAdministratorWarning({ admId, name, roles }: { admId: string; name: string; roles: readonly Role[] }) {
  const granting = everythingRoles(roles);
  const holders = useQueries({
    queries: granting.map((r) => userListQueryOptions({ ...userSearch.defaults, role: r.key, pageSize: 25 })),
  });
  if (!granting.length || holders.some((h) => !h.data)) return null;
  const others = holders.flatMap((h) => h.data?.results ?? []).filter((u) => u.admId !== admId && !u.isBlocked);
  if (others.length) return null;
  return (
    <p className="role-changes__warning" role="alert">
      <span className="pi pi-exclamation-triangle" aria-hidden="true" /> {name} is the only active administrator: nobody
      else can do everything in the console and grant any role. Saving will be refused: give someone else the{' '}
      {granting.map((r) => r.name).join(' or ')} role first.
    </p>
  );
}
