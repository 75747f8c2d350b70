// The Invoices screens against the real server with the demo invoices: a new invoice with three lines
// whose amounts, VAT and total follow the typing (the customer's default rate, one line changed to exempt),
// opened (a number of the year is given) and marked paid; the line types edited, reordered from the
// keyboard and saved together; each screen checked with axe.
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, testScreensAccessibility } from './support/a11y';
import { apiGet, apiPost } from './support/api';
import { expect, signIn, test, users } from './support/fixtures';
import { choose } from './support/form';
import { uniqueSuffix } from './support/unique';

testScreensAccessibility([
  ['/invoices', 'Invoices'],
  ['/invoices/new', 'New Invoice'],
  ['/invoices/line-types', 'Edit Line Types'],
]);

test('an invoice with three lines and their VAT totals as it is typed, then is opened with the next number and paid', async ({
  page,
}) => {
  test.slow(); // a form of three lines, two state changes and an axe check on a loaded machine
  await signIn(page, users.finance, '/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Totals of the filtered invoices')).toContainText('EUR');
  await page.screenshot({ path: test.info().outputPath('invoices-list.png'), fullPage: true });

  const { partners } = await apiGet<{
    partners: { name: string; isActive: boolean; vat: { category: string; rate: number } }[];
  }>(page, '/api/invoices/lookup-info');
  // A customer the demo seller (the Netherlands, 21 %) charges its standard rate.
  const customer = partners.find((p) => p.isActive && p.vat.category === 'S' && p.vat.rate === 21)?.name ?? '';
  expect(customer).not.toBe('');
  await page.getByRole('link', { name: 'New invoice' }).click();
  await expect(page.getByRole('heading', { name: 'New Invoice', level: 1 })).toBeVisible();
  await choose(page, 'Customer', customer);
  await choose(page, 'Currency', 'EUR — Euro');
  const po = `PO-${uniqueSuffix()}`;
  await page.getByLabel('PO number').fill(po);

  await choose(page, 'Line 1 type', 'Class seats');
  await page.getByLabel('Line 1 quantity').fill('');
  await page.getByLabel('Line 1 quantity').pressSequentially('3');
  await page.getByLabel('Line 1 unit price').pressSequentially('495');
  await expect(page.getByTestId('line-1-amount')).toHaveText('€1,485.00');
  // The customer's default VAT: standard rate, 21 %; 1,485.00 net and 311.85 VAT.
  await expect(page.locator('td.invoice-lines__vat').first()).toContainText('Standard');
  await expect(page.getByLabel('Line 1 VAT rate')).toHaveValue('21 %');
  await expect(page.getByTestId('invoice-net')).toHaveText('€1,485.00');
  await expect(page.getByTestId('invoice-vat-S-21')).toHaveText('€311.85');
  await expect(page.getByTestId('invoice-total')).toHaveText('€1,796.85');

  await page.getByRole('button', { name: 'Add line' }).click();
  await choose(page, 'Line 2 type', 'Assessment passcodes');
  await page.getByLabel('Line 2 quantity').fill('');
  await page.getByLabel('Line 2 quantity').pressSequentially('10');
  await page.getByLabel('Line 2 unit price').pressSequentially('150');
  await expect(page.getByTestId('invoice-total')).toHaveText('€3,611.85');
  // Staff change a line's VAT: exempt, at 0 % (its rate no longer editable).
  await choose(page, 'Line 2 VAT category', 'E · Exempt from VAT');
  await expect(page.getByLabel('Line 2 VAT rate')).toHaveValue('0 %');
  await expect(page.getByLabel('Line 2 VAT rate')).toBeDisabled();
  await expect(page.getByTestId('invoice-vat-E-0')).toHaveText('€0.00');
  await expect(page.getByTestId('invoice-total')).toHaveText('€3,296.85');

  await page.getByRole('button', { name: 'Add line' }).click();
  await choose(page, 'Line 3 type', 'Discount');
  await page.getByLabel('Line 3 description').fill('Partner programme discount');
  await page.getByLabel('Line 3 unit price').pressSequentially('-98.50');
  await expect(page.getByTestId('line-3-amount')).toHaveText('-€98.50');
  // 2,886.50 net; 21 % of the 1,386.50 at that rate is 291.165, rounded once for the rate: 291.17.
  await expect(page.getByTestId('invoice-net')).toHaveText('€2,886.50');
  await expect(page.getByTestId('invoice-vat-S-21')).toHaveText('€291.17');
  await expect(page.getByTestId('invoice-total')).toHaveText('€3,177.67');
  await page.screenshot({ path: test.info().outputPath('invoice-new.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByRole('heading', { name: /^Draft invoice \d+$/, level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Partner programme discount' })).toBeVisible();
  // Each line's rate, the VAT per rate and the exemption's note on the invoice's page.
  const lines = page.getByRole('region', { name: 'Lines' }).getByRole('table');
  await expect(lines.getByRole('row', { name: /Class seats .* 21 % / })).toBeVisible();
  await expect(lines.getByRole('row', { name: /Assessment passcodes .* Exempt from VAT / })).toBeVisible();
  await expect(lines.getByRole('row', { name: 'VAT 21 % on €1,386.50 €291.17' })).toBeVisible();
  await expect(lines.getByRole('row', { name: 'Total €3,177.67' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'VAT notes' })).toContainText('article 132');

  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Open invoice' }).click();
  const year = new Date().getUTCFullYear();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(new RegExp(`^INV-${year}-\\d{5}$`));
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Mark paid' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.locator('.history-event').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('invoice-paid.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // The list finds it by its PO number, in the state it reached.
  await page.goto(`/invoices?poNumber=${encodeURIComponent(po)}`);
  await expect(page.getByRole('link', { name: (await heading.textContent()) ?? '' })).toBeVisible();
  await expect(page.getByLabel('Totals of the filtered invoices')).toContainText('€3,177.67');
});

test('line types are added, moved with the keyboard and deactivated, saved together', async ({ page }) => {
  await signIn(page, users.finance, '/invoices/line-types');
  await expect(page.getByRole('heading', { name: 'Edit Line Types', level: 1 })).toBeVisible();
  const name = `Venue hire ${uniqueSuffix()}`;
  await page.getByRole('button', { name: 'Add line type' }).click();
  const names = page.getByRole('textbox', { name: /^Name of line type/ });
  const count = await names.count();
  await names.nth(count - 1).fill(name);
  // Up once from the keyboard: it now comes before the last of the others.
  await page.getByRole('button', { name: `Move ${name} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(names.nth(count - 2)).toHaveValue(name);
  await page.getByRole('checkbox', { name: `${name} is active` }).uncheck();
  await page.screenshot({ path: test.info().outputPath('line-types.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save line types' }).click();
  await expect(page.getByText('Line types saved.')).toBeVisible();

  await page.reload();
  await expect(names.nth(count - 2)).toHaveValue(name);
  await expect(page.getByRole('checkbox', { name: `${name} is active` })).not.toBeChecked();
});

// Documents and partner billing: the PDF, sending, a credit note, and a partner's unbilled activity invoiced.
interface BillingRowJson {
  kind: string;
  id: string;
  description: string;
  unitPrice: number | null;
  invoice: { id: number } | null;
}

test('an open invoice: its PDF downloaded, sent with the address confirmed, and a credit note for one line', async ({
  page,
}) => {
  test.slow(); // an invoice made and opened, a download, two dialogs and an axe check on a loaded machine
  await signIn(page, users.finance, '/');
  const { partners } = await apiGet<{ partners: { id: number; isActive: boolean }[] }>(
    page,
    '/api/invoices/lookup-info',
  );
  const partnerId = partners.find((p) => p.isActive)?.id;
  const made = await apiPost(page, '/api/invoices', {
    partnerId,
    currency: 'EUR',
    poNumber: 'PO-DOCS',
    // 3,500.00 net at 21 % VAT: 4,235.00.
    lines: [
      { description: 'Scrum Master class seats', quantity: 4, unitPrice: 50_000, vatCategory: 'S', vatRate: 21 },
      { description: 'Assessment passcodes', quantity: 10, unitPrice: 15_000, vatCategory: 'S', vatRate: 21 },
    ],
  });
  expect(made.status()).toBe(201);
  const invoice = (await made.json()) as { id: number; version: number };
  const opened = await apiPost(page, `/api/invoices/${invoice.id}/state`, { state: 'Open', version: invoice.version });
  expect(opened.status()).toBe(200);
  const { number } = (await opened.json()) as { number: string };

  await page.goto(`/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { name: number, level: 1 })).toBeVisible();
  // Its lines scroll inside their box on a phone, not the page.
  await expectNoSidewaysScroll(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await downloading).suggestedFilename()).toBe(`${number}.pdf`);

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const send = page.getByRole('dialog', { name: `Send ${number}` });
  await send.getByLabel('Send to').fill('accounts-payable@partner.example');
  await page.screenshot({ path: test.info().outputPath('invoice-send.png') });
  await send.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`${number} is on its way to accounts-payable@partner.example.`)).toBeVisible();
  await expect(page.getByText(/to accounts-payable@partner\.example$/)).toBeVisible();

  await page.getByRole('button', { name: 'Credit note' }).click();
  const credit = page.getByRole('dialog', { name: `Credit note for ${number}` });
  await credit.getByLabel('Chosen lines').check();
  await credit.getByLabel('Quantity to credit: Scrum Master class seats').fill('1');
  await expect(credit.getByText('Credited, VAT included: €605.00')).toBeVisible();
  await credit.getByLabel('Reason').fill('One seat cancelled before the class');
  await page.screenshot({ path: test.info().outputPath('invoice-credit-note.png') });
  await expectNoSeriousA11yViolations(page, { include: 'dialog' });
  await credit.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(page.getByText(/Credit note CN-\d{4}-\d{5} issued for €605\.00\./)).toBeVisible();
  const notes = page.getByRole('table', { name: 'Credit notes' });
  await expect(notes).toContainText('One seat cancelled before the class');
  await expect(notes).toContainText('€3,630.00'); // the balance after it: 4,235.00 less 605.00
  const noteNumber = ((await notes.locator('tbody td.cell-code').first().textContent()) ?? '').trim();
  await notes.getByRole('button', { name: `Send ${noteNumber}` }).click();
  const sendNote = page.getByRole('dialog', { name: `Send ${noteNumber}` });
  await expect(sendNote.getByLabel('Send to')).not.toHaveValue('');
  await sendNote.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(new RegExp(`^${noteNumber} is on its way to `))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('invoice-documents.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('an open invoice to a German business gives its EN 16931 e-invoice as UBL and CII beside the PDF', async ({
  page,
}) => {
  test.slow(); // an invoice made and opened, two downloads and an axe check on a loaded machine
  await signIn(page, users.finance, '/');
  const { partners } = await apiGet<{ partners: { id: number; name: string }[] }>(page, '/api/invoices/lookup-info');
  // A demo partner with its address and German VAT number: the server chooses the reverse charge.
  const partnerId = partners.find((p) => p.name === 'Agile Academy GmbH')?.id;
  const made = await apiPost(page, '/api/invoices', {
    partnerId,
    currency: 'EUR',
    poNumber: 'PO-EINVOICE',
    lines: [{ description: 'Scrum Master class seats', quantity: 2, unitPrice: 50_000 }],
  });
  expect(made.status()).toBe(201);
  const invoice = (await made.json()) as { id: number; version: number };
  await page.goto(`/invoices/${invoice.id}`);
  // A draft is not an invoice: no e-invoice is offered.
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'E-invoice (UBL)' })).toHaveCount(0);
  const opened = await apiPost(page, `/api/invoices/${invoice.id}/state`, { state: 'Open', version: invoice.version });
  expect(opened.status()).toBe(200);
  const { number } = (await opened.json()) as { number: string };

  await page.reload();
  const toolbar = page.getByRole('toolbar', { name: 'Invoice documents' });
  await expect(toolbar.getByRole('button', { name: 'E-invoice (CII)' })).toBeVisible();
  const ubl = page.waitForEvent('download');
  await toolbar.getByRole('button', { name: 'E-invoice (UBL)' }).click();
  const ublFile = await ubl;
  expect(ublFile.suggestedFilename()).toBe(`${number}.ubl.xml`);
  const xml = await readFile((await ublFile.path()) as string, 'utf8');
  expect(xml).toContain(`<cbc:ID>${number}</cbc:ID>`);
  expect(xml).toContain('<cbc:CompanyID>DE814720354</cbc:CompanyID>');
  expect(xml).toContain('<cbc:TaxExemptionReasonCode>VATEX-EU-AE</cbc:TaxExemptionReasonCode>');
  const cii = page.waitForEvent('download');
  await toolbar.getByRole('button', { name: 'E-invoice (CII)' }).click();
  const ciiFile = await cii;
  expect(ciiFile.suggestedFilename()).toBe(`${number}.cii.xml`);
  expect(await readFile((await ciiFile.path()) as string, 'utf8')).toContain('<rsm:CrossIndustryInvoice');
  await page.screenshot({ path: test.info().outputPath('invoice-e-invoice.png') });
  await expectNoSeriousA11yViolations(page);
});

test("a partner's unbilled class becomes a Draft invoice from its billing page, beside the statement", async ({
  page,
}) => {
  test.slow();
  await signIn(page, users.finance, '/');
  const { partners } = await apiGet<{ partners: { id: number; name: string; isActive: boolean }[] }>(
    page,
    '/api/invoices/lookup-info',
  );
  const range = 'startDate=2000-01-01&endDate=2099-12-31';
  let found: { partner: { id: number; name: string }; row: BillingRowJson } | undefined;
  for (const partner of partners) {
    const { rows } = await apiGet<{ rows: BillingRowJson[] }>(page, `/api/partners/${partner.id}/billing?${range}`);
    const row = rows.find((r) => r.kind === 'class' && !r.invoice && r.unitPrice !== null);
    if (row) {
      found = { partner, row };
      break;
    }
  }
  if (!found) throw new Error('no demo partner has an unbilled class');

  await page.goto(`/partners/${found.partner.id}/billing?${range}`);
  await expect(page.getByRole('heading', { name: `Billing: ${found.partner.name}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Statement' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('partner-billing.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('checkbox', { name: `Invoice ${found.row.description}` }).check();
  await page.getByRole('button', { name: 'Create draft invoice (1)' }).click();
  await expect(page).toHaveURL(/\/invoices\/\d+$/);
  await expect(
    page.getByRole('cell', { name: found.row.description.split(' class')[0] as string }).first(),
  ).toBeVisible();
});
