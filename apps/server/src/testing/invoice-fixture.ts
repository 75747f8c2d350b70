// What the invoice tests (documents, partner billing) arrange alike: the app with a test SMTP server and
// a seller, signed in as the administrator, two partners (one with a contact and billing e-mail, one
// bare), and invoices made (and opened) through the API.
import { afterAll, beforeAll, expect } from 'vitest';
import { classes, courses, partners } from '../db/schema/index.js';
import type { TestApp } from './harness.js';
import { type SignedIn, signedInApp } from './signed-in-app.js';
import { startTestSmtp, type TestSmtp } from './smtp.js';

export interface InvoiceFixture {
  t: TestApp;
  smtp: TestSmtp;
  admin: SignedIn;
  /** 'Billing Test Partner', with a contact and a billing e-mail. */
  partnerId: number;
  /** 'No Address Partner': a name and a currency only. */
  bareId: number;
}

/** Starts the fixture before the file's tests and closes it after; `take` hands it to the file. */
export function invoiceFixture(take: (fixture: InvoiceFixture) => void) {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.close());
  signedInApp(
    'admin@example.com',
    async (t, admin) => {
      const [partner] = await t.db
        .insert(partners)
        .values({
          name: 'Billing Test Partner',
          contactName: 'Jana Weber',
          billingEmail: 'ap@billing-partner.test',
          currency: 'EUR',
        })
        .returning({ id: partners.id });
      const [bare] = await t.db
        .insert(partners)
        .values({ name: 'No Address Partner', currency: 'EUR' })
        .returning({ id: partners.id });
      take({ t, smtp, admin, partnerId: partner?.id as number, bareId: bare?.id as number });
    },
    () => ({ SMTP_URL: smtp.url, MAIL_POLL_MS: '50', SELLER_NAME: 'Test Seller Ltd', SELLER_VAT_ID: 'DE999' }),
  );
}

/** A two-line EUR invoice (PO-4471, issued 2 Mar 2026, due 1 Apr) for the partner, opened unless a draft is asked for. */
export async function makeInvoice({ t, admin }: InvoiceFixture, state: 'Draft' | 'Open', partner: number) {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: admin, payload });
  const res = await post('/api/invoices', {
    partnerId: partner,
    currency: 'EUR',
    poNumber: 'PO-4471',
    issueDate: '2026-03-02',
    dueDate: '2026-04-01',
    lines: [
      { description: 'Scrum Master class seats', quantity: 4, unitPrice: 50_000 },
      { description: 'Assessment passcodes', quantity: 10, unitPrice: 15_000 },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  if (state === 'Open') {
    const version = (await get(`/api/invoices/${id}`)).json().version as number;
    const opened = await post(`/api/invoices/${id}/state`, { state: 'Open', version });
    expect(opened.statusCode, opened.body).toBe(200);
  }
  return (await get(`/api/invoices/${id}`)).json();
}

/** A completed in-person class of the first course for the partner (10 and 11 Feb 2026, EUR 4,200), to bill. */
export async function completedClass(t: TestApp, partnerId: number) {
  const [course] = await t.db.select({ id: courses.id }).from(courses).limit(1);
  const [cls] = await t.db
    .insert(classes)
    .values({
      courseId: course?.id as number,
      partnerId,
      deliveryMethod: 'InPerson',
      state: 'Completed',
      startDate: '2026-02-10',
      endDate: '2026-02-11',
      startsAt: new Date('2026-02-10T09:00:00Z'),
      endsAt: new Date('2026-02-11T17:00:00Z'),
      city: 'Lisbon',
      priceAmount: 420_000,
      currency: 'EUR',
    })
    .returning({ id: classes.id });
  return cls;
}
