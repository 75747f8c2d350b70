// Money and dates as an invoice's documents write them, in the PDF and in the e-mails that send it: the
// currency's own minor units and symbol, and dates as a finance reader writes them.

/** Minor units as money in the currency: USD 123456 → $1,234.56, JPY 1000 → ¥1,000. */
export function formatMoney(amount: number, currency: string, currencyDisplay: 'symbol' | 'code' = 'symbol'): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** An ISO date as a finance reader writes it: 24 Nov 2026. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
