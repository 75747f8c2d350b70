// The Licenses area's handlers: thin calls into the service.
import type { contract } from '@eco/contract';
import type { Handlers } from '../../platform/register-area.js';
import { exportLicenses } from './export.js';
import { licenseLookupInfo } from './lookup.js';
import { createLicense, deleteLicense, getLicense, listLicenses, updateLicense } from './service.js';

export const licensesHandlers = {
  export: ({ ctx, query }) => exportLicenses(ctx.db, query),
  list: ({ ctx, query }) => listLicenses(ctx.db, query),
  lookupInfo: ({ ctx }) => licenseLookupInfo(ctx.db),
  get: ({ ctx, params }) => getLicense(ctx.db, params.id),
  create: ({ ctx, body }) => createLicense(ctx, body),
  update: ({ ctx, params, body }) => updateLicense(ctx, params.id, body),
  delete: ({ ctx, params, query }) => deleteLicense(ctx, params.id, query.version),
} satisfies Handlers<typeof contract.licenses>;
