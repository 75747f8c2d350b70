// The one list of e-mail types the product sends: each area declares its own in its email-types.ts, and
// adding one is one line here. The Email Content area edits their content; the app ensures each has its
// English content at start.
import type { EmailType } from '../platform/mail/index.js';
import { webhookDisabledEmail } from '../platform/webhooks/email-types.js';
import { accountEmailTypes } from './accounts/email-types.js';
import { classEmailTypes } from './classes/email-types.js';
import { enrollmentCodeEmailTypes } from './enrollment-codes/email-types.js';
import { invoiceEmailTypes } from './invoices/email-types.js';
import { passcodeEmailTypes } from './passcodes/email-types.js';
import { trainerEmailTypes } from './trainers/email-types.js';

export const emailTypes: readonly EmailType[] = [
  ...passcodeEmailTypes,
  ...enrollmentCodeEmailTypes,
  ...accountEmailTypes,
  ...trainerEmailTypes,
  ...invoiceEmailTypes,
  ...classEmailTypes,
  webhookDisabledEmail,
];
