// The imports part's audit examples: a dry run of a one-question GIFT file (sent as JSON, as the form's
// fields would be), and the run of that dry run's report.
import type { AuditAnswer, AuditExamples } from '../../../platform/audit-examples.js';

/** The dry run the run example applies. */
let previewed: AuditAnswer;

export const importAuditExamples: AuditExamples<'questions'> = {
  previewImport: async () => ({
    body: {
      format: 'gift',
      languageId: 'en',
      file: {
        fileName: 'audit.gift',
        content: `::Audit:: Which Scrum value is audited ${Date.now()}? {=Openness ~Velocity}`,
      },
    },
    answered: (answer) => {
      previewed = answer;
    },
  }),
  applyImport: async () => ({ params: { id: previewed.id } }),
};
