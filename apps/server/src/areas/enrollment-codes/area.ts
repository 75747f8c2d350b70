// The Enrollment codes area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { historyNumberOf } from '../../kits/history/history-ids.js';
import { defineArea } from '../../platform/area-definition.js';
import { enrollmentCodeEmailTypes } from './email-types.js';
import { enrollmentCodeFinders } from './finders.js';
import { enrollmentCodeHistorySources } from './history.js';
import { enrollmentCodeOwned } from './owned.js';
import { enrollmentCodesHandlers } from './routes.js';

export const enrollmentCodesArea = defineArea({
  key: 'enrollmentCodes',
  handlers: ({ config }) => enrollmentCodesHandlers(config),
  finders: enrollmentCodeFinders,
  owned: enrollmentCodeOwned,
  emailTypes: enrollmentCodeEmailTypes,
  history: { 'enrollment-code': (db, id) => enrollmentCodeHistorySources(db, historyNumberOf(id)) },
});
