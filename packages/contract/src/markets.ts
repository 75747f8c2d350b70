// Markets: per country (ISO 3166-1 alpha-2), the currency it buys in, the partner that serves it and the
// products offered there. Country names come from the server (an ISO 3166 data package), via lookup-info.
import { z } from 'zod';
import { defineContractArea } from './area.js';
import {
  chosenCurrency,
  currencyCode,
  deleteResult,
  isoDateTime,
  money,
  paged,
  pageQuery,
  refId,
  version,
} from './common.js';
import { endpoint } from './endpoint.js';
import { deleteQuery, optionalBool, optionalId, searchText, sorting } from './lists.js';
import { currencyOption, productKind } from './products.js';

/** A country code in a path: two letters, any case; the server answers in upper case. */
export const countryParams = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter ISO 3166-1 country code')
    .transform((v) => v.toUpperCase()),
});

export const countryOption = z.object({ code: z.string(), name: z.string() });
export type CountryOption = z.infer<typeof countryOption>;

/** One row per ISO 3166 country, assigned or not: the list is the whole world. */
export const marketRow = z.object({
  countryCode: z.string(),
  countryName: z.string(),
  isAssigned: z.boolean(),
  currency: z.string().nullable(),
  partnerId: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  productCount: z.number().int(),
  updatedAt: isoDateTime.nullable(),
});
export type MarketRow = z.infer<typeof marketRow>;

export const marketProduct = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  kind: productKind,
  price: money,
  isActive: z.boolean(),
});

/** A country's assignment; for a country without one, isAssigned is false and version null (the form creates). */
export const marketDetail = z.object({
  countryCode: z.string(),
  countryName: z.string(),
  isAssigned: z.boolean(),
  version: version.nullable(),
  currency: z.string().nullable(),
  partnerId: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  notes: z.string(),
  productIds: z.array(z.number().int()),
  products: z.array(marketProduct),
  updatedAt: isoDateTime.nullable(),
});
export type MarketDetail = z.infer<typeof marketDetail>;

/**
 * Creates or replaces a country's assignment. `version` is null to create and the version read to
 * replace; either way a mismatch (someone created, changed or removed it meanwhile) gets 409.
 * Every product offered must be priced in the market's currency.
 */
export const marketInput = z.object({
  version: version.nullable().default(null),
  currency: chosenCurrency,
  partnerId: refId.nullable().default(null),
  notes: z.string().trim().max(2000).default(''),
  productIds: z.array(refId).max(500).default([]),
});

export const marketListQuery = pageQuery(50).extend({
  /** Contains, case-insensitive, on country name or code. */
  search: searchText,
  isAssigned: optionalBool,
  partnerId: optionalId,
  currency: currencyCode.optional(),
  ...sorting(['countryName', 'countryCode', 'currency', 'partnerName', 'productCount', 'updatedAt'], 'countryName')
    .shape,
});

export const marketLookupInfo = z.object({
  countries: z.array(countryOption),
  currencies: z.array(currencyOption),
  partners: z.array(z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean() })),
  products: z.array(marketProduct),
});
export type MarketLookupInfo = z.infer<typeof marketLookupInfo>;

export const markets = {
  export: endpoint({
    method: 'GET',
    path: '/markets/assignments/export',
    access: 'canViewMarketAssignments',
    summary: 'Every market (country) matching the list filters, in the list order, as a CSV file (no paging).',
    query: marketListQuery.omit({ page: true, pageSize: true }),
    response: z.string(),
    produces: 'text/csv',
  }),
  list: endpoint({
    method: 'GET',
    path: '/markets/assignments',
    access: 'canViewMarketAssignments',
    summary:
      'Every ISO 3166 country with its market assignment if any, paged: search on name or code; filters by assigned, partner, currency.',
    query: marketListQuery,
    response: paged(marketRow),
  }),
  lookupInfo: endpoint({
    method: 'GET',
    path: '/markets/lookup-info',
    access: 'canViewMarketAssignments',
    summary: 'Choices for the market screens: ISO 3166 countries with names, currencies, partners and products.',
    response: marketLookupInfo,
  }),
  get: endpoint({
    method: 'GET',
    path: '/markets/assignments/:country',
    access: 'canViewMarketAssignments',
    summary: "One country's assignment (isAssigned false when it has none); 404 for a code that is not ISO 3166.",
    params: countryParams,
    response: marketDetail,
  }),
  save: endpoint({
    method: 'POST',
    path: '/markets/assignments/:country',
    access: 'canCreateMarketAssignments',
    summary:
      "Creates (version null) or replaces (version read) a country's assignment; 409 on a version mismatch, 400 on an unknown country, partner or product, or a product in another currency.",
    params: countryParams,
    body: marketInput,
    response: marketDetail,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/markets/assignments/:country',
    access: 'canCreateMarketAssignments',
    summary: "Removes a country's assignment; 404 when it has none, 409 when `version` is given and stale.",
    params: countryParams,
    query: deleteQuery,
    response: deleteResult,
  }),
};

/** The markets area: its endpoints, OpenAPI tag, audit words and history records (area.ts). */
export const marketsArea = defineContractArea({
  key: 'markets',
  word: 'markets',
  tag: 'Markets: per country, the currency, the partner serving it and the products offered.',
  audit: { verbs: ['create', 'update', 'delete'], entities: ['market-assignment'] },
  history: { market: 'canViewMarketAssignments' },
  endpoints: markets,
});
