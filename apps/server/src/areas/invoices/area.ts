// The Invoices area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { underOwnId } from '../../kits/history/history-ids.js';
import { defineArea } from '../../platform/area-definition.js';
import { invoiceEmailTypes } from './email-types.js';
import { invoiceFinders } from './finders.js';
import { invoicesHandlers } from './routes.js';
import { seedInvoicesDemo } from './seed/demo.js';

export const invoicesArea = defineArea({
  key: 'invoices',
  handlers: (deps) => invoicesHandlers(deps),
  emailTypes: invoiceEmailTypes,
  finders: invoiceFinders,
  history: { invoice: underOwnId('invoice') },
  demo: seedInvoicesDemo,
});
