// Classes: search, lookups, the class record (create, read, edit, delete), its details page, its state
// changes and publication. Part of the Classes area: the contract's index joins these endpoints into
// `contract.classes`.
import type { endpoint } from './endpoint.js';

export const classRecords = {} satisfies Record<string, ReturnType<typeof endpoint>>;
