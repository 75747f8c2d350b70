// The VAT of an invoice's credit notes. Each credit note credits its lines' net amounts per category and
// rate, like an invoice; its VAT per group is what it adds to the VAT of everything credited on the
// invoice so far (the group's credited sum rounded once, after it less before it). So credit notes that
// together credit a whole invoice credit exactly its VAT, with no minor unit left open to rounding, and
// the sum of them all is migration 0045's invoice_credited_total. A note's VAT may differ by a minor unit
// from its own net times the rate; EN 16931 (BR-CO-17) allows that difference.
import { type VatCategory, type VatGroup, type VatTotals, vatBreakdown, vatTax } from '@eco/contract';

interface CreditedLine {
  amount: number;
  vatCategory: VatCategory;
  vatRate: number;
}

/** Per credit note, in the order they were issued, its net, VAT per group and gross. */
export function creditNotesVat(notes: readonly (readonly CreditedLine[])[]): VatTotals[] {
  const creditedSoFar = new Map<string, number>();
  return notes.map((lines) => {
    const own = vatBreakdown(lines);
    const taxBreakdown: VatGroup[] = own.taxBreakdown.map((group) => {
      const key = `${group.category}:${group.rate}`;
      const before = creditedSoFar.get(key) ?? 0;
      const after = before + group.taxable;
      creditedSoFar.set(key, after);
      return { ...group, tax: vatTax(after, group.rate) - vatTax(before, group.rate) };
    });
    const taxTotal = taxBreakdown.reduce((n, g) => n + g.tax, 0);
    return { net: own.net, taxTotal, gross: own.net + taxTotal, taxBreakdown };
  });
}
