// The Classes area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { underOwnId } from '../../kits/history/history-ids.js';
import { defineArea } from '../../platform/area-definition.js';
import { classesAttention } from './attention.js';
import { classEmailTypes } from './email-types.js';
import { classesFinders } from './finders.js';
import { classesOwned } from './owned.js';
import { classesHandlers } from './routes.js';
import { seedDemoClasses } from './seed/demo.js';

export const classesArea = defineArea({
  key: 'classes',
  handlers: (deps) => classesHandlers(deps),
  finders: classesFinders,
  owned: classesOwned,
  attention: classesAttention,
  emailTypes: classEmailTypes,
  history: { class: underOwnId('class') },
  demo: seedDemoClasses,
});
