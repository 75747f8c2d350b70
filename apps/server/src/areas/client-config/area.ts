// The Client configuration area's one definition, listed in areas/index.ts: its handlers.
import { defineArea } from '../../platform/area-definition.js';
import { clientConfigHandlers } from './routes.js';

export const clientConfigArea = defineArea({
  key: 'clientConfig',
  handlers: ({ config }) => clientConfigHandlers(config),
});
