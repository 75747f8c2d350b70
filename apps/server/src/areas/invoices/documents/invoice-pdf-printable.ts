// Text the PDF's standard fonts can print. They embed nothing, and their WinAnsi character set covers the
// Latin scripts of Western Europe: any other character (Japanese, Chinese, Polish ł...) prints as "?"
// rather than as garbage, and money whose symbol they lack prints with the currency's code.
import { formatMoney } from './document-formats.js';
import type { DocumentInput, Seller } from './invoice-pdf-input.js';

/** Money as the PDF prints it: the currency's symbol, or its code where the fonts lack the symbol (₹). */
export function pdfMoney(amount: number, currency: string): string {
  const symbol = formatMoney(amount, currency);
  return printable(symbol) === symbol ? symbol : formatMoney(amount, currency, 'code');
}

// What the standard fonts can show (Windows-1252): Latin-1 and the typographic extras of 0x80 to 0x9F.
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
/** Text as the standard fonts can print it: each other character becomes "?". */
export const printable = (text: string) =>
  [...text.normalize('NFC')]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      return (code >= 0x20 && code <= 0x7e) ||
        (code >= 0xa0 && code <= 0xff) ||
        WIN_ANSI_EXTRAS.includes(c) ||
        c === '\n'
        ? c
        : '?';
    })
    .join('');

/** Every text of the document and the seller made printable. */
export function printableInput(input: DocumentInput, seller: Seller): [DocumentInput, Seller] {
  const lines = (l: readonly string[]) => l.map(printable);
  return [
    {
      ...input,
      number: input.number && printable(input.number),
      customer: { name: printable(input.customer.name), lines: lines(input.customer.lines) },
      details: input.details.map(([label, value]): [string, string] => [printable(label), printable(value)]),
      lines: input.lines.map((l) => ({
        ...l,
        description: printable(l.description),
        lineType: l.lineType && printable(l.lineType),
      })),
      totals: input.totals?.map(([label, amount]): [string, number] => [printable(label), amount]),
      notes: input.notes && printable(input.notes),
    },
    {
      ...seller,
      name: printable(seller.name),
      addressLines: lines(seller.addressLines),
      vatId: seller.vatId && printable(seller.vatId),
      email: printable(seller.email),
      phone: seller.phone && printable(seller.phone),
      bankDetails: seller.bankDetails && printable(seller.bankDetails),
      paymentTerms: printable(seller.paymentTerms),
    },
  ];
}
