// A partner's billing address as the lines an envelope or an invoice prints: street lines, postal code
// and city, region, country (the country's name; the partner's countryCode is the address's country).
import type { PartnerDetail } from '@eco/contract';

type AddressParts = Pick<
  PartnerDetail,
  'addressLine1' | 'addressLine2' | 'postalCode' | 'city' | 'region' | 'countryName' | 'countryCode'
>;

/** The address's lines, empty parts left out; no line at all when no street or city is entered. */
export function addressLines(p: AddressParts): string[] {
  if (!p.addressLine1 && !p.city) return [];
  const town = [p.postalCode, p.city].filter(Boolean).join(' ');
  return [p.addressLine1, p.addressLine2, town, p.region, p.countryName ?? p.countryCode].filter(
    (line): line is string => !!line,
  );
}
