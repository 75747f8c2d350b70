// The Products area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { underOwnId } from '../../kits/history/history-ids.js';
import { defineArea } from '../../platform/area-definition.js';
import { productFinders } from './finders.js';
import { productsHandlers } from './routes.js';

export const productsArea = defineArea({
  key: 'products',
  handlers: () => productsHandlers,
  finders: productFinders,
  history: { product: underOwnId('product') },
});
