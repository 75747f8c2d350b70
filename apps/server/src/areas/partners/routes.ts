// The Partners area's handlers: thin calls into the service.
import type { contract } from '@eco/contract';
import { countries, currencies } from '../../platform/iso.js';
import type { Handlers } from '../../platform/register-area.js';
import { exportPartners } from './export.js';
import { getPartner, listPartners, updatePartner } from './service.js';

export const partnersHandlers = {
  export: ({ ctx, query }) => exportPartners(ctx.db, query),
  list: ({ ctx, query }) => listPartners(ctx.db, query),
  lookupInfo: async () => ({ countries: [...countries], currencies: [...currencies] }),
  get: ({ ctx, params }) => getPartner(ctx.db, params.id),
  update: ({ ctx, params, body }) => updatePartner(ctx, params.id, body),
} satisfies Handlers<typeof contract.partners>;
