// Enrollment code actions: idempotent generation, and the shared code actions (revoke, reinstate,
// resend) with the enrollment code's own rules and wording.
import { type enrollmentCodeGenerate, enrollmentCodeRefusals } from '@eco/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import { enrollmentCodes, onlineCourses } from '../../db/schema/index.js';
import type { Selection } from '../../kits/bulk/bulk-actions.js';
import { type CodeStore, codeActions } from '../../kits/codes/code-actions.js';
import { day, generateBatch } from '../../kits/codes/code-values.js';
import { codesEmailValues, preferredLanguages } from '../../kits/codes/resend-email.js';
import type { RequestContext } from '../../platform/context.js';
import { invalid, refuse } from '../../platform/errors.js';
import { composeEmails } from '../../platform/mail/index.js';
import { enrollmentCodeResendEmail } from './email-types.js';

type EnrollmentCode = typeof enrollmentCodes.$inferSelect;

export function generateEnrollmentCodes(ctx: RequestContext, body: z.infer<typeof enrollmentCodeGenerate>) {
  return ctx.write(async (tx, audit) => {
    if (body.userEmail && body.quantity > 1) {
      throw invalid('userEmail', 'A learner e-mail goes with a single code; leave it empty for more');
    }
    const [course] = await tx
      .select({ isActive: onlineCourses.isActive })
      .from(onlineCourses)
      .where(eq(onlineCourses.id, body.onlineCourseId));
    if (!course) throw invalid('onlineCourseId', 'No online course has this id');
    if (!course.isActive) throw refuse(enrollmentCodeRefusals, 'course-inactive');
    const suffix = body.suffix ?? null;
    const { batchId, codes, createdAt, firstId, lastId } = await generateBatch(
      tx,
      body.quantity,
      suffix,
      (batch) => sql`
        insert into enrollment_code (code, suffix, online_course_id, order_number, order_email, user_email, batch_id)
        select c, ${suffix}, ${body.onlineCourseId}::int, ${body.orderNumber}, ${body.orderEmail}, ${body.userEmail},
               ${batch}::uuid`,
    );
    const generation = {
      batchId,
      quantity: codes.length,
      onlineCourseId: body.onlineCourseId,
      suffix,
      orderNumber: body.orderNumber,
      orderEmail: body.orderEmail,
      createdAt,
    };
    await audit({
      action: 'enrollment-codes.generate',
      entity: 'enrollment-code-generation',
      entityId: batchId,
      after: { ...generation, userEmail: body.userEmail, firstId, lastId },
    });
    return { ...generation, codes };
  });
}

const store: CodeStore<EnrollmentCode> = {
  area: 'enrollment-codes',
  entity: 'enrollment-code',
  noun: 'Enrollment code',
  lock: (tx, ids) =>
    tx.select().from(enrollmentCodes).where(inArray(enrollmentCodes.id, ids)).orderBy(enrollmentCodes.id).for('update'),
  update: (tx, ids, values) =>
    tx
      .update(enrollmentCodes)
      .set({ ...values, version: sql`${enrollmentCodes.version} + 1`, updatedAt: sql`now()` })
      .where(inArray(enrollmentCodes.id, ids)),
  refusals: {
    alreadyRevoked: (row) => refuse(enrollmentCodeRefusals, 'already-revoked', { revokedOn: day(row.revokedAt) }),
    redeemed: (row) =>
      refuse(enrollmentCodeRefusals, 'redeemed', {
        redeemedOn: day(row.redeemedAt),
        userEmail: row.userEmail,
        enrollmentId: row.userOnlineClassId,
      }),
    notRevoked: () => refuse(enrollmentCodeRefusals, 'not-revoked'),
  },
  revokedBefore: (row) => ({ redeemedAt: row.redeemedAt, userOnlineClassId: row.userOnlineClassId }),
};

export const enrollmentCodeActions = codeActions(store);

/** Sends each code to its learner, else to the order's e-mail, else to the override given. */
export function resendEnrollmentCodes(
  ctx: RequestContext,
  config: Pick<Config, 'productName'>,
  body: { ids: Selection; emailOverride?: string | undefined },
) {
  return enrollmentCodeActions.resend(ctx, body, {
    recipient: (row) => row.userEmail || row.orderEmail,
    person: 'learner',
    compose: async (tx, groups) => {
      const courseIds = [...new Set(groups.flatMap(({ rows }) => rows.map((row) => row.onlineCourseId)))];
      const courses = courseIds.length
        ? await tx
            .select({ id: onlineCourses.id, name: onlineCourses.name, languageId: onlineCourses.languageId })
            .from(onlineCourses)
            .where(inArray(onlineCourses.id, courseIds))
        : [];
      const courseOf = new Map(courses.map((c) => [c.id, c]));
      const languages = await preferredLanguages(
        tx,
        groups.map((g) => g.to),
      );
      return composeEmails(
        tx,
        enrollmentCodeResendEmail,
        groups.map(({ to, rows }) => {
          const { forAll, ...values } = codesEmailValues(
            rows,
            (row) => courseOf.get(row.onlineCourseId)?.name ?? 'your online course',
          );
          const courseLanguages = new Set(rows.map((row) => courseOf.get(row.onlineCourseId)?.languageId));
          return {
            to,
            // The learner's own language when their account says, else the course's when they share one.
            languageId:
              languages.get(to.toLowerCase()) ?? (courseLanguages.size === 1 ? [...courseLanguages][0] : null),
            values: { ...values, course: forAll, productName: config.productName },
            entity: 'enrollment-code',
            // One code: the e-mail is about it. Several: each code's audit event names the e-mail instead.
            entityId: rows.length === 1 ? rows[0]?.id : null,
          };
        }),
      );
    },
  });
}
