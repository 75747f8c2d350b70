// What products' rules refuse: moving a product to another currency while markets that buy in its
// currency offer it.
import { defineRefusals } from './refusals.js';

export const productRefusals = defineRefusals('products', {
  'currency-offered': {
    status: 400,
    field: 'price.currency',
    /** `markets` are country names, the first five. */
    message: (p: { currency: string; markets: string[] }) =>
      `Offered in markets that buy in ${p.currency} (${p.markets.join(', ')}); remove it there first.`,
    example: { currency: 'EUR', markets: ['Austria', 'Germany'] },
  },
});
