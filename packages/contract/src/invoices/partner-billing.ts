// Partner billing: a partner's billable activity (completed classes and passcodes sold, billed and unbilled
// side by side) with the statement of what is open, and a Draft invoice made of chosen rows. Money is integer
// minor units. The partner billing part of the Invoices area (`contract.invoices.partnerBilling`), joined in
// invoices/index.ts.
import { z } from 'zod';
import { idParams, isoDate } from '../common.js';
import { endpoint } from '../endpoint.js';
import { invoiceDetail } from './records.js';
import { invoiceRefusals } from './refusals.js';
import { invoiceStates } from './states.js';

export const billingSourceKinds = ['class', 'passcode'] as const;
export type BillingSourceKind = (typeof billingSourceKinds)[number];

export const billingRow = z.object({
  kind: z.enum(billingSourceKinds),
  /** The source's id as billed_source keeps it. */
  id: z.string(),
  /** When it was held (a class's last day) or sold (a code). */
  date: isoDate,
  description: z.string(),
  /** What finds the source on its own screen: a class's id, a passcode's code. */
  reference: z.string(),
  quantity: z.number().int(),
  /** Minor units; null when the source has no price. */
  unitPrice: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** The invoice it sits on; null: not billed. */
  invoice: z.object({ id: z.number().int(), number: z.string().nullable(), state: z.enum(invoiceStates) }).nullable(),
});
export type BillingRow = z.infer<typeof billingRow>;

export const agingBuckets = ['notDue', 'days0to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof agingBuckets)[number];

export const partnerStatement = z.object({
  asOf: isoDate,
  /** Open invoices with what is still owed (total less credit notes), oldest due first. */
  invoices: z.array(
    z.object({
      id: z.number().int(),
      number: z.string().nullable(),
      issueDate: isoDate.nullable(),
      dueDate: isoDate.nullable(),
      currency: z.string(),
      balance: z.number().int(),
      /** Days past the due date on asOf (negative: not due yet). */
      daysPastDue: z.number().int(),
      bucket: z.enum(agingBuckets),
    }),
  ),
  /** Per currency, the balances in each bucket and their total. */
  aging: z.array(
    z.object({
      currency: z.string(),
      notDue: z.number().int(),
      days0to30: z.number().int(),
      days31to60: z.number().int(),
      days61to90: z.number().int(),
      over90: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type PartnerStatement = z.infer<typeof partnerStatement>;

export const partnerBilling = z.object({
  partner: z.object({
    id: z.number().int(),
    name: z.string(),
    currency: z.string(),
    billingEmail: z.string().nullable(),
  }),
  startDate: isoDate,
  endDate: isoDate,
  rows: z.array(billingRow),
  statement: partnerStatement,
});
export type PartnerBilling = z.infer<typeof partnerBilling>;

export const partnerBillingQuery = z.object({ startDate: isoDate, endDate: isoDate }).superRefine((v, ctx) => {
  if (v.endDate < v.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date cannot be before the start date' });
});

export const billingSource = z.object({ kind: z.enum(billingSourceKinds), id: z.string().trim().min(1).max(40) });

export const partnerInvoiceInput = z.object({
  sources: z
    .array(billingSource)
    .min(1, 'Choose at least one row')
    .max(200, 'At most 200 rows an invoice')
    .superRefine((sources, ctx) => {
      const keys = sources.map((s) => `${s.kind}:${s.id}`);
      if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', message: 'A row appears twice' });
    }),
});
export type PartnerInvoiceInput = z.input<typeof partnerInvoiceInput>;

export const invoicePartnerBilling = {
  partnerBilling: endpoint({
    method: 'GET',
    path: '/partners/:id/billing',
    access: 'canViewPartners',
    summary:
      "A partner's billable activity between two dates (completed classes by their last day, passcodes by sale), billed and unbilled, with the statement of its open invoices in aging buckets.",
    params: idParams,
    query: partnerBillingQuery,
    response: partnerBilling,
  }),
  invoicePartner: endpoint({
    method: 'POST',
    path: '/partners/:id/billing/invoice',
    access: 'canCreateInvoices',
    summary:
      'Creates a Draft invoice from unbilled rows of the partner (one line each, in one currency). A row already on an invoice is a 409.',
    params: idParams,
    body: partnerInvoiceInput,
    refuses: invoiceRefusals.pick('already-billed', 'billed-meanwhile', 'mixed-currencies'),
    status: 201,
    response: invoiceDetail,
  }),
};
