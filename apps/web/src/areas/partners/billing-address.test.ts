import { describe, expect, it } from 'vitest';
import { addressLines } from './billing-address';

const none = {
  addressLine1: null,
  addressLine2: null,
  postalCode: null,
  city: null,
  region: null,
  countryName: null,
  countryCode: null,
};

describe('addressLines', () => {
  it('prints street lines, postal code with city, region and the country name, leaving out empty parts', () => {
    expect(
      addressLines({
        ...none,
        addressLine1: 'Keizersgracht 221',
        postalCode: '1016 DV',
        city: 'Amsterdam',
        countryName: 'Netherlands',
        countryCode: 'NL',
      }),
    ).toEqual(['Keizersgracht 221', '1016 DV Amsterdam', 'Netherlands']);
    expect(
      addressLines({
        ...none,
        addressLine1: '1 Raffles Place',
        addressLine2: '#20-01',
        city: 'Singapore',
        region: 'SG',
      }),
    ).toEqual(['1 Raffles Place', '#20-01', 'Singapore', 'SG']);
  });

  it('has no lines when no street or city is entered, whatever the country', () => {
    expect(addressLines({ ...none, countryName: 'Germany', countryCode: 'DE' })).toEqual([]);
  });
});
