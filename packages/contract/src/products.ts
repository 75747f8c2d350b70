// Products: what is sold by SKU (a class seat, an assessment attempt, an online course) and its price.
import { z } from 'zod';
import { defineContractArea } from './area.js';
import {
  assessmentCodeInput,
  chosenCurrency,
  currencyCode,
  idParams,
  isoDateTime,
  money,
  paged,
  pageQuery,
  refId,
  trimmed,
  version,
} from './common.js';
import { endpoint } from './endpoint.js';
import { optionalBool, searchText, sorting } from './lists.js';
import { productRefusals } from './product-refusals.js';

export const productKinds = ['class-seat', 'assessment-attempt', 'online-course'] as const;
export const productKind = z.enum(productKinds);
export type ProductKind = z.infer<typeof productKind>;

/** SKUs as printed on orders and passcodes: PSM-SEAT-USD. Unique case-insensitively, stored upper case. */
export const skuText = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(40, 'At most 40 characters')
  .regex(/^[A-Za-z0-9]+([-_][A-Za-z0-9]+)*$/, 'Letters and digits, joined by single dashes or underscores')
  .transform((v) => v.toUpperCase());

/** A currency the console can price in, with its ISO 4217 minor units (JPY 0, USD 2) for amount entry. */
export const currencyOption = z.object({ code: z.string(), name: z.string(), minorUnits: z.number().int() });
export type CurrencyOption = z.infer<typeof currencyOption>;

export const productRow = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  kind: productKind,
  /** Integer minor units: { amount: 49500, currency: 'USD' } is $495.00; JPY has no minor unit. */
  price: money,
  courseId: z.number().int().nullable(),
  courseCode: z.string().nullable(),
  onlineCourseId: z.number().int().nullable(),
  onlineCourseCode: z.string().nullable(),
  assessmentCode: z.string().nullable(),
  isActive: z.boolean(),
  /** Countries whose market assignment offers it. */
  marketCount: z.number().int(),
  updatedAt: isoDateTime,
});
export type ProductRow = z.infer<typeof productRow>;

export const productDetail = productRow.extend({
  version,
  createdAt: isoDateTime,
  markets: z.array(z.object({ countryCode: z.string(), countryName: z.string() })),
});
export type ProductDetail = z.infer<typeof productDetail>;

const productFields = z.object({
  sku: skuText,
  name: trimmed(200),
  kind: productKind,
  price: z.object({
    amount: z
      .number({ error: 'Enter a price' })
      .int('Whole minor units (cents)')
      .min(0, 'Not negative')
      .max(100_000_000),
    currency: chosenCurrency,
  }),
  courseId: refId.nullable().default(null),
  onlineCourseId: refId.nullable().default(null),
  assessmentCode: assessmentCodeInput,
  isActive: z.boolean().default(true),
});

type ProductFields = z.output<typeof productFields>;
/** The link each kind names, and the message when it is missing. */
const kindLinks = [
  ['class-seat', 'courseId', 'A class seat names its course.'],
  ['online-course', 'onlineCourseId', 'An online-course product names its online course.'],
  ['assessment-attempt', 'assessmentCode', 'An assessment attempt names its assessment.'],
] as const satisfies [ProductKind, keyof ProductFields, string][];

/**
 * A class seat names its course, an online-course product its online course, an assessment attempt its
 * assessment. Checked together with every other field (`when`: even if another is wrong), so one save
 * reports every problem.
 */
const withKindLinks = <S extends z.ZodType<ProductFields>>(schema: S) =>
  kindLinks.reduce(
    (checked, [kind, field, message]) =>
      checked.refine((v) => v.kind !== kind || !!v[field], {
        path: [field],
        message,
        when: ({ value }) => typeof value === 'object' && value !== null,
      }),
    schema,
  );

export const productInput = withKindLinks(productFields);
export const productUpdate = withKindLinks(productFields.extend({ version }));

export const productListQuery = pageQuery(50).extend({
  /** Contains, case-insensitive, on SKU or name. */
  search: searchText,
  kind: productKind.optional(),
  currency: currencyCode.optional(),
  isActive: optionalBool,
  ...sorting(['sku', 'name', 'kind', 'price', 'currency', 'isActive', 'updatedAt'], 'sku').shape,
});

export const productLookupInfo = z.object({
  kinds: z.array(z.object({ id: productKind, name: z.string() })),
  currencies: z.array(currencyOption),
  courses: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), isActive: z.boolean() })),
  onlineCourses: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), isActive: z.boolean() })),
});
export type ProductLookupInfo = z.infer<typeof productLookupInfo>;

export const products = {
  export: endpoint({
    method: 'GET',
    path: '/products/export',
    access: 'canViewProducts',
    summary: 'Every product matching the list filters, in the list order, as a CSV file (no paging).',
    query: productListQuery.omit({ page: true, pageSize: true }),
    response: z.string(),
    produces: 'text/csv',
  }),
  list: endpoint({
    method: 'GET',
    path: '/products',
    access: 'canViewProducts',
    summary: 'Products, paged: search contains on SKU or name; filters by kind, currency and active; sorted by sortBy.',
    query: productListQuery,
    response: paged(productRow),
  }),
  lookupInfo: endpoint({
    method: 'GET',
    path: '/products/lookup-info',
    access: 'canViewProducts',
    summary: 'Choices for the product screens: kinds, ISO 4217 currencies with minor units, courses, online courses.',
    response: productLookupInfo,
  }),
  get: endpoint({
    method: 'GET',
    path: '/products/:id',
    access: 'canViewProducts',
    summary: 'One product with its version and the countries that offer it.',
    params: idParams,
    response: productDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: '/products',
    access: 'canCreateProducts',
    summary: 'Adds a product. A SKU in use, an unknown currency or a missing link for its kind is a 400 on that field.',
    body: productInput,
    status: 201,
    response: productDetail,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/products/:id',
    access: 'canUpdateProducts',
    summary:
      'Changes a product. Sends the version read; a stale version gets 409. A currency change is refused while markets of another currency offer it.',
    params: idParams,
    body: productUpdate,
    refuses: productRefusals.pick('currency-offered'),
    response: productDetail,
  }),
};

/** The products area: its endpoints, OpenAPI tag, audit words and history records (area.ts). */
export const productsArea = defineContractArea({
  key: 'products',
  word: 'products',
  tag: 'Products: what is sold by SKU (a class seat, an assessment attempt, an online course), and its price.',
  audit: { verbs: ['create', 'update'], entities: ['product'] },
  history: { product: 'canViewProducts' },
  endpoints: products,
});
