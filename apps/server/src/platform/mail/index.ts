// The e-mail outbox, shared by every area that sends mail: write with enqueueEmail in the change's
// transaction, render bodies with renderEmail; the app runs the worker that delivers them.
export { enqueueEmail, enqueueEmails, type OutgoingEmail } from './outbox.js';
export { type EmailContent, escapeHtml, renderEmail } from './render.js';
export { backoffMs, createMailWorker, type MailWorker, type MailWorkerOptions } from './worker.js';
