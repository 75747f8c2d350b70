import { describe, expect, it } from 'vitest';
import { linesTotal, linesVat, money, vatGroupLabel, vatLabel } from './money';

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

  it('sums VAT per category and rate as it is typed, a line without a category at the customer default', () => {
    const totals = linesVat(
      [
        { quantity: 3, unitPrice: 49_500, vatCategory: 'S', vatRate: 21 },
        { quantity: 1, unitPrice: -9_850, vatCategory: 'S', vatRate: 21 },
        { quantity: 1, unitPrice: 1_000, vatCategory: null },
        { quantity: 1, unitPrice: 2_000, vatCategory: 'AE', vatRate: 0 },
      ],
      { category: 'S', rate: 9 },
    );
    // 1,386.50 at 21 % = 291.165 → 291.17; 10.00 at 9 % = 0.90.
    expect(totals).toMatchObject({ net: 141_650, taxTotal: 29_117 + 90, gross: 141_650 + 29_207 });
    expect(totals.taxBreakdown.map(vatGroupLabel)).toEqual(['VAT 21 %', 'VAT 9 %', 'Reverse charge (0 %)']);
    expect(linesVat([{ quantity: 1, unitPrice: 1_000 }])).toMatchObject({ net: 1_000, taxTotal: 0, gross: 1_000 });
  });

  it("names a line's VAT by its rate when taxed, by its category otherwise", () => {
    expect(vatLabel('S', 5.5)).toBe('5.5 %');
    expect(vatLabel('Z', 0)).toBe('0 %');
    expect(vatLabel('AE', 0)).toBe('Reverse charge');
  });
});
