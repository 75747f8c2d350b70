// Enrollment code actions: idempotent generation, and the bulk actions (revoke, reinstate, resend) that
// check every item, change the items that pass in one transaction, and report per item.
import { randomUUID } from 'node:crypto';
import type { enrollmentCodeGenerate } from '@eco/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import { type Db, queryRows } from '../../db/client.js';
import { enrollmentCodes, onlineCourses } from '../../db/schema/index.js';
import { auditMany, bulkSummary, checkItems, uniqueIds } from '../../platform/bulk.js';
import { day, insertUniqueCodes } from '../../platform/codes.js';
import type { RequestContext } from '../../platform/context.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { idempotent } from '../../platform/idempotency.js';
import { enqueueEmails, renderEmail } from '../../platform/mail/index.js';

type EnrollmentCode = typeof enrollmentCodes.$inferSelect;
const NOT_FOUND = 'No enrollment code has this id';

export async function generateEnrollmentCodes(
  ctx: RequestContext,
  reply: FastifyReply,
  body: z.infer<typeof enrollmentCodeGenerate>,
) {
  const what = { operation: 'enrollment-codes.generate', request: body, status: 201 };
  return idempotent(ctx, reply, what, async (tx, audit) => {
    if (body.userEmail && body.quantity > 1) {
      throw invalid('userEmail', 'A learner e-mail goes with a single code; leave it empty for more');
    }
    const [course] = await tx
      .select({ isActive: onlineCourses.isActive })
      .from(onlineCourses)
      .where(eq(onlineCourses.id, body.onlineCourseId));
    if (!course) throw invalid('onlineCourseId', 'No online course has this id');
    if (!course.isActive) throw invalid('onlineCourseId', 'This online course is inactive');
    const batchId = randomUUID();
    const suffix = body.suffix ?? null;
    const codes = await insertUniqueCodes(body.quantity, suffix, (values) =>
      queryRows<{ id: number; code: string }>(
        tx,
        sql`
        insert into enrollment_code (code, suffix, online_course_id, order_number, order_email, user_email, batch_id)
        select c, ${suffix}, ${body.onlineCourseId}::int, ${body.orderNumber}, ${body.orderEmail}, ${body.userEmail},
               ${batchId}::uuid
        from unnest(string_to_array(${values.join(',')}, ',')) as c
        on conflict (code) do nothing
        returning id, code`,
      ),
    );
    codes.sort((a, b) => a.id - b.id);
    const [created] = await queryRows<{ at: Date | string }>(tx, sql`select now() as at`);
    const generation = {
      batchId,
      quantity: codes.length,
      onlineCourseId: body.onlineCourseId,
      suffix,
      orderNumber: body.orderNumber,
      orderEmail: body.orderEmail,
      createdAt: new Date(created?.at ?? Date.now()).toISOString(),
    };
    await audit({
      action: 'enrollment-codes.generate',
      entity: 'enrollment-code-generation',
      entityId: batchId,
      after: { ...generation, userEmail: body.userEmail, firstId: codes[0]?.id, lastId: codes.at(-1)?.id },
    });
    return { ...generation, codes };
  });
}

async function check(tx: Db, ids: number[], rule: (row: EnrollmentCode) => string | undefined) {
  const rows = await tx.select().from(enrollmentCodes).where(inArray(enrollmentCodes.id, ids)).for('update');
  return checkItems(ids, rows, rule, NOT_FOUND);
}

async function lockOne(tx: Db, id: number, version: number | undefined) {
  const [row] = await tx.select().from(enrollmentCodes).where(eq(enrollmentCodes.id, id)).for('update');
  if (!row) throw notFound('Enrollment code');
  if (version !== undefined && row.version !== version) throw conflict();
  return row;
}

const bump = { version: sql`${enrollmentCodes.version} + 1`, updatedAt: sql`now()` };

/** What a redeemed code is tied to, so nobody revokes it without knowing. */
const redeemedTie = (row: EnrollmentCode) =>
  `Redeemed on ${day(row.redeemedAt)}${row.userEmail ? ` by ${row.userEmail}` : ''}${
    row.userOnlineClassId ? `, which opened self-paced enrollment ${row.userOnlineClassId}` : ''
  }. Revoking the code does not end that enrollment (revoke it under Self-Paced Students); confirm to revoke the code anyway`;

const revokeRule = (confirmRedeemed: boolean) => (row: EnrollmentCode) => {
  if (row.isRevoked) return `Already revoked on ${day(row.revokedAt)}`;
  if (row.redeemedAt && !confirmRedeemed) return redeemedTie(row);
  return undefined;
};

async function revokeChecked(ctx: RequestContext, tx: Db, passed: EnrollmentCode[], reason: string) {
  if (!passed.length) return;
  const revokedBy = ctx.principal?.account?.admId ?? null;
  await tx
    .update(enrollmentCodes)
    .set({ isRevoked: true, revokedReason: reason, revokedAt: sql`now()`, revokedBy, ...bump })
    .where(
      inArray(
        enrollmentCodes.id,
        passed.map((r) => r.id),
      ),
    );
  await auditMany(
    tx,
    ctx,
    passed.map((row) => ({
      action: 'enrollment-codes.revoke',
      entity: 'enrollment-code',
      entityId: row.id,
      before: { isRevoked: false, redeemedAt: row.redeemedAt, userOnlineClassId: row.userOnlineClassId },
      after: { isRevoked: true, reason },
    })),
  );
}

export function revokeEnrollmentCodes(
  ctx: RequestContext,
  body: { ids: number[]; reason: string; confirmRedeemed: boolean },
) {
  return ctx.write(async (tx) => {
    const { passed, results } = await check(tx, uniqueIds(body.ids), revokeRule(body.confirmRedeemed));
    await revokeChecked(ctx, tx, passed, body.reason);
    return bulkSummary(results);
  });
}

/** One code: the same rules, but a broken rule is a 400 naming the field to change. */
export async function revokeEnrollmentCode(
  ctx: RequestContext,
  id: number,
  body: { reason: string; confirmRedeemed: boolean; version?: number | undefined },
) {
  await ctx.write(async (tx) => {
    const row = await lockOne(tx, id, body.version);
    const error = revokeRule(body.confirmRedeemed)(row);
    if (error) throw invalid(row.isRevoked ? 'id' : 'confirmRedeemed', error);
    await revokeChecked(ctx, tx, [row], body.reason);
  });
}

const reinstateRule = (row: EnrollmentCode) => (row.isRevoked ? undefined : 'Not revoked');

async function reinstateChecked(ctx: RequestContext, tx: Db, passed: EnrollmentCode[], reason: string | undefined) {
  if (!passed.length) return;
  await tx
    .update(enrollmentCodes)
    .set({ isRevoked: false, revokedReason: null, revokedAt: null, revokedBy: null, ...bump })
    .where(
      inArray(
        enrollmentCodes.id,
        passed.map((r) => r.id),
      ),
    );
  await auditMany(
    tx,
    ctx,
    passed.map((row) => ({
      action: 'enrollment-codes.reinstate',
      entity: 'enrollment-code',
      entityId: row.id,
      before: { isRevoked: true, revokedReason: row.revokedReason, revokedAt: row.revokedAt, revokedBy: row.revokedBy },
      after: { isRevoked: false, reason: reason ?? null },
    })),
  );
}

export function reinstateEnrollmentCodes(ctx: RequestContext, body: { ids: number[]; reason?: string | undefined }) {
  return ctx.write(async (tx) => {
    const { passed, results } = await check(tx, uniqueIds(body.ids), reinstateRule);
    await reinstateChecked(ctx, tx, passed, body.reason);
    return bulkSummary(results);
  });
}

export async function reinstateEnrollmentCode(
  ctx: RequestContext,
  id: number,
  body: { reason?: string | undefined; version?: number | undefined },
) {
  await ctx.write(async (tx) => {
    const row = await lockOne(tx, id, body.version);
    if (reinstateRule(row)) throw invalid('id', 'This enrollment code is not revoked');
    await reinstateChecked(ctx, tx, [row], body.reason);
  });
}

const resendRule = (override: string | undefined) => (row: EnrollmentCode) => {
  if (row.isRevoked) return `Revoked on ${day(row.revokedAt)}: reinstate it before sending it`;
  if (row.redeemedAt) return `Already redeemed on ${day(row.redeemedAt)}`;
  if (!override && !row.userEmail && !row.orderEmail) {
    return 'No learner or order e-mail: give an e-mail address to send it to';
  }
  return undefined;
};

/** With an Idempotency-Key, a repeated click sends nothing twice: the first result comes back. */
export function resendEnrollmentCodes(
  ctx: RequestContext,
  reply: FastifyReply,
  config: Pick<Config, 'productName'>,
  body: { ids: number[]; emailOverride?: string | undefined },
) {
  return idempotent(ctx, reply, { operation: 'enrollment-codes.resend', request: body, status: 200 }, async (tx) => {
    const override = body.emailOverride;
    const { passed, results } = await check(tx, uniqueIds(body.ids), resendRule(override));
    const courseIds = [...new Set(passed.map((r) => r.onlineCourseId))];
    const courses = courseIds.length
      ? await tx
          .select({ id: onlineCourses.id, name: onlineCourses.name })
          .from(onlineCourses)
          .where(inArray(onlineCourses.id, courseIds))
      : [];
    const nameOf = new Map(courses.map((c) => [c.id, c.name]));
    const messages = passed.map((row) => {
      const to = (override || row.userEmail || row.orderEmail) as string;
      const course = nameOf.get(row.onlineCourseId) ?? 'your online course';
      const { text, html } = renderEmail({
        greeting: 'Hello,',
        paragraphs: [`Here is your enrollment code for ${course}:`],
        highlight: row.code,
        after: [
          'Enter it when you enroll in the course. It can be used once.',
          ...(row.orderNumber ? [`Order ${row.orderNumber}.`] : []),
        ],
        signature: `The ${config.productName} team`,
      });
      return {
        to,
        subject: `Your enrollment code for ${course}`,
        text,
        html,
        template: 'enrollment-code-resend',
        entity: 'enrollment-code',
        entityId: row.id,
      };
    });
    const outboxIds = await enqueueEmails(tx, messages);
    const sent = new Map(passed.map((row, i) => [row.id, { outboxId: outboxIds[i] as number, to: messages[i]?.to }]));
    await auditMany(
      tx,
      ctx,
      passed.map((row) => ({
        action: 'enrollment-codes.resend',
        entity: 'enrollment-code',
        entityId: row.id,
        after: sent.get(row.id),
      })),
    );
    return bulkSummary(results.map((r) => ({ ...r, ...sent.get(r.id) })));
  });
}
