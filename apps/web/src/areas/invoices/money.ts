// Money of an invoice: integer minor units shown in the invoice's currency (Intl.NumberFormat through
// formatMoney), and the sum of a set of lines, the same rule as the server's.
import { formatMoney } from '../../lib/format';

export const money = (amount: number, currency: string) => formatMoney({ amount, currency });

/** quantity × unit price summed; lines still being typed (no number yet) count as nothing. */
export const linesTotal = (lines: readonly { quantity?: number | null; unitPrice?: number | null }[]) =>
  lines.reduce((sum, l) => sum + (l.quantity ?? 0) * (l.unitPrice ?? 0), 0);
