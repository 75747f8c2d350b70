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

const pluralRules = new Intl.PluralRules('en-US');

/** The word for a count: unit(1, 'day') is 'day', unit(2, 'day') is 'days'; irregular plurals are given. */
export const unit = (n: number, one: string, many = `${one}s`) => (pluralRules.select(n) === 'one' ? one : many);

/** '1 course', '3 courses', '1,234 courses' */
export const plural = (n: number, one: string, many = `${one}s`) => `${integer.format(n)} ${unit(n, one, many)}`;

/** A list's total for a heading: '1 passcode', '1,234 passcodes', or 'About 912,000 passcodes' when estimated. */
export const totalOf = (list: { total: number; estimate: boolean; failed: boolean }, one: string, many = `${one}s`) =>
  list.failed ? 'The list could not be loaded.' : `${list.estimate ? 'About ' : ''}${plural(list.total, one, many)}`;

/** How a choice names a coded record, the same on every screen: 'PSM-OL — Professional Scrum Master Online'. */
export const codeAndName = (code: string, name: string) => `${code} — ${name}`;

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
/** A language code's English name ('en' -> 'English', 'pt-BR' -> 'Brazilian Portuguese'), else the code. */
export const languageName = (code: string) => {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code; // not a well-formed tag: show what is stored
  }
};
