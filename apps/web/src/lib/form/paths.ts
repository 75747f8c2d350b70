// Dotted paths into form values ('price.amount'), as zod issues and the server's field errors name them.

export function getPath(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

export function setPath<T>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  const base = (values ?? {}) as Record<string, unknown>;
  const next = Array.isArray(base) ? ([...base] as unknown as Record<string, unknown>) : { ...base };
  next[head] = rest.length === 0 ? value : setPath(base[head], rest.join('.'), value);
  return next as T;
}

/** The first message for a field, including its parts ('courseIds' shows an error on 'courseIds.2'). */
export function errorFor(errors: Record<string, string[]>, path: string): string | undefined {
  const own = errors[path]?.[0];
  if (own) return own;
  const prefix = `${path}.`;
  for (const [key, messages] of Object.entries(errors)) if (key.startsWith(prefix) && messages[0]) return messages[0];
  return undefined;
}

/** zod issues as field path → messages; a missing value reads 'Required', not zod's type wording. */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    const missing = issue.code === 'invalid_type' && /received (null|undefined)$/.test(issue.message);
    errors[key] = [...(errors[key] ?? []), missing ? 'Required' : issue.message];
  }
  return errors;
}
