// Money of an invoice: integer minor units shown in the invoice's currency (Intl.NumberFormat through
// formatMoney), and the sums of a set of lines, the same rules as the server's: net is quantity × unit price
// summed, VAT is summed per category and rate and rounded once (the contract's vatBreakdown).
import { formatVatRate, type VatCategory, type VatGroup, vatBreakdown, vatCategoryLabels } from '@eco/contract';
import { formatMoney } from '../../lib/format';

export const money = (amount: number, currency: string) => formatMoney({ amount, currency });

/** quantity × unit price summed; lines still being typed (no number yet) count as nothing. */
export const linesTotal = (lines: readonly { quantity?: number | null; unitPrice?: number | null }[]) =>
  lines.reduce((sum, l) => sum + (l.quantity ?? 0) * (l.unitPrice ?? 0), 0);

export interface TypedLine {
  quantity?: number | null;
  unitPrice?: number | null;
  vatCategory?: VatCategory | null;
  vatRate?: number | null;
}

/**
 * Net, VAT per category and rate and gross of lines being typed. A line with no category yet counts at
 * `fallback` (the customer's default, which the server gives it on saving), or with no VAT before a
 * customer is chosen.
 */
export function linesVat(lines: readonly TypedLine[], fallback?: { category: VatCategory; rate: number }) {
  return vatBreakdown(
    lines.map((l) => {
      const category = l.vatCategory ?? fallback?.category ?? 'O';
      const rate = l.vatCategory ? (l.vatRate ?? 0) : (fallback?.rate ?? 0);
      return { amount: (l.quantity ?? 0) * (l.unitPrice ?? 0), vatCategory: category, vatRate: rate };
    }),
  );
}

/** A line's VAT in a table cell: "21 %" for a taxed line, the category's name for one without VAT. */
export const vatLabel = (category: VatCategory, rate: number) =>
  category === 'S' || category === 'Z' ? formatVatRate(rate) : vatCategoryLabels[category];

/** A group's label in the totals: "VAT 21 %", "Reverse charge (0 %)". */
export const vatGroupLabel = (group: Pick<VatGroup, 'category' | 'rate'>) =>
  group.category === 'S' || group.category === 'Z'
    ? `VAT ${formatVatRate(group.rate)}`
    : `${vatCategoryLabels[group.category]} (${formatVatRate(group.rate)})`;
