// Partners: the organisations that buy seats and codes, serve markets and are invoiced (read here;
// billing arrives with invoices).
import { z } from 'zod';
import { defineContractArea } from './area.js';
import { currencyCode, idParams, isoDateTime, paged, pageQuery, version } from './common.js';
import { endpoint } from './endpoint.js';
import { optionalBool, searchText, sorting } from './lists.js';
import { countryOption } from './markets.js';
import { currencyOption } from './products.js';

export const partnerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  countryCode: z.string().nullable(),
  /** From the server's ISO 3166 data. */
  countryName: z.string().nullable(),
  contactName: z.string().nullable(),
  billingEmail: z.string().nullable(),
  currency: z.string(),
  isActive: z.boolean(),
  /** Countries whose market assignment names this partner. */
  marketCount: z.number().int(),
});
export type PartnerRow = z.infer<typeof partnerRow>;

export const partnerDetail = partnerRow.extend({
  version,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  markets: z.array(z.object({ countryCode: z.string(), countryName: z.string() })),
});
export type PartnerDetail = z.infer<typeof partnerDetail>;

export const partnerListQuery = pageQuery(50).extend({
  /** Contains, case-insensitive, on the name. */
  search: searchText,
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter ISO 3166-1 country code')
    .transform((v) => v.toUpperCase())
    .optional(),
  currency: currencyCode.optional(),
  isActive: optionalBool,
  ...sorting(['name', 'countryCode', 'currency', 'isActive', 'marketCount'], 'name').shape,
});

/** The filters' choices: ISO 3166 countries and ISO 4217 currencies, by name (a partner may be in any). */
export const partnerLookupInfo = z.object({ countries: z.array(countryOption), currencies: z.array(currencyOption) });
export type PartnerLookupInfo = z.infer<typeof partnerLookupInfo>;

export const partners = {
  export: endpoint({
    method: 'GET',
    path: '/partners/export',
    access: 'canViewPartners',
    summary: 'Every partner matching the list filters, in the list order, as a CSV file (no paging).',
    query: partnerListQuery.omit({ page: true, pageSize: true }),
    response: z.string(),
    produces: 'text/csv',
  }),
  list: endpoint({
    method: 'GET',
    path: '/partners',
    access: 'canViewPartners',
    summary: 'Partners, paged: search contains on name (case-insensitive); filters by country, currency, active.',
    query: partnerListQuery,
    response: paged(partnerRow),
  }),
  lookupInfo: endpoint({
    method: 'GET',
    path: '/partners/lookup-info',
    access: 'canViewPartners',
    summary: 'Choices for the partner filters: ISO 3166 countries and ISO 4217 currencies with their names.',
    response: partnerLookupInfo,
  }),
  get: endpoint({
    method: 'GET',
    path: '/partners/:id',
    access: 'canViewPartners',
    summary: 'One partner with the markets it serves.',
    params: idParams,
    response: partnerDetail,
  }),
};

/** The partners area: its endpoints and OpenAPI tag (area.ts). */
export const partnersArea = defineContractArea({
  key: 'partners',
  word: 'partners',
  tag: 'Partners: the organisations that buy seats and codes, serve markets and are invoiced.',
  endpoints: partners,
});
