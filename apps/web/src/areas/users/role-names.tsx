// A person's roles by name (their keys until the roles have loaded) as chips in the text's own font (a
// role is a name, not a code), or "None".
import type { Role } from '@eco/contract';

export function RoleNames({ keys, roles }: { keys: readonly string[]; roles: readonly Role[] | undefined }) {
  if (!keys.length) return <span className="cell-muted">None</span>;
  const name = (key: string) => roles?.find((r) => r.key === key)?.name ?? key;
  return (
    <span className="role-list">
      {keys.map((key) => (
        <span key={key} className="role-chip">
          {name(key)}
        </span>
      ))}
    </span>
  );
}
