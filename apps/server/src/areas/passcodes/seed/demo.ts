// Demo codes: a few hundred passcodes and enrollment codes from believable orders, in every state
// (active, inactive, redeemed, revoked), tied to the demo catalogue, plus a few outbox e-mails
// (rendered from the passcode e-mail's content).
// Deterministic: one seeded generator drives every choice. Runs after the catalogue's demo seeder and
// only adds the catalogue rows it needs when they are missing.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  accountRoles,
  accounts,
  emailOutbox,
  enrollmentCodes,
  onlineCourses,
  partners,
  passcodes,
  products,
  userOnlineClasses,
} from '../../../db/schema/index.js';
import { seededCode } from '../../../kits/codes/code-values.js';
import { composeEmails } from '../../../platform/mail/index.js';
import { passcodeResendEmail } from '../email-types.js';

/** mulberry32: small, fast, good enough for demo data, and the same sequence for the same seed. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const learners = [
  'ana.garcia',
  'ben.okafor',
  'chen.wei',
  'dara.novak',
  'elif.yilmaz',
  'femi.adeyemi',
  'goran.petrovic',
  'hana.tanaka',
  'ivan.ivanov',
  'jia.li',
  'kofi.mensah',
  'lena.larsen',
  'mateo.rossi',
  'nia.haddad',
  'omar.farouk',
  'priya.sharma',
  'rui.silva',
  'sara.cohen',
  'tomas.dubois',
  'uma.patel',
  'vera.kowalski',
];
const suffixes = [null, null, null, 'ACME', 'Q3', 'GLOBEX', 'UNI'];

/** The catalogue rows codes refer to; added only when the catalogue's own demo seeder has not. */
async function catalogue(tx: Db) {
  const kinds = ['assessment-attempt', 'class-seat'] as const;
  let skus = await tx
    .select({ sku: products.sku })
    .from(products)
    .where(inArray(products.kind, [...kinds]));
  if (!skus.length) {
    skus = await tx
      .insert(products)
      .values(
        [
          { sku: 'PSM-I-ATTEMPT', name: 'Professional Scrum Master I attempt', assessmentCode: 'PSM-I' },
          { sku: 'PSPO-I-ATTEMPT', name: 'Professional Scrum Product Owner I attempt', assessmentCode: 'PSPO-I' },
          { sku: 'PSD-I-ATTEMPT', name: 'Professional Scrum Developer I attempt', assessmentCode: 'PSD-I' },
        ].map((p) => ({ ...p, kind: 'assessment-attempt' as const, priceAmount: 20000, currency: 'USD' })),
      )
      .returning({ sku: products.sku });
  }
  let partnerRows = await tx.select({ id: partners.id }).from(partners).orderBy(asc(partners.id));
  if (!partnerRows.length) {
    partnerRows = await tx
      .insert(partners)
      .values([
        { name: 'Acme Agile Training', countryCode: 'US', billingEmail: 'billing@acme-agile.example.com' },
        { name: 'Globex Learning', countryCode: 'GB', billingEmail: 'accounts@globex.example.com', currency: 'GBP' },
        { name: 'Initech Academy', countryCode: 'DE', billingEmail: 'rechnung@initech.example.com', currency: 'EUR' },
      ])
      .returning({ id: partners.id });
  }
  let courses = await tx.select({ id: onlineCourses.id }).from(onlineCourses).orderBy(asc(onlineCourses.id));
  if (!courses.length) {
    courses = await tx
      .insert(onlineCourses)
      .values([
        { code: 'SCRUM-FUND', name: 'Scrum Fundamentals (self-paced)' },
        { code: 'PO-ESSENTIALS', name: 'Product Owner Essentials (self-paced)' },
        { code: 'KANBAN-SP', name: 'Kanban for Scrum Teams (self-paced)' },
      ])
      .returning({ id: onlineCourses.id });
  }
  return {
    skus: skus.map((s) => s.sku),
    partnerIds: partnerRows.map((p) => p.id),
    courseIds: courses.map((c) => c.id),
  };
}

/** Learner accounts (no staff role) and their self-paced enrollments not yet tied to a code. */
async function learnersAndEnrollments(tx: Db) {
  const people = await tx
    .select({ admId: accounts.admId, email: accounts.email })
    .from(accounts)
    .leftJoin(accountRoles, eq(accountRoles.admId, accounts.admId))
    .where(and(isNull(accountRoles.admId), sql`${accounts.email} not like '%@example.com'`))
    .orderBy(asc(accounts.id));
  const enrollments = await tx
    .select({
      id: userOnlineClasses.id,
      admId: userOnlineClasses.admId,
      onlineCourseId: userOnlineClasses.onlineCourseId,
      email: accounts.email,
    })
    .from(userOnlineClasses)
    .innerJoin(accounts, eq(accounts.admId, userOnlineClasses.admId))
    .where(isNull(userOnlineClasses.enrollmentCodeId))
    .orderBy(asc(userOnlineClasses.id));
  return { people, enrollments };
}

export async function seedDemoCodes(tx: Db, seed = 6) {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const daysAgo = (max: number) => new Date(Date.now() - Math.floor(random() * max * 86_400_000));
  const { skus, partnerIds, courseIds } = await catalogue(tx);
  const { people, enrollments } = await learnersAndEnrollments(tx);
  const person = () => (people.length ? pick(people) : { admId: null, email: `${pick(learners)}@example.org` });
  const reasons = ['Order refunded', 'Issued by mistake', 'Duplicate order', 'Class cancelled'];

  const passcodeRows: (typeof passcodes.$inferInsert)[] = [];
  for (let order = 1; passcodeRows.length < 320; order++) {
    const partnerId = random() < 0.7 ? pick(partnerIds) : null;
    const suffix = pick(suffixes);
    const sku = pick(skus);
    const orderEmail = partnerId ? `orders${partnerId}@partner.example.com` : `${pick(learners)}@example.org`;
    const createdAt = daysAgo(120);
    const classId = random() < 0.4 ? 100 + Math.floor(random() * 40) : null;
    for (let i = 0, n = 1 + Math.floor(random() * 15); i < n; i++) {
      const roll = random();
      const learner = person();
      const revoked = roll < 0.1;
      const redeemed = roll >= 0.1 && roll < 0.3;
      passcodeRows.push({
        admId: redeemed ? learner.admId : null,
        code: seededCode(random, suffix),
        suffix,
        sku,
        partnerId,
        classId,
        orderNumber: `SO-${String(10_400 + order)}`,
        orderEmail,
        studentEmail: redeemed || random() < 0.8 ? learner.email : null,
        isActive: !revoked && roll < 0.9,
        isRevoked: revoked,
        revokedReason: revoked ? pick(reasons) : null,
        revokedAt: revoked ? new Date(createdAt.getTime() + 86_400_000) : null,
        redeemedAt: redeemed ? new Date(createdAt.getTime() + 3 * 86_400_000) : null,
        redeemedByResultId: redeemed ? 5_000 + passcodeRows.length : null,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  const insertedPasscodes = await tx.insert(passcodes).values(passcodeRows).returning({
    id: passcodes.id,
    code: passcodes.code,
    sku: passcodes.sku,
    to: passcodes.studentEmail,
    isActive: passcodes.isActive,
  });

  // Redeemed enrollment codes take over learners' self-paced enrollments (course, learner, start date).
  const enrollmentRows: (typeof enrollmentCodes.$inferInsert)[] = [];
  const opened: { row: number; enrollment: number }[] = [];
  for (let order = 1; enrollmentRows.length < 220; order++) {
    const onlineCourseId = pick(courseIds);
    const suffix = pick(suffixes);
    const orderEmail = person().email;
    const createdAt = daysAgo(200);
    for (let i = 0, n = 1 + Math.floor(random() * 12); i < n; i++) {
      const roll = random();
      const revoked = roll < 0.1;
      const enrollment = roll >= 0.08 && roll < 0.4 ? enrollments.shift() : undefined;
      const redeemed = enrollment ?? (roll >= 0.08 && roll < 0.4 ? { ...person(), onlineCourseId } : undefined);
      if (enrollment) opened.push({ row: enrollmentRows.length, enrollment: enrollment.id });
      enrollmentRows.push({
        code: seededCode(random, suffix),
        suffix,
        onlineCourseId: redeemed?.onlineCourseId ?? onlineCourseId,
        orderNumber: `WEB-${String(88_000 + order * 7)}`,
        orderEmail,
        userAdmId: redeemed?.admId ?? null,
        userEmail: redeemed?.email ?? (random() < 0.3 ? person().email : null),
        redeemedAt: redeemed ? new Date(createdAt.getTime() + 2 * 86_400_000) : null,
        userOnlineClassId: enrollment?.id ?? null,
        isRevoked: revoked,
        revokedReason: revoked ? pick(reasons) : null,
        revokedAt: revoked ? new Date(createdAt.getTime() + 5 * 86_400_000) : null,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  const insertedEnrollmentCodes = await tx
    .insert(enrollmentCodes)
    .values(enrollmentRows)
    .returning({ id: enrollmentCodes.id });
  for (const { row, enrollment } of opened) {
    await tx
      .update(userOnlineClasses)
      .set({ enrollmentCodeId: insertedEnrollmentCodes[row]?.id ?? null })
      .where(eq(userOnlineClasses.id, enrollment));
  }

  // A few e-mails so the System outbox shows each state, rendered from the passcode e-mail's content.
  const mailed = insertedPasscodes.filter((p) => p.to && p.isActive).slice(0, 6);
  const productNames = await tx.select({ sku: products.sku, name: products.name }).from(products);
  const nameOf = new Map(productNames.map((p) => [p.sku.toUpperCase(), p.name]));
  const emails = await composeEmails(
    tx,
    passcodeResendEmail,
    mailed.map((p) => ({
      to: p.to as string,
      values: {
        productName: 'Scrum',
        codes: [p.code],
        several: null,
        assessment: nameOf.get(p.sku.toUpperCase()) ?? p.sku,
      },
      entity: 'passcode',
      entityId: p.id,
    })),
  );
  await tx.insert(emailOutbox).values(
    emails.map((email, i) => {
      const state = i < 4 ? 'Sent' : i === 4 ? 'Failed' : 'Queued';
      return {
        toAddress: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html ?? null,
        template: email.template,
        languageId: email.languageId ?? null,
        entity: email.entity ?? null,
        entityId: email.entityId == null ? null : String(email.entityId),
        state,
        attempts: state === 'Queued' ? 0 : state === 'Failed' ? 8 : 1,
        sentAt: state === 'Sent' ? daysAgo(10) : null,
        lastError: state === 'Failed' ? '550 5.1.1 Recipient address rejected: mailbox unavailable' : null,
      } as const;
    }),
  );
}
