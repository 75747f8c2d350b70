// A person's roles by name (their keys until the roles have loaded), or a dash for none.
import type { Role } from '@eco/contract';

export function RoleNames({ keys, roles }: { keys: readonly string[]; roles: readonly Role[] | undefined }) {
  if (!keys.length) return <span className="cell-muted">None</span>;
  const name = (key: string) => roles?.find((r) => r.key === key)?.name ?? key;
  return (
    <span className="code-list">
      {keys.map((key) => (
        <span key={key} className="code-chip">
          {name(key)}
        </span>
      ))}
    </span>
  );
}
