// The System area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { defineArea } from '../../platform/area-definition.js';
import { systemAttention } from './attention.js';
import { systemFinders } from './finders.js';
import { systemHandlers } from './routes.js';
import { seedDemoWebhook } from './seed/demo.js';

export const systemArea = defineArea({
  key: 'system',
  handlers: (deps) => systemHandlers(deps),
  finders: systemFinders,
  attention: systemAttention,
  demo: async (tx) => {
    await seedDemoWebhook(tx);
  },
});
