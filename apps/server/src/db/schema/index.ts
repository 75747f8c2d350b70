// Every table of the one schema; areas add their files here.
export * from './access.js';
export * from './account-actions.js';
export * from './account-merge.js';
export * from './classes.js';
export * from './code-emails.js';
export * from './courses.js';
export * from './enrollment-codes.js';
export * from './idempotency.js';
export * from './idp.js';
export * from './licenses.js';
export * from './mail.js';
export * from './markets.js';
export * from './partners.js';
export * from './passcodes.js';
export * from './products.js';
export * from './profile.js';
export * from './webhooks.js';
