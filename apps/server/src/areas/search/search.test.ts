// Go to through the real app: each kind found by what staff type, a person finding only the kinds their
// capabilities let them view, and what is refused.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { enqueueEmail } from '../../platform/mail/index.js';
import type { TestApp } from '../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';

interface Group {
  area: string;
  kind: string;
  label: string;
  results: { kind: string; id: string; label: string; detail: string }[];
}

let t: TestApp;
let admin: SignedIn;
let passcode: { id: number; code: string; studentEmail: string; orderNumber: string; admId: string };
let enrollment: { code: string; orderNumber: string };
let learner: { email: string; admId: string };

/** The one row a statement returns. */
async function one<T>(statement: Parameters<typeof queryRows>[1]): Promise<T> {
  const [row] = await queryRows<T>(t.db, statement);
  if (!row) throw new Error('no row');
  return row;
}
signedInApp('admin@example.com', async (app, headers) => {
  t = app;
  admin = headers;
  const marked = `SEARCH-${Date.now()}`;
  // One passcode of the demo data made easy to tell apart: its own student, order and owner.
  learner = await one(
    sql`select a.email, a.adm_id as "admId" from account a
        where exists (select 1 from user_online_class u where u.adm_id = a.adm_id) order by a.id limit 1`,
  );
  passcode = await one(
    sql`update passcode set student_email = ${`Search.Student+${marked}@Example.test`}, order_number = ${marked},
          adm_id = ${learner.admId}
        where id = (select min(id) from passcode)
        returning id, code, student_email as "studentEmail", order_number as "orderNumber", adm_id as "admId"`,
  );
  enrollment = await one(
    sql`update enrollment_code set order_number = ${`E-${marked}`} where id = (select min(id) from enrollment_code)
        returning code, order_number as "orderNumber"`,
  );
  await enqueueEmail(t.db, {
    to: 'Search.Outbox@Example.test',
    subject: 'Your search code',
    text: 'Hello',
    template: 'test',
  });
});

const find = async (q: string, who = admin) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().groups as Group[];
};
const kinds = (groups: Group[]) => groups.map((g) => g.kind);
const resultsOf = (groups: Group[], kind: string) => groups.find((g) => g.kind === kind)?.results ?? [];

describe('GET /search', () => {
  it('finds a passcode by its code, exactly or by its start, in any case', async () => {
    const exact = resultsOf(await find(passcode.code), 'passcode');
    expect(exact[0]).toMatchObject({ kind: 'passcode', id: String(passcode.id), label: passcode.code });
    const start = resultsOf(await find(passcode.code.slice(0, 9).toLowerCase()), 'passcode');
    expect(start.map((r) => r.id)).toContain(String(passcode.id));
  });

  it("finds a person's passcodes by e-mail (any case) and by admId, and an order by its number", async () => {
    const byEmail = resultsOf(await find(passcode.studentEmail.toUpperCase()), 'passcode');
    expect(byEmail).toEqual([expect.objectContaining({ id: String(passcode.id), label: passcode.code })]);
    expect(byEmail[0]?.detail).toContain(passcode.orderNumber);
    const byAdmId = resultsOf(await find(passcode.admId), 'passcode');
    expect(byAdmId.map((r) => r.id)).toContain(String(passcode.id));
    const order = resultsOf(await find(passcode.orderNumber.toLowerCase()), 'passcodeOrder');
    expect(order).toEqual([
      expect.objectContaining({
        kind: 'passcodeOrder',
        id: passcode.orderNumber,
        label: `Order ${passcode.orderNumber}`,
      }),
    ]);
    expect(order[0]?.detail).toMatch(/^1 passcode\b/);
  });

  it('finds an enrollment code by its code and its order', async () => {
    const groups = await find(enrollment.code);
    expect(resultsOf(groups, 'enrollmentCode')[0]).toMatchObject({ label: enrollment.code });
    const order = resultsOf(await find(enrollment.orderNumber), 'enrollmentCodeOrder');
    expect(order[0]).toMatchObject({ id: enrollment.orderNumber });
    expect(order[0]?.detail).toMatch(/^1 enrollment code\b/);
  });

  it('finds courses and products by the start of their code or SKU, and by a word of their name', async () => {
    const [course] = await queryRows<{ id: number; code: string }>(t.db, sql`select id, code from course limit 1`);
    const courses = resultsOf(await find(course?.code.toLowerCase() ?? ''), 'course');
    expect(courses[0]).toMatchObject({ id: String(course?.id) });
    const [product] = await queryRows<{ id: number; sku: string }>(t.db, sql`select id, sku from product limit 1`);
    const products = resultsOf(await find(product?.sku ?? ''), 'product');
    expect(products[0]).toMatchObject({ id: String(product?.id) });
    expect(resultsOf(await find('scrum'), 'course').length).toBeGreaterThan(0);
  });

  it('finds a self-paced student by e-mail or admId, and the e-mails sent to an address', async () => {
    const student = resultsOf(await find(learner.email), 'selfPacedStudent');
    expect(student[0]).toMatchObject({ id: learner.email });
    expect(student[0]?.detail).toMatch(/self-paced enrollments?$/);
    expect(resultsOf(await find(learner.admId), 'selfPacedStudent')[0]).toMatchObject({ id: learner.email });
    const mail = resultsOf(await find('search.outbox@example.TEST'), 'outboxMessage');
    expect(mail[0]).toMatchObject({ label: 'Your search code' });
  });

  it('finds an invoice by its number, whole or as year and sequence, and a credit note by its own', async () => {
    const invoice = await one<{ id: number; number: string; year: number; seq: number }>(
      sql`select id, number, year, seq from invoice where number is not null order by id limit 1`,
    );
    for (const typed of [invoice.number, invoice.number.toLowerCase(), `${invoice.year}-${invoice.seq}`]) {
      expect(resultsOf(await find(typed), 'invoice'), typed).toEqual([
        expect.objectContaining({
          kind: 'invoice',
          id: String(invoice.id),
          label: expect.stringContaining(invoice.number),
        }),
      ]);
    }
    const credit = await one<{ invoiceId: number; number: string }>(
      sql`select invoice_id as "invoiceId", number from credit_note order by id limit 1`,
    );
    expect(resultsOf(await find(credit.number), 'invoice')).toEqual([
      expect.objectContaining({ id: String(credit.invoiceId), label: expect.stringContaining(credit.number) }),
    ]);
    expect(resultsOf(await find(`INV-${invoice.year}-999999999`), 'invoice')).toEqual([]);
  });

  it('finds a class by its id, a partner by part of its name, a trainer by part of theirs', async () => {
    const klass = await one<{ id: number }>(sql`select id from class order by id desc limit 1`);
    for (const typed of [String(klass.id), `#${klass.id}`]) {
      expect(resultsOf(await find(typed), 'class')).toEqual([
        expect.objectContaining({ kind: 'class', id: String(klass.id), label: expect.stringMatching(/^#\d+ — /) }),
      ]);
    }
    const partner = await one<{ id: number; name: string }>(sql`select id, name from partner order by id limit 1`);
    const part = partner.name.slice(1, 6).toUpperCase();
    expect(resultsOf(await find(part), 'partner').map((r) => r.id)).toContain(String(partner.id));
    const trainer = await one<{ admId: string; lastName: string }>(
      sql`select t.adm_id as "admId", a.last_name as "lastName" from trainer t join account a on a.adm_id = t.adm_id
          order by t.id limit 1`,
    );
    const trainers = resultsOf(await find(trainer.lastName.slice(0, 4).toLowerCase()), 'trainer');
    expect(trainers.map((r) => r.id)).toContain(trainer.admId);
    // Two characters are too few for a name: no partner or trainer is offered.
    expect(kinds(await find(partner.name.slice(0, 2)))).not.toContain('partner');
  });

  it('answers at most 5 a kind, in groups of the area that found them', async () => {
    expect(await find('no-one-at-all@nowhere.test')).toEqual([]);
    for (const group of await find(passcode.code.slice(0, 4))) {
      expect(group.results.length).toBeLessThanOrEqual(5);
      expect(group.area).toBeTruthy();
    }
  });

  it('finds only what the person may view: finance finds codes and partners, not courses, students or e-mails', async () => {
    const finance = await t.as('finance@example.com');
    expect(kinds(await find(passcode.code, finance))).toEqual(['passcode']);
    // Finance views partners (one is named for Scrum), not the course catalogue.
    expect(kinds(await find('scrum', finance))).toEqual(['partner']);
    expect(kinds(await find('scrum'))).toEqual(expect.arrayContaining(['course', 'partner']));
    expect(kinds(await find(learner.email))).toContain('selfPacedStudent');
    expect(kinds(await find(learner.email, finance))).not.toContain('selfPacedStudent');
    expect(await find('search.outbox@example.test', finance)).toEqual([]);
    const support = await t.as('support@example.com');
    expect(kinds(await find(learner.email, support))).not.toContain('outboxMessage');
    expect(await find(passcode.code, await t.as('nobody@example.com'))).toEqual([]);
  });

  it('takes wildcards as text', async () => {
    expect(await find('%%%%')).toEqual([]);
    expect(await find('____-')).toEqual([]);
  });

  it('refuses a missing, too short or too long text, and a caller not signed in', async () => {
    for (const url of ['/api/search', '/api/search?q=', '/api/search?q=%20a%20', `/api/search?q=${'x'.repeat(255)}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors).toHaveProperty('q');
    }
    // A missing text says the same as an empty one.
    const missing = await t.app.inject({ method: 'GET', url: '/api/search', headers: admin });
    const empty = await t.app.inject({ method: 'GET', url: '/api/search?q=', headers: admin });
    expect(missing.json().errors).toEqual(empty.json().errors);
    expect((await t.app.inject({ method: 'GET', url: '/api/search?q=abc' })).statusCode).toBe(401);
  });
});
