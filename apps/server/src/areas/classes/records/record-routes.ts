// The class record: search, lookups, create, edit, delete, details, its calendar file (and a trainer's),
// state changes and publication, and the classes needing closing.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../../platform/register-area.js';
import { classCalendar, trainerCalendar } from './class-calendar.js';
import { classDetails } from './class-details.js';
import { classLookupInfo } from './class-lookup.js';
import { getClass } from './class-read.js';
import { searchClasses } from './class-search.js';
import { createClass, deleteClass, updateClass } from './class-service.js';
import { changeClassState, setPublished } from './class-state.js';
import { clientOrganizations } from './client-organizations.js';
import { classesNeedingClosing } from './needs-closing.js';

export const classRecordHandlers = ({ config }: AreaDeps): Handlers<typeof contract.classes.records> => ({
  searchClasses: ({ ctx, body }) => searchClasses(ctx.db, body),
  classLookupInfo: ({ ctx }) => classLookupInfo(ctx.db),
  clientOrganizations: ({ ctx, query }) => clientOrganizations(ctx.db, query.search),
  getClass: ({ ctx, params }) => getClass(ctx.db, params.id),
  classDetails: ({ ctx, params }) => classDetails(ctx.db, params.id),
  classCalendar: ({ ctx, params }) => classCalendar(ctx.db, params.id, config),
  trainerClassCalendar: ({ ctx, params }) => trainerCalendar(ctx.db, params.admId, config),
  createClass: ({ ctx, body }) => createClass(ctx, body),
  updateClass: ({ ctx, params, body }) => updateClass(ctx, params.id, body),
  deleteClass: ({ ctx, params }) => deleteClass(ctx, params.id),
  changeClassState: ({ ctx, params, body }) => changeClassState(ctx, params.id, params.state, body),
  publishClass: ({ ctx, params, body }) => setPublished(ctx, params.id, body.version, true),
  unpublishClass: ({ ctx, params, body }) => setPublished(ctx, params.id, body.version, false),
  classesNeedingClosing: ({ ctx }) => classesNeedingClosing(ctx.db),
});
