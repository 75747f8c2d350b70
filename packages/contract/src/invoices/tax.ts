// VAT on invoice lines as an EU invoice states it (directive 2006/112/EC art. 226 items 8–10 and 11a;
// EN 16931 BG-23, BT-151/152): each line carries a category of the UNCL5305 code list and a percentage
// rate, and the document sums its lines per category and rate. The categories that carry no tax name the
// exemption (BT-120 reason, BT-121 VATEX code) the document prints. How the tax of a group is rounded is
// said once in the database (migration 0045, vat_tax); vatBreakdown below is the same rule for the
// console's preview while a draft is typed, and a server test holds the two together.
import { z } from 'zod';

/** S standard, Z zero rated, E exempt, AE reverse charge, K intra-community supply, G export, O outside scope. */
export const vatCategories = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'] as const;
export type VatCategory = (typeof vatCategories)[number];

/** What staff read beside each code. */
export const vatCategoryLabels: Record<VatCategory, string> = {
  S: 'Standard rate',
  Z: 'Zero rated',
  E: 'Exempt from VAT',
  AE: 'Reverse charge',
  K: 'Intra-community supply',
  G: 'Export outside the EU',
  O: 'Outside the scope of VAT',
};

/**
 * The exemption a category without tax prints (EN 16931 BT-120/121, the CEF VATEX list), with the
 * sentence the directive asks for: the reverse-charge mention of art. 226(11a), the exemption's article.
 * S and Z carry tax (Z at 0 %), so they have none.
 */
export const vatExemptions: Partial<Record<VatCategory, { code: string; reason: string; note: string }>> = {
  E: {
    code: 'VATEX-EU-132',
    reason: 'Exempt from VAT',
    note: 'Exempt from VAT under article 132 of Council Directive 2006/112/EC.',
  },
  AE: {
    code: 'VATEX-EU-AE',
    reason: 'Reverse charge',
    note: 'Reverse charge: the customer accounts for the VAT (article 196 of Council Directive 2006/112/EC).',
  },
  K: {
    code: 'VATEX-EU-IC',
    reason: 'Intra-Community supply',
    note: 'Intra-Community supply exempt from VAT (article 138 of Council Directive 2006/112/EC).',
  },
  G: {
    code: 'VATEX-EU-G',
    reason: 'Export outside the EU',
    note: 'Export outside the EU, exempt from VAT (article 146 of Council Directive 2006/112/EC).',
  },
  O: {
    code: 'VATEX-EU-O',
    reason: 'Not subject to VAT',
    note: 'Services not subject to EU VAT: supplied to a business established outside the EU (article 44 of Council Directive 2006/112/EC).',
  },
};

/** The member states of the European Union by ISO 3166 country code (Greece is GR here, EL in VAT ids). */
export const euMemberStates: readonly string[] =
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');

export const isEuMemberState = (countryCode: string | null | undefined) =>
  !!countryCode && euMemberStates.includes(countryCode.toUpperCase());

/** A rate is a percentage with at most two decimals (5.5, 21). */
export const vatRate = z
  .number({ error: 'Enter a rate' })
  .min(0, 'At least 0 %')
  .max(100, 'At most 100 %')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'At most two decimals');

/** Why a category and rate do not go together (400 on the rate), or undefined when they do. */
export function vatRuleProblem(category: VatCategory, rate: number): string | undefined {
  if (category === 'S') return rate > 0 ? undefined : 'The standard rate is above 0 %';
  return rate === 0 ? undefined : `${vatCategoryLabels[category]} is at 0 %`;
}

/**
 * Why an invoice's categories do not go together, or undefined: a document outside the scope of VAT has
 * no other category (EN 16931 BR-O-11 to BR-O-14), since it is either within EU VAT or not at all.
 */
export function vatMixProblem(categories: readonly VatCategory[]): string | undefined {
  const used = new Set(categories);
  return used.has('O') && used.size > 1
    ? 'Outside the scope of VAT (O) cannot be on one invoice with other VAT categories: give every line O, or none'
    : undefined;
}

/** One group of the breakdown: the lines of one category and rate, their net sum and its tax. */
export const vatGroup = z.object({
  category: z.enum(vatCategories),
  rate: z.number(),
  /** BT-116: the group's lines summed, minor units. */
  taxable: z.number().int(),
  /** BT-117: taxable × rate / 100, rounded half away from zero to a minor unit. */
  tax: z.number().int(),
  /** BT-121 and BT-120, for a category without tax; null for S and Z. */
  exemptionCode: z.string().nullable(),
  exemptionReason: z.string().nullable(),
});
export type VatGroup = z.infer<typeof vatGroup>;

/** A document's totals: net (BT-106/109), tax (BT-110), gross (BT-112), and the groups (BG-23). */
export const vatTotals = z.object({
  net: z.number().int(),
  taxTotal: z.number().int(),
  gross: z.number().int(),
  taxBreakdown: z.array(vatGroup),
});
export type VatTotals = z.infer<typeof vatTotals>;

/** taxable × rate / 100 rounded half away from zero, in whole minor units (BigInt: no float error). */
export function vatTax(taxable: number, rate: number): number {
  const hundredths = BigInt(Math.round(rate * 100));
  const scaled = BigInt(Math.abs(taxable)) * hundredths;
  const rounded = (scaled + 5_000n) / 10_000n;
  return Number(taxable < 0 ? -rounded : rounded);
}

/** The order groups are listed in: the code list's order, then the higher rate first. */
const groupOrder = (a: { category: VatCategory; rate: number }, b: { category: VatCategory; rate: number }) =>
  vatCategories.indexOf(a.category) - vatCategories.indexOf(b.category) || b.rate - a.rate;

/** Lines (amount = net, minor units) summed per category and rate, each group's tax rounded once. */
export function vatBreakdown(lines: readonly { amount: number; vatCategory: VatCategory; vatRate: number }[]) {
  const groups = new Map<string, { category: VatCategory; rate: number; taxable: number }>();
  for (const line of lines) {
    const key = `${line.vatCategory}:${line.vatRate}`;
    const group = groups.get(key) ?? { category: line.vatCategory, rate: line.vatRate, taxable: 0 };
    group.taxable += line.amount;
    groups.set(key, group);
  }
  const taxBreakdown: VatGroup[] = [...groups.values()].sort(groupOrder).map((g) => ({
    ...g,
    tax: vatTax(g.taxable, g.rate),
    exemptionCode: vatExemptions[g.category]?.code ?? null,
    exemptionReason: vatExemptions[g.category]?.reason ?? null,
  }));
  const net = taxBreakdown.reduce((n, g) => n + g.taxable, 0);
  const taxTotal = taxBreakdown.reduce((n, g) => n + g.tax, 0);
  return { net, taxTotal, gross: net + taxTotal, taxBreakdown };
}

/** A rate as people read it: 21 %, 5.5 %, 0 %. */
export const formatVatRate = (rate: number) => `${Number(rate.toFixed(2))} %`;
