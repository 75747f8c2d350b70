// An invoice or a credit note as a structured e-invoice conforming to EN 16931, the European standard a
// customer's or a public buyer's system reads without retyping: Cross Industry Invoice (UN/CEFACT CII
// D16B, the syntax inside Factur-X and ZUGFeRD) or UBL 2.1 (Invoice or CreditNote, the syntax of Peppol).
// @e-invoice-eu/core writes the XML from its own UBL-shaped JSON, which it checks against its JSON schema
// first; this module maps the document onto that JSON. The rules of EN 16931 the mapping keeps (tested
// against the standard's XSD and Schematron in e-invoice.test.ts): net prices are never negative (a
// discount is a negative quantity), the VAT breakdown is one group per category and rate with the
// exemption's reason and VATEX code, a document with category O names no VAT identifiers and no rate
// (BR-O-02..05; the seller is then identified by its VAT number as its seller identifier, BR-CO-26),
// a buyer has a country, and amounts carry the currency's minor units.
import { type Invoice, InvoiceService } from '@e-invoice-eu/core';
import { type EInvoiceFormat, invoiceRefusals, type VatCategory, type VatTotals } from '@eco/contract';
import { refuse } from '../../../platform/errors.js';

/** A seller or a buyer as EN 16931 names it (BG-4/BG-7): name, postal address, VAT and tax ids. */
export interface EInvoiceParty {
  /** The legal name (BT-27/BT-44). */
  name: string;
  /** Lines of the street address (BT-35/36/162, BT-50/51/163); city, postal code and region apart. */
  addressLines: string[];
  city: string | null;
  postalCode: string | null;
  region: string | null;
  /** ISO 3166 alpha-2 (BT-40/BT-55); a buyer without one gets no e-invoice. */
  countryCode: string | null;
  /** With its country prefix (BT-31/BT-48). */
  vatId: string | null;
  /** Another tax registration (BT-32 for the seller; for a buyer, its legal registration BT-47). */
  taxId: string | null;
  /** The electronic address (BT-34/BT-49, scheme EM); a buyer without one gets no e-invoice. */
  email: string | null;
}

export interface EInvoiceLine {
  description: string;
  quantity: number;
  /** Minor units, net; null where the line has no single unit price (a credited amount). */
  unitPrice: number | null;
  /** Minor units, net. */
  amount: number;
  vatCategory: VatCategory;
  /** Percent. */
  vatRate: number;
  /** When the service was supplied (art. 226(7); BG-26): a class's first and last day, a passcode's day. */
  period?: { start: string; end: string } | null;
}

export interface EInvoiceInput {
  kind: 'invoice' | 'creditNote';
  number: string;
  /** ISO dates. */
  issueDate: string;
  dueDate: string | null;
  /** The date of supply (BT-72) where known. */
  deliveryDate: string | null;
  currency: string;
  /** The buyer's purchase order (BT-13). */
  purchaseOrder: string | null;
  /** The invoice a credit note corrects (BG-3). */
  precedingInvoice: { number: string; issueDate: string } | null;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  lines: EInvoiceLine[];
  totals: VatTotals;
  /** Paid already, minor units (BT-113): the amount due is the gross less it. */
  paid: number;
  /** Free text for the buyer (BT-22), e.g. the credit note's reason or the refund owed. */
  notes: string[];
  paymentTerms: string | null;
  /** The seller's account for a credit transfer (BT-84), where its bank details name an IBAN. */
  iban: string | null;
}

/** The IBAN in a line of bank details ("IBAN NL91 ABNA 0417 1643 00 · BIC ABNANL2A"), without its spaces. */
export function ibanOf(bankDetails: string | null): string | null {
  const match = bankDetails?.match(/\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?)\b/);
  return match?.[1] ? match[1].replace(/ /g, '') : null;
}

const minorDigits = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** A decimal string of a number with at most `digits` decimals, trailing zeros kept to the currency's. */
const decimal = (value: number, digits: number) => value.toFixed(digits);

/**
 * Refuses (409) what EN 16931 cannot say: amounts of three decimals (BR-DEC: two at most; KWD, BHD), and
 * VAT charged or exempted by a seller without a VAT id (BR-S/Z/E/AE/IC/G-02; only "outside the scope"
 * needs none).
 */
export function assertWritable(input: EInvoiceInput) {
  if (minorDigits(input.currency) > 2)
    throw refuse(invoiceRefusals, 'e-invoice-currency', { currency: input.currency });
  if (!input.seller.vatId && input.lines.some((l) => l.vatCategory !== 'O'))
    throw refuse(invoiceRefusals, 'e-invoice-no-seller-vat-id');
}

/** Writes the document as the format asks; the same document gives the same XML. */
export async function renderEInvoice(input: EInvoiceInput, format: EInvoiceFormat): Promise<string> {
  assertWritable(input);
  const service = new InvoiceService(quietLogger);
  try {
    const made = await service.generate(toInternal(input), { format: format === 'cii' ? 'CII' : 'UBL', lang: 'en' });
    const xml = typeof made === 'string' ? made : Buffer.from(made).toString('utf8');
    return format === 'cii' ? withHeaderDelivery(xml) : xml;
  } catch (error) {
    // The library's schema check names each field it refuses: say them, not "validation failed".
    const errors = (error as { errors?: { instancePath: string; message?: string }[] }).errors;
    if (!errors) throw error;
    throw new Error(`E-invoice ${input.number}: ${errors.map((e) => `${e.instancePath} ${e.message}`).join('; ')}`);
  }
}

/**
 * CII's schema wants the header's delivery element even when it is empty (no date of supply), and the
 * library leaves it out then: it goes where the schema expects it, before the settlement.
 */
function withHeaderDelivery(xml: string): string {
  if (xml.includes('<ram:ApplicableHeaderTradeDelivery')) return xml;
  return xml.replace(
    /(\s*)<ram:ApplicableHeaderTradeSettlement>/,
    '$1<ram:ApplicableHeaderTradeDelivery/>$1<ram:ApplicableHeaderTradeSettlement>',
  );
}

// The library logs what it skips; a server request has no console to speak to.
const quietLogger = { log: () => {}, warn: () => {}, error: () => {} };

/** The library's JSON (UBL 2.1 element names) for the document. */
export function toInternal(input: EInvoiceInput): Invoice {
  const digits = minorDigits(input.currency);
  const money = (minor: number) => decimal(minor / 10 ** digits, digits);
  const amount = (minor: number) => ({ value: money(minor), currency: input.currency });
  const outsideScope = input.lines.some((l) => l.vatCategory === 'O');
  const intraCommunity = input.lines.some((l) => l.vatCategory === 'K');
  const isCredit = input.kind === 'creditNote';
  const due = input.totals.gross - input.paid;

  const withAmount = (key: string, value: { value: string; currency: string }) => ({
    [key]: value.value,
    [`${key}@currencyID`]: value.currency,
  });

  const document = {
    'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
    'cbc:ID': input.number,
    'cbc:IssueDate': input.issueDate,
    ...(input.dueDate && !isCredit ? { 'cbc:DueDate': input.dueDate } : {}),
    'cbc:InvoiceTypeCode': isCredit ? '381' : '380',
    // One note (BT-22 repeats only between German parties), as the one-item list the library takes.
    ...(input.notes.length > 0 ? { 'cbc:Note': [input.notes.join('\n')] } : {}),
    'cbc:DocumentCurrencyCode': input.currency,
    ...(input.purchaseOrder ? { 'cbc:BuyerReference': input.purchaseOrder } : {}),
    ...(input.purchaseOrder ? { 'cac:OrderReference': { 'cbc:ID': input.purchaseOrder } } : {}),
    ...(input.precedingInvoice
      ? {
          'cac:BillingReference': [
            {
              'cac:InvoiceDocumentReference': {
                'cbc:ID': input.precedingInvoice.number,
                'cbc:IssueDate': input.precedingInvoice.issueDate,
              },
            },
          ],
        }
      : {}),
    'cac:AccountingSupplierParty': { 'cac:Party': party(input.seller, 'seller', outsideScope) },
    'cac:AccountingCustomerParty': { 'cac:Party': party(input.buyer, 'buyer', outsideScope) },
    ...(input.deliveryDate || intraCommunity
      ? {
          'cac:Delivery': {
            'cbc:ActualDeliveryDate': input.deliveryDate ?? input.issueDate,
            ...(intraCommunity
              ? { 'cac:DeliveryLocation': { 'cac:Address': { 'cac:Country': country(input.buyer) } } }
              : {}),
          },
        }
      : {}),
    ...(input.iban && !isCredit
      ? {
          'cac:PaymentMeans': [
            {
              'cbc:PaymentMeansCode': '58',
              'cbc:PaymentID': input.number,
              'cac:PayeeFinancialAccount': { 'cbc:ID': input.iban },
            },
          ],
        }
      : {}),
    ...(input.paymentTerms && !isCredit ? { 'cac:PaymentTerms': { 'cbc:Note': input.paymentTerms } } : {}),
    'cac:TaxTotal': [
      {
        ...withAmount('cbc:TaxAmount', amount(input.totals.taxTotal)),
        'cac:TaxSubtotal': input.totals.taxBreakdown.map((group) => ({
          ...withAmount('cbc:TaxableAmount', amount(group.taxable)),
          ...withAmount('cbc:TaxAmount', amount(group.tax)),
          'cac:TaxCategory': {
            'cbc:ID': group.category,
            // Outside the scope of VAT there is no rate at all (BR-O-05, BR-O-12).
            ...(group.category === 'O' ? {} : { 'cbc:Percent': String(group.rate) }),
            ...(group.exemptionCode ? { 'cbc:TaxExemptionReasonCode': group.exemptionCode } : {}),
            ...(group.exemptionReason ? { 'cbc:TaxExemptionReason': group.exemptionReason } : {}),
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      ...withAmount('cbc:LineExtensionAmount', amount(input.totals.net)),
      ...withAmount('cbc:TaxExclusiveAmount', amount(input.totals.net)),
      ...withAmount('cbc:TaxInclusiveAmount', amount(input.totals.gross)),
      ...(input.paid !== 0 ? withAmount('cbc:PrepaidAmount', amount(input.paid)) : {}),
      ...withAmount('cbc:PayableAmount', amount(due)),
    },
    'cac:InvoiceLine': input.lines.map((line, index) => invoiceLine(line, index, input.currency, money)),
  };
  // The library checks this object against its JSON schema before it writes a byte (and names what is
  // wrong), so the literal code lists of its types (currencies, countries) are left to that check.
  return { 'ubl:Invoice': document } as unknown as Invoice;
}

function country(p: EInvoiceParty) {
  return { 'cbc:IdentificationCode': p.countryCode ?? '' };
}

function party(p: EInvoiceParty, role: 'seller' | 'buyer', outsideScope: boolean) {
  const [line1, line2, ...rest] = p.addressLines;
  // A document with services outside the scope of VAT names no VAT identifier (EN 16931 BR-O-02..04).
  const vatId = outsideScope ? null : p.vatId;
  const taxSchemes = [
    ...(vatId ? [{ 'cbc:CompanyID': vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] : []),
    // The seller's other tax registration (BT-32); a buyer's goes in its legal entity below.
    ...(role === 'seller' && p.taxId ? [{ 'cbc:CompanyID': p.taxId, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }] : []),
  ];
  // Without its VAT identifier the seller is still identified (BR-CO-26): by that number as its registration.
  const registration = role === 'buyer' ? p.taxId : outsideScope ? p.vatId : null;
  return {
    ...(p.email ? { 'cbc:EndpointID': p.email, 'cbc:EndpointID@schemeID': 'EM' } : {}),
    'cac:PostalAddress': {
      ...(line1 ? { 'cbc:StreetName': line1 } : {}),
      ...(line2 ? { 'cbc:AdditionalStreetName': line2 } : {}),
      ...(p.city ? { 'cbc:CityName': p.city } : {}),
      ...(p.postalCode ? { 'cbc:PostalZone': p.postalCode } : {}),
      ...(p.region ? { 'cbc:CountrySubentity': p.region } : {}),
      ...(rest.length > 0 ? { 'cac:AddressLine': { 'cbc:Line': rest.join(', ') } } : {}),
      'cac:Country': country(p),
    },
    // The seller may name two registrations; the library takes a buyer's one as an object.
    ...(taxSchemes.length > 0 ? { 'cac:PartyTaxScheme': role === 'seller' ? taxSchemes : taxSchemes[0] } : {}),
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': p.name,
      ...(registration ? { 'cbc:CompanyID': registration } : {}),
    },
    ...(p.email ? { 'cac:Contact': { 'cbc:ElectronicMail': p.email } } : {}),
  };
}

function invoiceLine(line: EInvoiceLine, index: number, currency: string, money: (minor: number) => string) {
  // EN 16931 prices are never negative (BR-27): a discount is a negative quantity at a positive price.
  const sign = line.amount < 0 || (line.unitPrice ?? 0) < 0 ? -1 : 1;
  const quantity = Math.abs(line.quantity || 1) * sign;
  // A credited amount without a unit price is priced as the amount over the quantity, to the minor unit.
  const price = money(
    line.unitPrice === null ? Math.round(Math.abs(line.amount) / Math.abs(quantity)) : Math.abs(line.unitPrice),
  );
  return {
    'cbc:ID': String(index + 1),
    'cbc:InvoicedQuantity': String(quantity),
    'cbc:InvoicedQuantity@unitCode': 'C62',
    'cbc:LineExtensionAmount': money(line.amount),
    'cbc:LineExtensionAmount@currencyID': currency,
    ...(line.period
      ? { 'cac:InvoicePeriod': { 'cbc:StartDate': line.period.start, 'cbc:EndDate': line.period.end } }
      : {}),
    'cac:Item': {
      'cbc:Name': line.description || '-',
      'cac:ClassifiedTaxCategory': {
        'cbc:ID': line.vatCategory,
        ...(line.vatCategory === 'O' ? {} : { 'cbc:Percent': String(line.vatRate) }),
        'cac:TaxScheme': { 'cbc:ID': 'VAT' },
      },
    },
    'cac:Price': { 'cbc:PriceAmount': price, 'cbc:PriceAmount@currencyID': currency },
  };
}
