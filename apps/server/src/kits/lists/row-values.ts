// Values of list rows as the contract shapes them: dates as ISO text, joined names as one string.

export const iso = (d: Date | null) => d?.toISOString() ?? null;

/** "First Last" of a joined account, or null when there is none. */
export const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();
