// The Email Content area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { underOwnId } from '../../kits/history/history-ids.js';
import { defineArea } from '../../platform/area-definition.js';
import { emailContentsHandlers } from './routes.js';
import { seedDemoEmailContent } from './seed/demo.js';

export const emailContentsArea = defineArea({
  key: 'emailContents',
  // The e-mail types it edits are every area's, as the list of areas declares them.
  handlers: (deps) => emailContentsHandlers(deps, deps.emailTypes),
  history: { 'email-content': underOwnId('email-content') },
  demo: seedDemoEmailContent,
});
