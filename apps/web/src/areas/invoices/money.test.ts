import { describe, expect, it } from 'vitest';
import { linesTotal, money } from './money';

describe('invoice money', () => {
  it('sums quantity times unit price, a discount subtracting and lines still being typed counting nothing', () => {
    expect(
      linesTotal([
        { quantity: 3, unitPrice: 49_500 },
        { quantity: 1, unitPrice: -9_850 },
        { quantity: null, unitPrice: 1_000 },
        { quantity: 2, unitPrice: null },
      ]),
    ).toBe(138_650);
  });

  it("shows minor units in the invoice's currency, JPY without decimals", () => {
    expect(money(138_650, 'EUR')).toBe('€1,386.50');
    expect(money(-9_850, 'USD')).toBe('-$98.50');
    expect(money(72_000, 'JPY')).toBe('¥72,000');
  });
});
