// Money and dates as an invoice's documents write them, in the PDF and in the e-mails that send it: the
// currency's own minor units and symbol, and dates as a finance reader writes them.

/** Minor units as money in the currency: USD 123456 → $1,234.56, JPY 1000 → ¥1,000. */
export function formatMoney(amount: number, currency: string, currencyDisplay: 'symbol' | 'code' = 'symbol'): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

// A customer document read across the EU: day, three-letter English month, year ("2 Sep 2026") reads the
// same to everyone, where 09/02/2026 is a different day on either side of the Atlantic. Written by hand,
// not by ICU: Node's en-GB prints "2 Sept 2026", and ICU versions differ.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An ISO date (or the UTC day of an ISO instant) as a finance reader writes it: 2 Sep 2026. */
export function formatDate(iso: string): string {
  const day = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return `${day.getUTCDate()} ${months[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
