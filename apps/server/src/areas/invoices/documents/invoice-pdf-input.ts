// What the PDF of an invoice or a credit note is made from: the seller (from the configuration), the
// customer, the details beside them, the lines with their VAT and the totals (net, VAT per category and
// rate, gross, and the notes an exemption or the reverse charge needs). documents.ts builds it from the
// records.
import type { VatCategory } from '@eco/contract';
import type { Config } from '../../../config.js';

export type Seller = Config['seller'];

export interface DocumentLine {
  description: string;
  lineType: string | null;
  quantity: number;
  /** Minor units; null where the line has no single unit price (a credited amount). */
  unitPrice: number | null;
  /** Minor units, net (quantity × unit price). */
  amount: number;
  /**
   * The line's VAT category (UNCL5305 code, e.g. S, AE) and rate in percent (EU VAT art. 226(9)). Always
   * set by documents.ts; optional only so a hand-made input (a drawing test) may leave the VAT out.
   */
  vatCategory?: VatCategory;
  vatRate?: number;
}

/** One group of lines of a VAT category and rate (EN 16931 BG-23; art. 226(8) and (10)). */
export interface DocumentVatGroup {
  category: VatCategory;
  /** The category as read, e.g. "Standard rate", "Reverse charge". */
  categoryLabel: string;
  rate: number;
  /** The group's lines summed (BT-116), minor units. */
  taxable: number;
  /** Its VAT (BT-117), minor units. */
  tax: number;
  /** For a category without VAT: the VATEX code (BT-121) and the reason (BT-120); null for S and Z. */
  exemptionCode: string | null;
  exemptionReason: string | null;
}

/** The document's VAT totals: what the totals block prints. */
export interface DocumentVat {
  /** Sum of the lines (BT-106/109), minor units. */
  net: number;
  /** Sum of the groups' VAT (BT-110). */
  taxTotal: number;
  /** net + taxTotal (BT-112): the amount due, or credited on a credit note. */
  gross: number;
  /** Per category and rate, in the code list's order, higher rate first. */
  breakdown: DocumentVatGroup[];
  /**
   * The sentences the law asks for under the totals, one per category without VAT on the document: the
   * reverse-charge mention (art. 226(11a)), the exemption's article (art. 226(11)).
   */
  notes: string[];
}

export interface DocumentInput {
  kind: 'invoice' | 'creditNote';
  /** Null for a draft invoice, which has no number yet. */
  number: string | null;
  /** An invoice's state; a draft prints a "not an invoice" label. Credit notes: null. */
  state: 'Draft' | 'Open' | 'Paid' | null;
  currency: string;
  /**
   * The buyer: its name (the legal name when it has one), its address lines with the country last, and its
   * VAT id (art. 226(4)) or other tax registration, when it has one.
   */
  customer: { name: string; lines: string[]; vatId?: string | null; taxId?: string | null };
  /** Label and value pairs under the customer: dates, PO number, the credited invoice, a reason. */
  details: [string, string][];
  lines: DocumentLine[];
  /**
   * Net, VAT per category and rate, gross and the exemption notes: printed under the lines. Always set by
   * documents.ts (optional like the lines' VAT).
   */
  vat?: DocumentVat;
  /** Extra lines under the gross, e.g. credited so far (gross) and the balance. */
  totals?: [string, number][];
  notes?: string | null;
  /** The document's own date (ISO date or timestamp): its metadata dates, so the bytes never vary. */
  documentDate: string;
  /** Uncompressed content streams (tests read the text from the raw file). */
  compress?: boolean;
}
