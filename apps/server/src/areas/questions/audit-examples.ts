// The Questions area's audit examples, by part: each part keeps its own beside its code.
import { defineAuditExamples } from '../../platform/audit-examples.js';
import { categoryAuditExamples } from './categories/audit-examples.js';
import { importAuditExamples } from './imports/audit-examples.js';
import { questionAuditExamples } from './questions/audit-examples.js';
import { revisionAuditExamples } from './revisions/audit-examples.js';
import { syncAuditExamples } from './sync/audit-examples.js';

export const auditExamples = defineAuditExamples('questions', {
  ...questionAuditExamples,
  ...importAuditExamples,
  ...revisionAuditExamples,
  ...categoryAuditExamples,
  ...syncAuditExamples,
});
