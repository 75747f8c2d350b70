// The class record: search, lookups, create, edit, delete, details, state changes and publication.
import type { classRecords } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';

export const classRecordHandlers = (_deps: AreaDeps): Handlers<typeof classRecords> => ({});
