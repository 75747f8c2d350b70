// The Email Content area's audit examples: a content edited, copied to another language and restored to an
// earlier revision, each audited.
import { defineAuditExamples } from '../../platform/audit-examples.js';

export const auditExamples = defineAuditExamples('emailContents', {
  update: async ({ get }) => {
    const row = (await get('/email-contents?search=password reset')).results[0];
    const content = await get(`/email-contents/${row.id}`);
    return {
      params: { id: row.id },
      body: { subject: `${content.subject} (audited)`, htmlBody: content.htmlBody, version: content.version },
    };
  },
  restoreRevision: async ({ get }) => {
    const row = (await get('/email-contents?search=password reset')).results[0];
    const content = await get(`/email-contents/${row.id}`);
    // The demo's English password reset was edited once: its first revision is there to restore.
    const [earliest] = (await get(`/email-contents/${row.id}/revisions`)).slice(-1);
    return { params: { id: row.id, revision: earliest.revision }, body: { version: content.version } };
  },
  copy: async ({ get }) => {
    const row = (await get('/email-contents?search=password reset')).results[0];
    return { params: { id: row.id }, body: { languageId: 'ja', overwrite: true } };
  },
});
