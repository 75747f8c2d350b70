// The Email Content area's handlers. The e-mail types come from the one list (areas/email-types.ts),
// handed in by areas/index.ts.
import { type contract, languages } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';
import { listEmailContents } from './matrix.js';
import { previewEmail } from './preview.js';
import { previewRecordKinds } from './preview-records.js';
import { getRevision, listRevisions, restoreRevision } from './revisions.js';
import { copyEmailContent, getEmailContent, updateEmailContent } from './service.js';
import { type EmailTypes, typeInfo } from './type-catalogue.js';

export const emailContentsHandlers = ({ config }: Pick<AreaDeps, 'config'>, types: EmailTypes) =>
  ({
    list: ({ ctx, query }) => listEmailContents(ctx.db, types, query),
    tokens: ({ query }) => types.filter((t) => !query.typeKey || t.key === query.typeKey).map(typeInfo),
    options: () => ({
      types: types.map(({ key, name, description }) => ({ key, name, description })),
      languages: [...languages],
      previewRecords: [...previewRecordKinds],
    }),
    languages: () => [...languages],
    get: ({ ctx, params }) => getEmailContent(ctx.db, types, params.id),
    update: ({ ctx, params, body }) => updateEmailContent(ctx, types, params.id, body),
    copy: ({ ctx, params, body }) => copyEmailContent(ctx, types, params.id, body),
    revisions: ({ ctx, params }) => listRevisions(ctx.db, params.id),
    revision: ({ ctx, params }) => getRevision(ctx.db, params.id, params.revision),
    restoreRevision: ({ ctx, params, body }) => restoreRevision(ctx, types, params.id, params.revision, body),
    preview: ({ ctx, body }) => previewEmail(ctx.db, types, config.productName, body),
  }) satisfies Handlers<typeof contract.emailContents>;
