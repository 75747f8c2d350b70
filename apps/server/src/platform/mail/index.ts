// The outbox, shared by every area that sends mail: compose an e-mail of a declared type (composeEmail,
// rendered from its content at send time), write it with enqueueEmail in the change's transaction; the
// app runs the worker that delivers them.
export { type ComposeInput, composeEmail, composeEmails, ENGLISH, unusableContent } from './compose.js';
export { htmlToText, sanitizeEmailHtml } from './email-html.js';
export {
  bodiesRequiring,
  defineEmailType,
  type EmailBody,
  type EmailToken,
  type EmailTokenType,
  type EmailType,
  emailBodies,
  sampleValues,
} from './email-type.js';
export { ensureEmailContents } from './ensure-contents.js';
export { emailLayout, emailParts } from './layout.js';
export { type EmailAttachment, enqueueEmail, enqueueEmails, type OutgoingEmail } from './outbox.js';
export { type RenderedEmail, renderEmailContent, TemplateLimitError } from './template.js';
export {
  MAX_HTML_TAGS,
  MAX_SECTION_DEPTH,
  RENDER_BUDGET_BYTES,
  tagsMessage,
  tooManyTags,
} from './template-budget.js';
export {
  checkTokens,
  type EmailTemplates,
  emailContentErrors,
  missingRequiredMessage,
  missingRequiredTokens,
  type TemplateField,
  tokensUsed,
} from './template-checks.js';
export { templateDepthError, templateSyntaxError } from './template-parse.js';
export { backoffMs, createMailWorker, type MailWorker, type MailWorkerOptions } from './worker.js';
