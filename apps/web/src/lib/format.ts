// Number and money display for lists and forms (en-US, like the dates).
const integer = new Intl.NumberFormat('en-US');

export const formatCount = (n: number) => integer.format(n);

/** Minor units as money: { amount: 49500, currency: 'USD' } → '$495.00'; JPY has no minor unit. */
export function formatMoney(price: { amount: number; currency: string }, minorUnits?: number): string {
  const digits = minorUnits ?? currencyDigits(price.currency);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(price.amount / 10 ** digits);
}

/** ISO 4217 minor units as the browser knows them (2 when it does not know the code). */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** '1 course', '3 courses' */
export const plural = (n: number, one: string, many = `${one}s`) => `${integer.format(n)} ${n === 1 ? one : many}`;

/** A list's total for a heading: '1,234 passcodes', or 'about 912,000 passcodes' when estimated. */
export const totalOf = (list: { total: number; estimate: boolean; failed: boolean }, what: string) =>
  list.failed
    ? 'The list could not be loaded.'
    : `${list.estimate ? 'About ' : ''}${integer.format(list.total)} ${what}`;
