// Partners: the organisations that buy seats and codes, serve markets and are invoiced (read here;
// billing arrives with invoices). Their billing identity, what an invoice says about its buyer (EU VAT
// directive 2006/112/EC art. 226(5): full name and address; art. 226(4): the buyer's VAT number; EN 16931
// BT-44..BT-55), is changed by those who may update partners.
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

/**
 * What an invoice names about the partner as its buyer. The address's country is the partner's
 * countryCode (BT-55); every other part is null when not known.
 */
export const partnerBillingIdentity = z.object({
  /** The registered name when it differs from name (BT-44); null: name is the legal name. */
  legalName: z.string().nullable(),
  /** Street and number, or PO box (BT-50). */
  addressLine1: z.string().nullable(),
  /** Building, floor, department (BT-51). */
  addressLine2: z.string().nullable(),
  /** BT-52. */
  city: z.string().nullable(),
  /** BT-53. */
  postalCode: z.string().nullable(),
  /** Region, state or province (BT-54). */
  region: z.string().nullable(),
  /** VAT identification number with its country prefix, capitals without spaces, e.g. DE129273398 (BT-48). */
  vatId: z.string().nullable(),
  /** Another tax registration, for buyers outside the European VAT systems (e.g. a US EIN), as typed. */
  taxId: z.string().nullable(),
});
export type PartnerBillingIdentity = z.infer<typeof partnerBillingIdentity>;

export const partnerDetail = partnerRow.extend({
  ...partnerBillingIdentity.shape,
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

/** Optional text: empty or null means none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** Capitals, without the spaces, dots and dashes people type between the digits. */
export const normalizeVatId = (value: string) => value.toUpperCase().replace(/[\s.-]/g, '');

/**
 * A VAT number as typed, stored normalized; empty or null means none. Here its shape (a two-letter prefix,
 * then letters and digits); the server checks each country's format and check digits (jsvat).
 */
const vatIdInput = z
  .string()
  .transform(normalizeVatId)
  .superRefine((v, ctx) => {
    if (v === '') return;
    if (!/^[A-Z]{2}/.test(v))
      ctx.addIssue({ code: 'custom', message: 'Start with the two-letter country prefix, e.g. DE123456789' });
    else if (!/^[A-Z]{2}[A-Z0-9]{2,18}$/.test(v))
      ctx.addIssue({ code: 'custom', message: 'After the country prefix, 2 to 18 letters and digits' });
  })
  .nullish()
  .transform((v) => v || null);

/** The billing identity staff set on a partner, with the country of its address. */
const partnerBillingFields = z.object({
  /** Required, null for none: a PUT leaving it out must not take the partner's country away. */
  countryCode: z.string({ error: 'Choose a country' }).trim().toUpperCase().length(2, 'Choose a country').nullable(),
  legalName: optionalText(200),
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  city: optionalText(100),
  postalCode: optionalText(20),
  region: optionalText(100),
  vatId: vatIdInput,
  taxId: optionalText(40),
});

/**
 * An address is whole or absent: with any part of it, line 1, the city and the country are needed (EN
 * 16931 makes the country mandatory; an invoice needs somewhere to send it). Checked with every other
 * field (`when`), so one save flags them all.
 */
export const partnerUpdate = partnerBillingFields.extend({ version }).superRefine(
  (v, ctx) => {
    const parts = [v.addressLine1, v.addressLine2, v.city, v.postalCode, v.region];
    if (!parts.some((part) => typeof part === 'string' && part.trim() !== '')) return;
    // Undefined: the field's own check has said so already.
    const missing = (field: 'addressLine1' | 'city' | 'countryCode', message: string) => {
      const value = v[field];
      if (value === null || (typeof value === 'string' && value.trim() === ''))
        ctx.addIssue({ code: 'custom', path: [field], message });
    };
    missing('addressLine1', 'Enter the street and number (or PO box) of the address');
    missing('city', 'Enter the city of the address');
    missing('countryCode', 'Choose the country of the address');
  },
  { when: ({ value }) => typeof value === 'object' && value !== null },
);
export type PartnerUpdate = z.input<typeof partnerUpdate>;

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
  update: endpoint({
    method: 'PUT',
    path: '/partners/:id',
    access: 'canUpdatePartners',
    summary:
      "Replaces a partner's billing identity: legal name, billing address and its country, VAT number (European prefixes, format and check digits) and other tax id; a part left out or empty is cleared. Sends the version read; a stale version gets 409.",
    params: idParams,
    body: partnerUpdate,
    response: partnerDetail,
  }),
};

/** The partners area: its endpoints, OpenAPI tag, audit words and history records (area.ts). */
export const partnersArea = defineContractArea({
  key: 'partners',
  word: 'partners',
  tag: 'Partners: the organisations that buy seats and codes, serve markets and are invoiced.',
  audit: { verbs: ['update'], entities: ['partner'] },
  history: { partner: 'canViewPartners' },
  endpoints: partners,
});
