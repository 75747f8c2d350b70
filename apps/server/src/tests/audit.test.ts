// Every write endpoint of the contract leaves an audit event: each is called here once, successfully,
// and the trail must hold an event of its own area written under that request's id. A new endpoint that
// changes data fails the first test until it has an example here. (The test harness also checks every
// other successful change made by any test: see testing/audit-check.ts.)
import {
  type Contract,
  changesData,
  contract,
  contractEndpoints,
  type EndpointNameOf,
  endpointIdOf,
} from '@eco/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrangeClassFixture, type ClassFixture } from '../areas/classes/class-fixture.js';
import { queryRows } from '../db/client.js';
import { accounts, auditEvents, emailOutbox, lmsWebhooks, webhookDeliveries } from '../db/schema/index.js';
import { startTestApp, type TestApp } from '../testing/harness.js';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin@example.com');
});
afterAll(() => t.close());

interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: object;
}

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: admin });
  expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(200);
  return res.json();
};

/** What earlier examples made, for the ones that change or remove it. */
const made: Record<string, number> = {};
let country = '';
const ids = { passcodes: [] as number[], enrollmentCodes: [] as number[] };
const version = async (url: string) => (await get(url)).version as number;

/** Accounts of the account actions' examples (one kept, one deleted), made on first use. */
const actionTargets: Record<string, string> = {};
async function actionTarget(which: 'kept' | 'deleted') {
  if (!actionTargets[which]) {
    const [row] = await t.db
      .insert(accounts)
      .values({ email: `audit-actions-${which}@example.com`, firstName: 'Audit', lastName: which })
      .returning({ admId: accounts.admId });
    actionTargets[which] = row?.admId ?? '';
  }
  return actionTargets[which] as string;
}

/** A class body of a course and licensed trainer of their own (the class examples), made on first use. */
let classFixture: ClassFixture | undefined;
async function auditedClassBody(date: string) {
  classFixture ??= await arrangeClassFixture(t.db, 'audit');
  return {
    courseId: classFixture.courseId,
    trainers: [{ admId: date.endsWith('03') ? classFixture.licensed : classFixture.other, isLead: true }],
    timeZone: 'Europe/Berlin',
    sessions: [{ date, startTime: '09:00', endTime: '17:00' }],
    deliveryMethod: 'InPerson',
    languageId: 'en',
    countryCode: 'DE',
    city: 'Berlin',
    capacity: 10,
  };
}

/** Registers a new learner in a class of the class examples (the registration examples). */
async function registerInAuditClass(classId: number, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/classes/${classId}/registrations`,
    headers: admin,
    payload: { newAccount: { email, firstName: 'Audit', lastName: 'Learner' } },
  });
  return res.json() as { id: number };
}

/** A trainer holding a license, for the renewal and F2F examples, made on first use. */
let trainerHolding: { admId: string; licenseId: number } | undefined;
async function auditedTrainer() {
  if (!trainerHolding) {
    const [row] = await t.db
      .insert(accounts)
      .values({ email: 'audit-trainer@example.com', firstName: 'Audit', lastName: 'Trainer' })
      .returning({ admId: accounts.admId });
    const admId = row?.admId ?? '';
    const licenseId = (await get('/licenses?isActive=true&pageSize=1')).results[0].id as number;
    await t.db.execute(sql`
      with tr as (insert into trainer (adm_id) values (${admId}) returning id)
      insert into trainer_license (trainer_id, license_id, granted_on, expires_at)
      select id, ${licenseId}, '2025-01-01', '2030-12-31T23:59:59Z' from tr`);
    trainerHolding = { admId, licenseId };
  }
  return trainerHolding;
}

/** The account New Trainer makes a trainer in the create example; the update example edits it. */
let newTrainer = '';

/** By area and endpoint name, across its parts in an area split into parts (names are unique in an area). */
type Examples = { [A in keyof Contract]: { [N in EndpointNameOf<Contract[A]>]?: () => Promise<Call> } };

/** One successful request per endpoint that changes data, in the order the contract declares them. */
const examples: Examples = {
  clientConfig: {},
  profile: {
    saveFilter: async () => ({ body: { list: '/passcodes', name: 'Audited', params: { suffix: 'AUDIT' } } }),
    deleteSavedFilter: async () => {
      const [mine] = await get('/profile/saved-filters?list=/passcodes');
      return { params: { id: mine.id } };
    },
  },
  // Accounts: records, actions, merge and force sync each add their examples here.
  accounts: {
    create: async () => ({ body: { email: 'audit-account@example.com', firstName: 'Audit', lastName: 'Created' } }),
    update: async () => {
      const [row] = (await get('/accounts?search=audit-account@example.com')).results;
      const body = { email: 'audit-account@example.com', firstName: 'Audit', lastName: 'Edited', version: 1 };
      return { params: { admId: row.admId }, body };
    },
    block: async () => ({ params: { admId: await actionTarget('kept') }, body: { reason: 'Audited' } }),
    unblock: async () => ({ params: { admId: await actionTarget('kept') }, body: {} }),
    forgotPassword: async () => ({ params: { admId: await actionTarget('kept') } }),
    resendVerificationEmail: async () => ({ params: { admId: await actionTarget('kept') } }),
    delete: async () => ({ params: { admId: await actionTarget('deleted') } }),
    cancelAction: async () => {
      const { actions } = await get(`/accounts/${await actionTarget('kept')}/actions`);
      return { params: { id: actions.find((a: { state: string }) => a.state === 'Pending').id } };
    },
    merge: async () => {
      const pair = await t.db
        .insert(accounts)
        .values(
          ['source', 'destination'].map((side) => ({
            email: `audit-merge-${side}@example.com`,
            firstName: 'Audit',
            lastName: side,
          })),
        )
        .returning({ admId: accounts.admId });
      const [source, destination] = pair.map((p) => p.admId);
      return { body: { sourceAccountAdmId: source, destinationAccountAdmId: destination, reason: 'Audited merge' } };
    },
    undoMerge: async () => {
      const [source] = await t.db.select().from(accounts).where(eq(accounts.email, 'audit-merge-source@example.com'));
      const { results } = await get(`/accounts/${source?.admId}/merges`);
      return { params: { id: results[0].id }, body: { reason: 'Audited undo' } };
    },
    forceSync: async () => ({ body: { admIds: [await actionTarget('kept')] } }),
  },
  partners: {},
  search: {},
  reports: {},
  home: {},
  history: {},
  users: {
    update: async () => {
      const [nobody] = (await get('/users?email=nobody@example.com')).results;
      return {
        params: { admId: nobody.admId },
        body: { version: await version(`/users/${nobody.admId}`), roles: ['grader'] },
      };
    },
  },
  courses: {
    create: async () => ({ body: { code: 'AUDIT-1', name: 'Audited course', categoryId: null } }),
    update: async () => {
      made.course = (await get('/courses?search=AUDIT-1')).results[0].id;
      const body = { code: 'AUDIT-1', name: 'Audited course, renamed', categoryId: null, version: 1 };
      return { params: { id: made.course ?? 0 }, body };
    },
    createCategory: async () => ({ body: { name: 'Audited category' } }),
    updateCategory: async () => {
      const categories = (await get('/courses/categories')) as { id: number; name: string }[];
      made.category = categories.find((c) => c.name === 'Audited category')?.id ?? 0;
      return { params: { id: made.category }, body: { name: 'Audited category, renamed', version: 1 } };
    },
    deleteCategory: async () => ({ params: { id: made.category ?? 0 }, query: { version: 2 } }),
    createOnline: async () => ({ body: { code: 'AUDIT-ON-1', name: 'Audited online course' } }),
    updateOnline: async () => {
      made.online = (await get('/courses/online?search=AUDIT-ON-1')).results[0].id;
      const body = { code: 'AUDIT-ON-1', name: 'Audited online course, renamed', version: 1 };
      return { params: { id: made.online ?? 0 }, body };
    },
  },
  products: {
    create: async () => ({
      body: {
        sku: 'AUDIT-SKU-1',
        name: 'Audited product',
        kind: 'assessment-attempt',
        assessmentCode: 'PSM I',
        price: { amount: 1_000, currency: 'USD' },
      },
    }),
    update: async () => {
      made.product = (await get('/products?search=AUDIT-SKU-1')).results[0].id;
      const body = {
        sku: 'AUDIT-SKU-1',
        name: 'Audited product, renamed',
        kind: 'assessment-attempt',
        assessmentCode: 'PSM I',
        price: { amount: 1_200, currency: 'USD' },
        version: 1,
      };
      return { params: { id: made.product ?? 0 }, body };
    },
  },
  markets: {
    save: async () => {
      const [free] = (await get('/markets/assignments?isAssigned=false&pageSize=1')).results;
      country = free.countryCode;
      return { params: { country: free.countryCode }, body: { version: null, currency: 'USD' } };
    },
    delete: async () => ({ params: { country }, query: { version: 1 } }),
  },
  licenses: {
    create: async () => ({ body: { name: 'Audited license' } }),
    update: async () => {
      made.license = (await get('/licenses?search=Audited license')).results[0].id;
      return { params: { id: made.license ?? 0 }, body: { name: 'Audited license, renamed', version: 1 } };
    },
    delete: async () => ({ params: { id: made.license ?? 0 }, query: { version: 2 } }),
  },
  invoices: {
    saveLineTypes: async () => ({ body: { lineTypes: [{ name: 'Audited line type' }] } }),
    create: async () => {
      const partnerId = (await get('/partners?pageSize=1')).results[0].id as number;
      return {
        body: { partnerId, currency: 'EUR', lines: [{ description: 'Audited', quantity: 2, unitPrice: 1500 }] },
      };
    },
    update: async () => {
      const [draft] = await queryRows<{ id: number }>(
        t.db,
        sql`select max(id) as id from invoice where number is null`,
      );
      made.invoice = draft?.id ?? 0;
      const invoice = await get(`/invoices/${made.invoice}`);
      return {
        params: { id: invoice.id },
        body: {
          partnerId: invoice.partnerId,
          currency: invoice.currency,
          poNumber: 'PO-AUDIT',
          version: invoice.version,
        },
      };
    },
    delete: async () => ({
      params: { id: made.invoice ?? 0 },
      query: { version: await version(`/invoices/${made.invoice}`) },
    }),
    changeState: async () => {
      const [draft] = await queryRows<{ id: number }>(
        t.db,
        sql`with i as (insert into invoice (partner_id, currency) select min(id), 'GBP' from partner returning id)
            insert into invoice_line (invoice_id, position, quantity, unit_price) select id, 0, 1, 9900 from i
            returning invoice_id as id`,
      );
      return { params: { id: draft?.id ?? 0 }, body: { state: 'Open', version: 1 } };
    },
    send: async () => {
      const [open] = await queryRows<{ id: number; version: number }>(
        t.db,
        sql`select id, version from invoice where state = 'Open' order by id desc limit 1`,
      );
      made.openInvoice = open?.id ?? 0;
      return { params: { id: made.openInvoice }, body: { to: 'audit@invoice.test', version: open?.version ?? 0 } };
    },
    createCreditNote: async () => ({
      params: { id: made.openInvoice ?? 0 },
      body: { reason: 'Audited credit', version: await version(`/invoices/${made.openInvoice}`) },
    }),
    sendCreditNote: async () => {
      const [note] = await queryRows<{ id: number }>(
        t.db,
        sql`select max(id) as id from credit_note where invoice_id = ${made.openInvoice ?? 0}`,
      );
      return { params: { id: made.openInvoice ?? 0, creditNoteId: note?.id ?? 0 }, body: { to: 'audit@invoice.test' } };
    },
    invoicePartner: async () => {
      const [code] = await queryRows<{ partnerId: number; id: number }>(
        t.db,
        sql`with pr as (insert into product (sku, name, kind, price_amount, currency)
              values ('AUDIT-BILL', 'Audited attempt', 'assessment-attempt', 100, 'EUR') returning sku)
            insert into passcode (code, sku, partner_id) select 'AUDIT-BILL-0001', pr.sku, (select min(id) from partner)
            from pr returning partner_id as "partnerId", id`,
      );
      return { params: { id: code?.partnerId ?? 0 }, body: { sources: [{ kind: 'passcode', id: String(code?.id) }] } };
    },
  },
  classes: {
    revokeSelfPaced: async () => {
      const [enrollment] = (await get('/classes/self-paced?isRevoked=false&pageSize=1')).results;
      return { params: { id: enrollment.id }, body: { reason: 'Audited', version: enrollment.version } };
    },
    createClass: async () => ({ body: await auditedClassBody('2031-11-03') }),
    updateClass: async () => {
      const [created] = await queryRows<{ id: number }>(
        t.db,
        sql`select max(id) as id from class where course_id = ${classFixture?.courseId ?? 0}`,
      );
      made.class = created?.id ?? 0;
      const c = await get(`/classes/${made.class}`);
      return {
        params: { id: c.id },
        body: { ...(await auditedClassBody('2031-11-03')), city: 'Audited', version: c.version },
      };
    },
    deleteClass: async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/classes',
        headers: admin,
        payload: await auditedClassBody('2031-11-04'),
      });
      return { params: { id: res.json().id } };
    },
    changeClassState: async () => ({
      params: { id: made.class ?? 0, state: 'Submitted' },
      body: { version: await version(`/classes/${made.class}`) },
    }),
    publishClass: async () => ({
      params: { id: made.class ?? 0 },
      body: { version: await version(`/classes/${made.class}`) },
    }),
    unpublishClass: async () => ({
      params: { id: made.class ?? 0 },
      body: { version: await version(`/classes/${made.class}`) },
    }),
    addClassRegistration: async () => ({
      params: { id: made.class ?? 0 },
      body: { newAccount: { email: 'audit-learner@example.com', firstName: 'Audit', lastName: 'Learner' } },
    }),
    removeClassRegistration: async () => {
      const leaver = await registerInAuditClass(made.class ?? 0, 'audit-leaver@example.com');
      return { params: { id: made.class ?? 0, registrationId: leaver.id } };
    },
    setClassRegistrationStatus: async () => {
      const [first] = (await get(`/classes/${made.class}/registrations`)).registrations;
      return {
        params: { id: made.class ?? 0, registrationId: first.id },
        body: { status: 'pending', version: first.version },
      };
    },
    reorderClassWaitlist: async () => {
      // A class of one seat: the second learner waits, and a list of one is reordered.
      const full = await t.app.inject({
        method: 'POST',
        url: '/api/classes',
        headers: admin,
        payload: { ...(await auditedClassBody('2031-11-06')), capacity: 1 },
      });
      const id = full.json().id as number;
      await registerInAuditClass(id, 'audit-seated@example.com');
      const waiting = await registerInAuditClass(id, 'audit-waiting@example.com');
      return { params: { id }, body: { registrationIds: [waiting.id] } };
    },
    generateClassPasscodes: async () => {
      await t.db.execute(sql`insert into product (sku, name, kind, price_amount, currency, course_id)
        values ('AUDIT-CLASS-PASS', 'Audit class assessment', 'assessment-attempt', 100, 'USD', ${classFixture?.courseId})`);
      return { params: { id: made.class ?? 0 }, body: { registrationIds: null } };
    },
    sendClassPasscodeEmails: async () => ({ params: { id: made.class ?? 0 }, body: { registrationIds: null } }),
    deactivateClassPasscodes: async () => ({ params: { id: made.class ?? 0 }, body: { registrationIds: null } }),
  },
  trainers: {
    createTrainer: async () => {
      const [row] = await t.db
        .insert(accounts)
        .values({ email: 'audit-new-trainer@example.com', firstName: 'Audit', lastName: 'Newtrainer' })
        .returning({ admId: accounts.admId });
      newTrainer = row?.admId ?? '';
      return { body: { admId: newTrainer, timeZone: 'Europe/Berlin', languages: ['en'] } };
    },
    updateTrainer: async () => {
      const trainer = await get(`/trainers/${newTrainer}`);
      return { params: { id: newTrainer }, body: { timeZone: 'Asia/Tokyo', bio: 'Audited', version: trainer.version } };
    },
    resendLicenseRenewal: async () => {
      const held = await auditedTrainer();
      return { params: { id: held.admId }, body: { licenseId: held.licenseId } };
    },
    updateF2fYear: async () => {
      const held = await auditedTrainer();
      return { params: { id: held.admId, year: 2030 }, body: { required: 2, version: null } };
    },
  },
  emailContents: {
    update: async () => {
      const row = (await get('/email-contents?search=password reset')).results[0];
      const content = await get(`/email-contents/${row.id}`);
      return {
        params: { id: row.id },
        body: { subject: `${content.subject} (audited)`, htmlBody: content.htmlBody, version: content.version },
      };
    },
    copy: async () => {
      const row = (await get('/email-contents?search=password reset')).results[0];
      return { params: { id: row.id }, body: { languageId: 'ja', overwrite: true } };
    },
  },
  passcodes: {
    generate: async () => {
      const sku = (await get('/passcodes/lookup-info')).skus.find((s: { isActive: boolean }) => s.isActive).value;
      return { body: { sku, quantity: 3, orderNumber: 'AUDIT' } };
    },
    bulkEdit: async () => ({ body: { ids: ids.passcodes.slice(0, 1), set: { orderNumber: 'AUDIT-2' } } }),
    revokeMany: async () => ({ body: { ids: ids.passcodes.slice(0, 1), reason: 'Audited' } }),
    reinstateMany: async () => ({ body: { ids: ids.passcodes.slice(0, 1) } }),
    revokeMatching: async () => ({ body: { filter: { orderNumber: 'AUDIT' }, reason: 'Audited' } }),
    reinstateMatching: async () => ({ body: { filter: { orderNumber: 'AUDIT' } } }),
    bulkEditMatching: async () => ({ body: { filter: { orderNumber: 'AUDIT' }, set: { isActive: true } } }),
    resendMatching: async () => ({ body: { filter: { orderNumber: 'AUDIT' }, emailOverride: 'audit@example.com' } }),
    resend: async () => ({ body: { ids: ids.passcodes.slice(1, 2), emailOverride: 'audit@example.com' } }),
    update: async () => {
      const id = ids.passcodes[2] ?? 0;
      const code = await get(`/passcodes/${id}`);
      return { params: { id }, body: { version: code.version, sku: code.sku, isActive: false } };
    },
    revoke: async () => ({ params: { id: ids.passcodes[2] ?? 0 }, body: { reason: 'Audited' } }),
    reinstate: async () => ({ params: { id: ids.passcodes[2] ?? 0 }, body: {} }),
  },
  enrollmentCodes: {
    generate: async () => {
      const courses = (await get('/enrollment-codes/lookup-info')).onlineCourses;
      const course = courses.find((c: { isActive: boolean }) => c.isActive).value;
      return { body: { onlineCourseId: course, quantity: 3, orderNumber: 'AUDIT' } };
    },
    revokeMany: async () => ({ body: { ids: ids.enrollmentCodes.slice(0, 1), reason: 'Audited' } }),
    reinstateMany: async () => ({ body: { ids: ids.enrollmentCodes.slice(0, 1) } }),
    revokeMatching: async () => ({ body: { filter: { orderNumber: 'AUDIT' }, reason: 'Audited' } }),
    reinstateMatching: async () => ({ body: { filter: { orderNumber: 'AUDIT' } } }),
    resendMatching: async () => ({ body: { filter: { orderNumber: 'AUDIT' }, emailOverride: 'audit@example.com' } }),
    resend: async () => ({ body: { ids: ids.enrollmentCodes.slice(1, 2), emailOverride: 'audit@example.com' } }),
    revoke: async () => ({ params: { id: ids.enrollmentCodes[2] ?? 0 }, body: { reason: 'Audited' } }),
    reinstate: async () => ({ params: { id: ids.enrollmentCodes[2] ?? 0 }, body: {} }),
  },
  system: {
    retryOutboxMessage: async () => {
      const [failed] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.state, 'Failed')).limit(1);
      return { params: { id: failed?.id ?? 0 } };
    },
    seedData: async () => ({}),
    // Inactive, at a public address written as an IP: nothing is sent during the test.
    createWebhook: async () => ({
      body: {
        url: 'https://93.184.216.34/eco-hooks',
        eventTypes: ['account.synced'],
        active: false,
        description: 'Audit',
      },
    }),
    updateWebhook: async () => {
      const hook = (await get('/system/lms-webhooks')).find((w: { description: string }) => w.description === 'Audit');
      made.webhook = hook.id;
      const body = { url: 'https://93.184.216.34/eco-hooks-2', eventTypes: ['account.synced'], active: false };
      return { params: { id: hook.id }, body: { ...body, version: await version(`/system/lms-webhooks/${hook.id}`) } };
    },
    deleteWebhook: async () => {
      const [gone] = await t.db
        .insert(lmsWebhooks)
        .values({ url: 'https://93.184.216.34/gone', secret: 'whsec_audit', active: false })
        .returning({ id: lmsWebhooks.id });
      return { params: { id: gone?.id ?? 0 } };
    },
    sendTestEvent: async () => ({ params: { id: made.webhook ?? 0 } }),
    replayDelivery: async () => {
      const [delivery] = await t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, made.webhook ?? 0))
        .limit(1);
      return { params: { id: delivery?.id ?? 0 } };
    },
    rotateWebhookSecret: async () => ({ params: { id: made.webhook ?? 0 } }),
  },
};

const writeEndpoints = contractEndpoints(contract)
  .filter(({ endpoint }) => changesData(endpoint))
  .map((walked) => ({ ...walked, id: endpointIdOf(walked) }));
const exampleOf = (area: keyof Contract, name: string) =>
  (examples[area] as Record<string, (() => Promise<Call>) | undefined>)[name];

/** `/courses/:id` with `{ id: 7 }` → `/api/courses/7?…`. */
function urlOf(path: string, call: Call) {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(call.params?.[name])));
  const query = new URLSearchParams(
    Object.entries(call.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return `/api${filled}${query ? `?${query}` : ''}`;
}

describe('audit trail', () => {
  it('has an example for every endpoint that changes data', () => {
    const without = writeEndpoints.filter(({ area, name }) => !exampleOf(area, name)).map((e) => e.id);
    expect(without).toEqual([]);
    expect(writeEndpoints.length).toBeGreaterThan(25);
  });

  it('holds an event of the endpoint’s own area for each change, under its request id', async () => {
    const unaudited: string[] = [];
    for (const { area, name, id, endpoint } of writeEndpoints) {
      const call = await (exampleOf(area, name) as () => Promise<Call>)();
      const res = await t.app.inject({
        method: endpoint.method,
        url: urlOf(endpoint.path, call),
        headers: admin,
        ...(call.body ? { payload: call.body } : {}),
      });
      expect(res.statusCode, `${id}: ${res.body}`).toBeLessThan(300);
      const body = res.body ? res.json() : undefined;
      expect(body?.succeeded ?? 1, `${id} changed nothing: ${res.body}`).toBeGreaterThan(0);
      expect(body?.status, `${id} was refused: ${res.body}`).not.toBe('Failed');
      if (area === 'passcodes' && name === 'generate') ids.passcodes = body.codes.map((c: { id: number }) => c.id);
      if (area === 'enrollmentCodes' && name === 'generate') {
        ids.enrollmentCodes = body.codes.map((c: { id: number }) => c.id);
      }
      const word = area.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      const events = await t.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.requestId, String(res.headers['x-request-id'])));
      if (!events.some((e) => e.action.startsWith(`${word}.`))) unaudited.push(id);
    }
    expect(unaudited).toEqual([]);
  });
});
