// Reference data from maintained sources, never hand-typed lists: ISO 3166-1 country names from the
// i18n-iso-countries package, ISO 4217 currencies and their minor units from the runtime's ICU data.
import isoCountries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

isoCountries.registerLocale(english);

export interface Country {
  code: string;
  name: string;
}

const countryNames = isoCountries.getNames('en', { select: 'official' }) as Record<string, string>;

/** Every ISO 3166-1 alpha-2 country, by English name. */
export const countries: readonly Country[] = Object.entries(countryNames)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The English name of an alpha-2 code (any case), or undefined when it is not ISO 3166-1. */
export const countryName = (code: string | null | undefined): string | undefined =>
  code ? countryNames[code.toUpperCase()] : undefined;

export const isCountryCode = (code: string) => countryName(code) !== undefined;

export interface Currency {
  code: string;
  name: string;
  /** Digits after the decimal point: amounts are stored in these minor units (USD 2, JPY 0). */
  minorUnits: number;
}

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

/** The ISO 4217 currencies in current use, by code. */
export const currencies: readonly Currency[] = Intl.supportedValuesOf('currency').map((code) => ({
  code,
  name: currencyNames.of(code) ?? code,
  minorUnits: new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
    .maximumFractionDigits as number,
}));

const currencyCodes = new Set(currencies.map((c) => c.code));
export const isCurrencyCode = (code: string) => currencyCodes.has(code);
