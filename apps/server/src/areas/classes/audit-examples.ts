// The Classes area's audit examples: self-paced students, class records, registrations, passcodes, audited.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { type AuditKit, defineAuditExamples } from '../../platform/audit-examples.js';
import { arrangeClassFixture, type ClassFixture } from './records/class-fixture.js';

/** A class body of a course and licensed trainer of their own, made on first use. */
let classFixture: ClassFixture | undefined;
async function auditedClassBody(db: Db, date: string) {
  classFixture ??= await arrangeClassFixture(db, 'audit');
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

/** Registers a new learner in a class of these examples (the registration examples). */
const registerInAuditClass = async ({ post }: AuditKit, classId: number, email: string) =>
  (await post(`/classes/${classId}/registrations`, {
    newAccount: { email, firstName: 'Audit', lastName: 'Learner' },
  })) as { id: number };

/** The class the create example made, which the later examples change. */
let made = 0;

export const auditExamples = defineAuditExamples('classes', {
  revokeSelfPaced: async ({ get }) => {
    const [enrollment] = (await get('/classes/self-paced?isRevoked=false&pageSize=1')).results;
    return { params: { id: enrollment.id }, body: { reason: 'Audited', version: enrollment.version } };
  },
  createClass: async ({ db }) => ({ body: await auditedClassBody(db, '2031-11-03') }),
  updateClass: async ({ db, get }) => {
    const [created] = await queryRows<{ id: number }>(
      db,
      sql`select max(id) as id from class where course_id = ${classFixture?.courseId ?? 0}`,
    );
    made = created?.id ?? 0;
    const c = await get(`/classes/${made}`);
    return {
      params: { id: c.id },
      body: { ...(await auditedClassBody(db, '2031-11-03')), city: 'Audited', version: c.version },
    };
  },
  deleteClass: async ({ db, post }) => {
    const created = await post('/classes', await auditedClassBody(db, '2031-11-04'));
    return { params: { id: created.id } };
  },
  changeClassState: async ({ version }) => ({
    params: { id: made, state: 'Submitted' },
    body: { version: await version(`/classes/${made}`) },
  }),
  // Only an approved class is published: the class submitted above is approved first.
  publishClass: async ({ version, post }) => {
    await post(`/classes/${made}/state/Approved`, { version: await version(`/classes/${made}`) });
    return { params: { id: made }, body: { version: await version(`/classes/${made}`) } };
  },
  unpublishClass: async ({ version }) => ({
    params: { id: made },
    body: { version: await version(`/classes/${made}`) },
  }),
  addClassRegistration: async () => ({
    params: { id: made },
    body: { newAccount: { email: 'audit-learner@example.com', firstName: 'Audit', lastName: 'Learner' } },
  }),
  removeClassRegistration: async (kit) => {
    const leaver = await registerInAuditClass(kit, made, 'audit-leaver@example.com');
    return { params: { id: made, registrationId: leaver.id } };
  },
  setClassRegistrationStatus: async ({ get }) => {
    const [first] = (await get(`/classes/${made}/registrations`)).registrations;
    return {
      params: { id: made, registrationId: first.id },
      // Attended, not pending: the passcode examples below need a confirmed seat holder.
      body: { status: 'attended', version: first.version },
    };
  },
  reorderClassWaitlist: async (kit) => {
    // A class of one seat: the second learner waits, and a list of one is reordered.
    const full = await kit.post('/classes', { ...(await auditedClassBody(kit.db, '2031-11-06')), capacity: 1 });
    const id = full.id as number;
    await registerInAuditClass(kit, id, 'audit-seated@example.com');
    const waiting = await registerInAuditClass(kit, id, 'audit-waiting@example.com');
    return { params: { id }, body: { registrationIds: [waiting.id] } };
  },
  generateClassPasscodes: async ({ db }) => {
    await db.execute(sql`insert into product (sku, name, kind, price_amount, currency, course_id)
      values ('AUDIT-CLASS-PASS', 'Audit class assessment', 'assessment-attempt', 100, 'USD', ${classFixture?.courseId})`);
    return { params: { id: made }, body: { registrationIds: null } };
  },
  sendClassPasscodeEmails: async () => ({ params: { id: made }, body: { registrationIds: null } }),
  deactivateClassPasscodes: async () => ({ params: { id: made }, body: { registrationIds: null } }),
});
