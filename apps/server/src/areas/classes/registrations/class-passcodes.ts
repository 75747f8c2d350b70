// The class's students' passcodes: generated, switched off and e-mailed through the Passcodes area's
// public interface, inside the class's own transaction, so they are the codes area's passcodes (same
// table, same rules) tied to the class and the student. Each action answers one result per student.
import {
  type ClassRegistrationStatus,
  type ClassStudentsResult,
  classRefusals,
  noPasscodeFor,
  passcodeGenerate,
  passcodeUnsendable,
} from '@eco/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../../config.js';
import { type Db, queryRows } from '../../../db/client.js';
import type { AuditAction } from '../../../platform/audit-vocabulary.js';
import type { Audit, RequestContext } from '../../../platform/context.js';
import { invalid, refuse } from '../../../platform/errors.js';
import { composeEmails, enqueueEmails } from '../../../platform/mail/index.js';
import { deactivatePasscodesIn, generatePasscodesIn, passcodeResendEmail } from '../../passcodes/public.js';
import { passcodeProductOf } from '../../products/public.js';
import { lockClass } from './waitlist.js';

interface Student {
  registrationId: number;
  /** The student's account: the owner of the passcode generated for them. */
  admId: string;
  email: string;
  status: ClassRegistrationStatus;
  languageId: string | null;
  passcodeId: number | null;
  code: string | null;
  isActive: boolean | null;
  isRevoked: boolean | null;
  redeemedAt: Date | null;
}

type Result = ClassStudentsResult['results'][number];

/** The chosen registrations of the class (all when none are chosen), with their passcodes. */
async function studentsOf(tx: Db, classId: number, ids: readonly number[] | null): Promise<Student[]> {
  const chosen = ids?.length
    ? sql`and r.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await queryRows<Student>(
    tx,
    sql`select r.id as "registrationId", r.adm_id as "admId", a.email, r.status, a.preferred_language as "languageId",
               p.id as "passcodeId", p.code, p.is_active as "isActive", p.is_revoked as "isRevoked",
               p.redeemed_at as "redeemedAt"
        from class_registration r
        join account a on a.adm_id = r.adm_id
        left join passcode p on p.id = r.passcode_id
        where r.class_id = ${classId} ${chosen}
        order by r.registered_at, r.id
        for update of r`,
  );
  const missing = (ids ?? []).filter((id) => !rows.some((r) => r.registrationId === id));
  if (missing.length) throw invalid('registrationIds', `Not registrations of this class: ${missing.join(', ')}`);
  return rows;
}

const summary = (results: Result[]): ClassStudentsResult => {
  const succeeded = results.filter((r) => r.ok).length;
  return { succeeded, failed: results.length - succeeded, results };
};
const failed = (s: Student, error: string): Result => ({
  registrationId: s.registrationId,
  email: s.email,
  code: s.code,
  ok: false,
  error,
});

/** The course's passcode product: its assessment attempt (else its class seat), active. */
async function courseSku(tx: Db, courseId: number): Promise<{ sku: string; name: string }> {
  const row = await passcodeProductOf(tx, courseId);
  if (!row) {
    throw refuse(classRefusals, 'no-passcode-product');
  }
  return row;
}

async function generateFor(tx: Db, audit: Audit, classId: number, ids: readonly number[] | null) {
  const c = await lockClass(tx, classId);
  if (c.state === 'Cancelled') throw refuse(classRefusals, 'cancelled-no-passcodes');
  const students = await studentsOf(tx, classId, ids);
  const { sku } = await courseSku(tx, c.courseId);
  const results: Result[] = [];
  for (const s of students) {
    const refused = noPasscodeFor(s.status);
    if (refused) results.push(failed(s, refused));
    else if (s.passcodeId) results.push(failed(s, 'Already has a passcode'));
    else {
      const input = passcodeGenerate.parse({ quantity: 1, sku, classId, studentEmail: s.email });
      const made = await generatePasscodesIn(tx, audit, input, s.admId);
      const code = made.codes[0];
      if (!code) throw new Error('a generation of one made no code');
      await tx.execute(sql`update class_registration set passcode_id = ${code.id}, version = version + 1,
                                  updated_at = now() where id = ${s.registrationId}`);
      results.push({ registrationId: s.registrationId, email: s.email, code: code.code, ok: true });
    }
  }
  await auditStudents(audit, 'classes.generate-passcodes', classId, results);
  return summary(results);
}

async function auditStudents(audit: Audit, action: AuditAction, classId: number, results: Result[]) {
  const done = results.filter((r) => r.ok);
  if (!done.length) return;
  await audit({
    action,
    entity: 'class',
    entityId: classId,
    after: { registrations: done.map((r) => ({ id: r.registrationId, code: r.code })) },
  });
}

export function generateClassPasscodes(ctx: RequestContext, classId: number, ids: readonly number[] | null) {
  return ctx.write((tx, audit) => generateFor(tx, audit, classId, ids));
}

export function deactivateClassPasscodes(ctx: RequestContext, classId: number, ids: readonly number[] | null) {
  return ctx.write(async (tx, audit) => {
    await lockClass(tx, classId);
    const students = await studentsOf(tx, classId, ids);
    const withCode = students.filter((s) => s.passcodeId);
    const switched = await deactivatePasscodesIn(
      tx,
      audit,
      withCode.map((s) => s.passcodeId as number),
    );
    const byPasscode = new Map(switched.map((r) => [r.id, r]));
    const results = students.map((s): Result => {
      const r = s.passcodeId ? byPasscode.get(s.passcodeId) : undefined;
      if (!r) return failed(s, 'Has no passcode');
      return r.ok
        ? { registrationId: s.registrationId, email: s.email, code: s.code, ok: true }
        : failed(s, r.error ?? 'Not switched off');
    });
    await auditStudents(audit, 'classes.deactivate-passcodes', classId, results);
    return summary(results);
  });
}

/** Why a student's passcode cannot be e-mailed, or undefined when it can (the contract's rule). */
const unsendable = (s: Student) =>
  passcodeUnsendable(
    s.status,
    s.passcodeId ? { isActive: !!s.isActive, isRevoked: !!s.isRevoked, redeemedAt: s.redeemedAt } : null,
  );

export function sendClassPasscodeEmails(
  ctx: RequestContext,
  config: Pick<Config, 'productName'>,
  classId: number,
  ids: readonly number[] | null,
) {
  return ctx.write(async (tx, audit) => {
    const c = await lockClass(tx, classId);
    if (c.state === 'Cancelled') throw refuse(classRefusals, 'cancelled-no-passcodes');
    const students = await studentsOf(tx, classId, ids);
    const sendable = students.filter((s) => !unsendable(s));
    const product = sendable.length ? await courseSku(tx, c.courseId).catch(() => null) : null;
    const emails = await composeEmails(
      tx,
      passcodeResendEmail,
      sendable.map((s) => ({
        to: s.email,
        languageId: s.languageId,
        values: {
          codes: [s.code],
          several: null,
          assessment: product?.name ?? '',
          orders: [],
          productName: config.productName,
        },
        entity: 'passcode',
        entityId: s.passcodeId,
      })),
    );
    await enqueueEmails(tx, emails);
    const results = students.map((s): Result => {
      const why = unsendable(s);
      return why ? failed(s, why) : { registrationId: s.registrationId, email: s.email, code: s.code, ok: true };
    });
    await auditStudents(audit, 'classes.send-passcode-emails', classId, results);
    return summary(results);
  });
}
