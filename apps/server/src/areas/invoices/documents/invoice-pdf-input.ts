// What the PDF of an invoice or a credit note is made from: the seller (from the configuration), the
// customer, the details beside them, the lines and the totals. documents.ts builds it from the records.
import type { Config } from '../../../config.js';

export type Seller = Config['seller'];

export interface DocumentLine {
  description: string;
  lineType: string | null;
  quantity: number;
  /** Minor units; null where the line has no single unit price (a credited amount). */
  unitPrice: number | null;
  /** Minor units. */
  amount: number;
}

export interface DocumentInput {
  kind: 'invoice' | 'creditNote';
  /** Null for a draft invoice, which has no number yet. */
  number: string | null;
  /** An invoice's state; a draft prints a "not an invoice" label. Credit notes: null. */
  state: 'Draft' | 'Open' | 'Paid' | null;
  currency: string;
  customer: { name: string; lines: string[] };
  /** Label and value pairs under the customer: dates, PO number, the credited invoice, a reason. */
  details: [string, string][];
  lines: DocumentLine[];
  /** Extra lines under the total, e.g. credited so far and the balance. */
  totals?: [string, number][];
  notes?: string | null;
  /** The document's own date (ISO date or timestamp): its metadata dates, so the bytes never vary. */
  documentDate: string;
  /** Uncompressed content streams (tests read the text from the raw file). */
  compress?: boolean;
}
