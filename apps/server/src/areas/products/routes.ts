// The Products area's handlers: thin calls into the service.
import type { contract } from '@eco/contract';
import type { Handlers } from '../../platform/register-area.js';
import { exportProducts } from './export.js';
import { productLookupInfo } from './lookup.js';
import { createProduct, getProduct, listProducts, updateProduct } from './service.js';

export const productsHandlers = {
  export: ({ ctx, query }) => exportProducts(ctx.db, query),
  list: ({ ctx, query }) => listProducts(ctx.db, query),
  lookupInfo: ({ ctx }) => productLookupInfo(ctx.db),
  get: ({ ctx, params }) => getProduct(ctx.db, params.id),
  create: ({ ctx, body }) => createProduct(ctx, body),
  update: ({ ctx, params, body }) => updateProduct(ctx, params.id, body),
} satisfies Handlers<typeof contract.products>;
