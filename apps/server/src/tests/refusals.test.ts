// Refusals (the contract's refusals.ts): codes unique and every sentence written from its example; every
// declared kind answered by the error handler as problem+json with its code, params and sentence; each
// endpoint's `refuses` naming declared kinds; and, per area that adopted them, a real refusal of the real
// app carrying its code and the sentence its params write, declared by the endpoint that answered it.
import {
  contract,
  contractEndpoints,
  courseRefusals,
  type Endpoint,
  emailContentRefusals,
  endpointIdOf,
  enrollmentCodeRefusals,
  invoiceRefusals,
  licenseRefusals,
  passcodeRefusals,
  productRefusals,
  type Refusals,
  recordRefusals,
  refusalMessage,
  refusals,
  systemRefusals,
  userRefusals,
} from '@eco/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, onlineCourses } from '../db/schema/index.js';
import { installErrorHandler, refuse } from '../platform/errors.js';
import { refusalsOf } from '../platform/route-schema.js';
import type { TestApp } from '../testing/harness.js';
import { type SignedIn, signedInApp } from '../testing/signed-in-app.js';

/** Every kind of every area, with what its sentence is written from in tests (its example). */
const everyKind = refusals.flatMap((r: Refusals) =>
  Object.entries(r.kinds).map(([kind, declared]) => ({ refusals: r, kind, declared, code: r.code(kind) })),
);
const render = (r: Refusals, kind: string, params: unknown) =>
  (refusalMessage as (r: Refusals, kind: string, params: unknown) => string)(r, kind, params);

describe('declared refusals', () => {
  it('have unique area words and codes', () => {
    const areas = refusals.map((r) => r.area);
    expect(areas.filter((a, i) => areas.indexOf(a) !== i)).toEqual([]);
    const codes = everyKind.map((k) => k.code);
    expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([]);
    expect(codes.every((c) => /^[a-z-]+\.[a-z-]+$/.test(c))).toBe(true);
    expect(codes.length).toBeGreaterThan(30);
  });

  it('write every sentence from its example, with no value left out', () => {
    for (const { refusals: r, kind, declared, code } of everyKind) {
      const sentence = render(r, kind, declared.example);
      expect(sentence, code).toMatch(/^\S.{8,}/);
      expect(sentence, code).not.toMatch(/undefined|\[object|NaN|\bnull\b/);
    }
  });

  it("are named by endpoints only as declared, with the kind's status", () => {
    const declared = new Map<string, number>(everyKind.map((k) => [k.code, k.declared.status]));
    let named = 0;
    for (const { endpoint, ...place } of contractEndpoints(contract)) {
      const codes = (endpoint.refuses ?? []).map((r) => r.code);
      expect(new Set(codes).size, endpointIdOf(place)).toBe(codes.length);
      for (const r of endpoint.refuses ?? []) {
        expect(declared.get(r.code), `${endpointIdOf(place)} ${r.code}`).toBe(r.status);
        named++;
      }
    }
    expect(named).toBeGreaterThan(30);
  });
});

describe('the error handler', () => {
  const app = Fastify();
  beforeAll(async () => {
    installErrorHandler(app);
    app.get<{ Params: { index: string } }>('/refuse/:index', (request) => {
      const k = everyKind[Number(request.params.index)];
      if (!k) throw new Error('no such kind');
      throw (refuse as (r: Refusals, kind: string, params: unknown) => Error)(k.refusals, k.kind, k.declared.example);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers every declared kind as problem+json: status, title, code, params, its sentence, its field', async () => {
    for (const [index, { refusals: r, kind, declared, code }] of everyKind.entries()) {
      const res = await app.inject({ method: 'GET', url: `/refuse/${index}` });
      expect(res.statusCode, code).toBe(declared.status);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      const body = res.json();
      const detail = render(r, kind, declared.example);
      expect(body, code).toMatchObject({
        type: 'about:blank',
        title: declared.status === 409 ? 'Conflict' : 'Bad Request',
        status: declared.status,
        code,
        detail,
      });
      expect(body.params, code).toEqual(declared.example);
      expect(body.errors, code).toEqual(declared.field ? { [declared.field]: [detail] } : undefined);
    }
  });

  it('answers a stale version as record.changed, in the words it always had', async () => {
    expect(refusalsOf(contract.products.update).map((r) => r.code)).toEqual([
      'record.changed',
      'products.currency-offered',
    ]);
    expect(refusalMessage(recordRefusals, 'changed')).toBe(
      'Someone else changed this record since you loaded it. Reload it and apply your changes again.',
    );
  });
});

describe('refusals of the real app, per area', () => {
  let t: TestApp;
  let admin: SignedIn;
  signedInApp('admin@example.com', (app, headers) => {
    t = app;
    admin = headers;
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const read = async (url: string) => {
    const res = await call('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** The answer is the refusal `kind` of `r`, declared by `endpoint`, its detail written from its params. */
  function expectRefusal<R extends Refusals>(
    res: LightMyRequestResponse,
    endpoint: Endpoint,
    r: R,
    kind: keyof R['kinds'] & string,
    params?: unknown,
  ) {
    const code = r.code(kind);
    const declared = r.kinds[kind];
    expect(refusalsOf(endpoint).map((d) => d.code)).toContain(code);
    expect(res.statusCode, res.body).toBe(declared?.status);
    const body = res.json();
    expect(body.code).toBe(code);
    if (params !== undefined) expect(body.params).toEqual(params);
    expect(body.detail).toBe(render(r, kind, body.params));
    if (declared?.field) expect(body.errors[declared.field]).toEqual([body.detail]);
    return body;
  }

  it('invoices: a change to an open invoice, deleting it, sending a draft', async () => {
    const partner = (await read('/api/partners?pageSize=1')).results[0];
    const draft = async () => {
      const res = await call('POST', '/api/invoices', {
        partnerId: partner.id,
        currency: 'EUR',
        lines: [{ description: 'Class seats', quantity: 2, unitPrice: 10_000 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const unsent = await draft();
    const sent = await call('POST', `/api/invoices/${unsent.id}/send`, { version: unsent.version, to: 'a@b.test' });
    expectRefusal(sent, contract.invoices.documents.send, invoiceRefusals, 'draft-not-sent');

    const invoice = await draft();
    const open = await call('POST', `/api/invoices/${invoice.id}/state`, { state: 'Open', version: invoice.version });
    expect(open.statusCode, open.body).toBe(200);
    const { version, number } = open.json();
    const edit = await call('PUT', `/api/invoices/${invoice.id}`, { partnerId: partner.id, currency: 'EUR', version });
    expectRefusal(edit, contract.invoices.records.update, invoiceRefusals, 'not-draft', { state: 'Open' });
    const gone = await call('DELETE', `/api/invoices/${invoice.id}`);
    expectRefusal(gone, contract.invoices.records.delete, invoiceRefusals, 'delete-not-draft', { state: 'Open' });
    const paid = await call('POST', `/api/invoices/${invoice.id}/state`, { state: 'Draft', version });
    expect(paid.statusCode, paid.body).toBe(200);
    const numbered = await call('DELETE', `/api/invoices/${invoice.id}`);
    expectRefusal(numbered, contract.invoices.records.delete, invoiceRefusals, 'numbered', { number });
    const skip = await call('POST', `/api/invoices/${invoice.id}/state`, { state: 'Paid', version: version + 1 });
    expectRefusal(skip, contract.invoices.records.changeState, invoiceRefusals, 'no-transition', {
      from: 'Draft',
      to: 'Paid',
    });
  });

  it('passcodes: making a revoked code active, revoking it twice, reinstating one not revoked', async () => {
    const { skus } = await read('/api/passcodes/lookup-info');
    const generated = await call('POST', '/api/passcodes/generate', { sku: skus[0].value, quantity: 1 });
    expect(generated.statusCode, generated.body).toBeLessThan(300);
    const [{ id }] = generated.json().codes;
    const fresh = await call('POST', `/api/passcodes/${id}/reinstate`, {});
    expectRefusal(fresh, contract.passcodes.reinstate, passcodeRefusals, 'not-revoked');
    expect((await call('POST', `/api/passcodes/${id}/revoke`, { reason: 'Refunded' })).statusCode).toBe(200);
    const twice = await call('POST', `/api/passcodes/${id}/revoke`, { reason: 'Again' });
    const body = expectRefusal(twice, contract.passcodes.revoke, passcodeRefusals, 'already-revoked');
    // A date param is the text the console shows: the day as MM/DD/YYYY.
    expect(body.params.revokedOn).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const current = await read(`/api/passcodes/${id}`);
    const active = await call('PUT', `/api/passcodes/${id}`, { ...current, isActive: true });
    const revoked = expectRefusal(active, contract.passcodes.update, passcodeRefusals, 'revoked');
    expect(revoked.params).toEqual({ revokedOn: body.params.revokedOn, reason: 'Refunded' });
  });

  it('enrollment codes: new codes for an inactive online course', async () => {
    const { onlineCourses: courses } = await read('/api/enrollment-codes/lookup-info');
    const course = courses.find((c: { isActive: boolean }) => c.isActive);
    await t.db.update(onlineCourses).set({ isActive: false }).where(eq(onlineCourses.id, course.value));
    const res = await call('POST', '/api/enrollment-codes/generate', { onlineCourseId: course.value, quantity: 1 });
    expectRefusal(res, contract.enrollmentCodes.generate, enrollmentCodeRefusals, 'course-inactive');
    await t.db.update(onlineCourses).set({ isActive: true }).where(eq(onlineCourses.id, course.value));
  });

  it('users: granting a role with a capability the caller lacks', async () => {
    const sysAdmin = await t.as('system-admin@example.com');
    const [self] = (await read('/api/users?email=system-admin%40example.com')).results;
    const { version } = await read(`/api/users/${self.admId}`);
    const res = await call(
      'POST',
      `/api/users/${self.admId}`,
      { version, roles: ['administrator', ...self.roles] },
      sysAdmin,
    );
    const body = expectRefusal(res, contract.users.update, userRefusals, 'role-beyond-caller');
    expect(body.params.roles).toMatchObject([{ name: 'Administrator', grant: true }]);
  });

  it('system: retrying a message that did not fail', async () => {
    const [message] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.state, 'Sent')).limit(1);
    const res = await call('POST', `/api/system/outbox/${message?.id}/retry`);
    expectRefusal(res, contract.system.retryOutboxMessage, systemRefusals, 'outbox-not-failed', { state: 'Sent' });
  });

  it('e-mail content: copying over a language that has content', async () => {
    const { results } = await read('/api/email-contents?pageSize=100');
    const english = results.find((r: { id: number | null }) => r.id !== null);
    const other = english.cells.find((c: { languageId: string }) => c.languageId !== 'en').languageId;
    const copied = await call('POST', `/api/email-contents/${english.id}/copy`, { languageId: other, overwrite: true });
    expect(copied.statusCode, copied.body).toBe(200);
    const again = await call('POST', `/api/email-contents/${english.id}/copy`, { languageId: other });
    expectRefusal(again, contract.emailContents.copy, emailContentRefusals, 'language-has-content', {
      typeName: english.typeName,
    });
  });

  it('courses: deleting a category that holds courses', async () => {
    const categories = await read('/api/courses/categories');
    const kanban = categories.find((c: { name: string }) => c.name === 'Kanban');
    const res = await call('DELETE', `/api/courses/categories/${kanban.id}`);
    expectRefusal(res, contract.courses.deleteCategory, courseRefusals, 'category-in-use', {
      name: 'Kanban',
      courses: kanban.courseCount,
    });
  });

  it('products: moving a product to another currency while markets offer it', async () => {
    const market = await read('/api/markets/assignments/GB');
    const product = await read(`/api/products/${market.productIds[0]}`);
    const { sku, name, kind, courseId, onlineCourseId, assessmentCode, isActive, version } = product;
    const res = await call('PUT', `/api/products/${product.id}`, {
      ...{ sku, name, kind, courseId, onlineCourseId, assessmentCode, isActive, version },
      price: { amount: product.price.amount, currency: 'JPY' },
    });
    const body = expectRefusal(res, contract.products.update, productRefusals, 'currency-offered');
    expect(body.params).toMatchObject({ currency: 'GBP', markets: expect.arrayContaining(['United Kingdom']) });
  });

  it('licenses: deleting a license trainers hold and courses require', async () => {
    const { results } = await read('/api/licenses?search=PAL%20Trainer');
    const res = await call('DELETE', `/api/licenses/${results[0].id}`);
    const body = expectRefusal(res, contract.licenses.delete, licenseRefusals, 'in-use');
    expect(body.params).toMatchObject({
      name: 'PAL Trainer License',
      courses: { total: 2, names: ['PAL-E', 'PAL-EBM'] },
    });
  });

  it('markets (and every versioned record): a stale version is record.changed', async () => {
    const res = await call('POST', '/api/markets/assignments/GB', { version: 999, currency: 'GBP' });
    expectRefusal(res, contract.markets.save, recordRefusals, 'changed');
  });
});
