// Passcode actions: idempotent generation, and the bulk actions (edit, revoke, reinstate, resend) that
// check every item, change the items that pass in one transaction, and report per item.
import { randomUUID } from 'node:crypto';
import type { passcodeBulkEdit, passcodeGenerate } from '@eco/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import { type Db, queryRows } from '../../db/client.js';
import { passcodes, products } from '../../db/schema/index.js';
import { auditMany, bulkSummary, checkItems, uniqueIds } from '../../platform/bulk.js';
import { day, insertUniqueCodes } from '../../platform/codes.js';
import type { RequestContext } from '../../platform/context.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { idempotent } from '../../platform/idempotency.js';
import { enqueueEmails, renderEmail } from '../../platform/mail/index.js';
import { checkPasscodeReferences, redeemedSkuMessage, revokedMessage } from './service.js';

type Passcode = typeof passcodes.$inferSelect;
const NOT_FOUND = 'No passcode has this id';

export async function generatePasscodes(
  ctx: RequestContext,
  reply: FastifyReply,
  body: z.infer<typeof passcodeGenerate>,
) {
  return idempotent(ctx, reply, { operation: 'passcodes.generate', request: body, status: 201 }, async (tx, audit) => {
    if (body.studentEmail && body.quantity > 1) {
      throw invalid('studentEmail', 'A student e-mail goes with a single code; leave it empty for more');
    }
    const sku = (await checkPasscodeReferences(tx, body, { field: (f) => f, forNewCodes: true })) as string;
    const batchId = randomUUID();
    const suffix = body.suffix ?? null;
    const p = body;
    const codes = await insertUniqueCodes(body.quantity, suffix, (values) =>
      queryRows<{ id: number; code: string }>(
        tx,
        sql`
        insert into passcode (code, suffix, sku, partner_id, class_id, order_number, order_email, student_email,
                              is_active, batch_id)
        select c, ${suffix}, ${sku}, ${p.partnerId ?? null}::int, ${p.classId ?? null}::int, ${p.orderNumber},
               ${p.orderEmail}, ${p.studentEmail}, ${p.isActive}::boolean, ${batchId}::uuid
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
      sku,
      suffix,
      partnerId: p.partnerId ?? null,
      classId: p.classId ?? null,
      orderNumber: p.orderNumber,
      orderEmail: p.orderEmail,
      isActive: p.isActive,
      createdAt: new Date(created?.at ?? Date.now()).toISOString(),
    };
    await audit({
      action: 'passcodes.generate',
      entity: 'passcode-generation',
      entityId: batchId,
      after: { ...generation, studentEmail: p.studentEmail, firstId: codes[0]?.id, lastId: codes.at(-1)?.id },
    });
    return { ...generation, codes };
  });
}

/** Locks the selected rows and sorts the ids into passing (with the row) and failing (with the reason). */
async function check(tx: Db, ids: number[], rule: (row: Passcode) => string | undefined) {
  const rows = await tx.select().from(passcodes).where(inArray(passcodes.id, ids)).for('update');
  return checkItems(ids, rows, rule, NOT_FOUND);
}

const actor = (ctx: RequestContext) => ctx.principal?.account?.admId ?? null;
const bump = { version: sql`${passcodes.version} + 1`, updatedAt: sql`now()` };

export async function bulkEditPasscodes(ctx: RequestContext, body: z.infer<typeof passcodeBulkEdit>) {
  const { set } = body;
  return ctx.write(async (tx) => {
    const sku = await checkPasscodeReferences(tx, set, { field: (f) => `set.${f}` });
    const values = { ...set, ...(sku ? { sku } : {}) };
    const { passed, results } = await check(tx, uniqueIds(body.ids), (row) => {
      if (set.isActive && row.isRevoked) return revokedMessage(row);
      if (sku !== undefined && row.redeemedAt && sku !== row.sku) return redeemedSkuMessage(row);
      return undefined;
    });
    if (passed.length) {
      const ids = passed.map((r) => r.id);
      await tx
        .update(passcodes)
        .set({ ...values, ...bump })
        .where(inArray(passcodes.id, ids));
      await auditMany(
        tx,
        ctx,
        passed.map((row) => ({
          action: 'passcodes.bulk-edit',
          entity: 'passcode',
          entityId: row.id,
          before: Object.fromEntries(Object.keys(values).map((k) => [k, row[k as keyof Passcode]])),
          after: values,
        })),
      );
    }
    return bulkSummary(results);
  });
}

const redeemedTie = (row: Passcode) =>
  `Redeemed on ${day(row.redeemedAt)}${row.redeemedByResultId ? ` by assessment result ${row.redeemedByResultId}` : ''}${
    row.studentEmail ? ` (${row.studentEmail})` : ''
  }. Revoking it does not change that result; confirm to revoke it anyway`;

const revokeRule = (confirmRedeemed: boolean) => (row: Passcode) => {
  if (row.isRevoked) return `Already revoked on ${day(row.revokedAt)}`;
  if (row.redeemedAt && !confirmRedeemed) return redeemedTie(row);
  return undefined;
};

async function revokeChecked(
  ctx: RequestContext,
  tx: Db,
  passed: Passcode[],
  reason: string,
  extra: Record<string, unknown> = {},
) {
  if (!passed.length) return;
  await tx
    .update(passcodes)
    .set({
      isRevoked: true,
      isActive: false,
      revokedReason: reason,
      revokedAt: sql`now()`,
      revokedBy: actor(ctx),
      ...bump,
    })
    .where(
      inArray(
        passcodes.id,
        passed.map((r) => r.id),
      ),
    );
  await auditMany(
    tx,
    ctx,
    passed.map((row) => ({
      action: 'passcodes.revoke',
      entity: 'passcode',
      entityId: row.id,
      before: { isRevoked: false, isActive: row.isActive },
      after: { isRevoked: true, isActive: false, reason, ...extra },
    })),
  );
}

export function revokePasscodes(
  ctx: RequestContext,
  body: { ids: number[]; reason: string; confirmRedeemed: boolean },
) {
  return ctx.write(async (tx) => {
    const { passed, results } = await check(tx, uniqueIds(body.ids), revokeRule(body.confirmRedeemed));
    await revokeChecked(ctx, tx, passed, body.reason);
    return bulkSummary(results);
  });
}

/** Locks one code for a single-code action: 404 when missing, 409 when the version sent is stale. */
async function lockOne(tx: Db, id: number, version: number | undefined) {
  const [row] = await tx.select().from(passcodes).where(eq(passcodes.id, id)).for('update');
  if (!row) throw notFound('Passcode');
  if (version !== undefined && row.version !== version) throw conflict();
  return row;
}

/** One code: the same rules, but a broken rule is a 400 naming the field to change. */
export async function revokePasscode(
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

const reinstateRule = (row: Passcode) => (row.isRevoked ? undefined : 'Not revoked');

async function reinstateChecked(ctx: RequestContext, tx: Db, passed: Passcode[], reason: string | undefined) {
  if (!passed.length) return;
  await tx
    .update(passcodes)
    .set({ isRevoked: false, isActive: true, revokedReason: null, revokedAt: null, revokedBy: null, ...bump })
    .where(
      inArray(
        passcodes.id,
        passed.map((r) => r.id),
      ),
    );
  await auditMany(
    tx,
    ctx,
    passed.map((row) => ({
      action: 'passcodes.reinstate',
      entity: 'passcode',
      entityId: row.id,
      before: { isRevoked: true, revokedReason: row.revokedReason, revokedAt: row.revokedAt, revokedBy: row.revokedBy },
      after: { isRevoked: false, isActive: true, reason: reason ?? null },
    })),
  );
}

export function reinstatePasscodes(ctx: RequestContext, body: { ids: number[]; reason?: string | undefined }) {
  return ctx.write(async (tx) => {
    const { passed, results } = await check(tx, uniqueIds(body.ids), reinstateRule);
    await reinstateChecked(ctx, tx, passed, body.reason);
    return bulkSummary(results);
  });
}

export async function reinstatePasscode(
  ctx: RequestContext,
  id: number,
  body: { reason?: string | undefined; version?: number | undefined },
) {
  await ctx.write(async (tx) => {
    const row = await lockOne(tx, id, body.version);
    if (reinstateRule(row)) throw invalid('id', 'This passcode is not revoked');
    await reinstateChecked(ctx, tx, [row], body.reason);
  });
}

const resendRule = (override: string | undefined) => (row: Passcode) => {
  if (row.isRevoked) return `Revoked on ${day(row.revokedAt)}: reinstate it before sending it`;
  if (row.redeemedAt) return `Already redeemed on ${day(row.redeemedAt)}`;
  if (!row.isActive) return 'Inactive: make it active before sending it';
  if (!override && !row.studentEmail && !row.orderEmail) {
    return 'No student or order e-mail: give an e-mail address to send it to';
  }
  return undefined;
};

/** With an Idempotency-Key, a repeated click sends nothing twice: the first result comes back. */
export function resendPasscodes(
  ctx: RequestContext,
  reply: FastifyReply,
  config: Pick<Config, 'productName'>,
  body: { ids: number[]; emailOverride?: string | undefined },
) {
  return idempotent(ctx, reply, { operation: 'passcodes.resend', request: body, status: 200 }, async (tx) => {
    const override = body.emailOverride;
    const { passed, results } = await check(tx, uniqueIds(body.ids), resendRule(override));
    const skus = [...new Set(passed.map((r) => r.sku.toUpperCase()))];
    const names = skus.length
      ? await tx
          .select({ sku: products.sku, name: products.name })
          .from(products)
          .where(inArray(sql`upper(${products.sku})`, skus))
      : [];
    const nameOf = new Map(names.map((n) => [n.sku.toUpperCase(), n.name]));
    const messages = passed.map((row) => {
      const to = (override || row.studentEmail || row.orderEmail) as string;
      const product = nameOf.get(row.sku.toUpperCase()) ?? row.sku;
      const { text, html } = renderEmail({
        greeting: 'Hello,',
        paragraphs: [`Here is your passcode for ${product}:`],
        highlight: row.code,
        after: [
          'Enter it when you start the assessment. It can be used once.',
          ...(row.orderNumber ? [`Order ${row.orderNumber}.`] : []),
        ],
        signature: `The ${config.productName} team`,
      });
      return {
        to,
        subject: `Your ${config.productName} assessment passcode`,
        text,
        html,
        template: 'passcode-resend',
        entity: 'passcode',
        entityId: row.id,
      };
    });
    const outboxIds = await enqueueEmails(tx, messages);
    const sent = new Map(passed.map((row, i) => [row.id, { outboxId: outboxIds[i] as number, to: messages[i]?.to }]));
    await auditMany(
      tx,
      ctx,
      passed.map((row) => ({
        action: 'passcodes.resend',
        entity: 'passcode',
        entityId: row.id,
        after: sent.get(row.id),
      })),
    );
    return bulkSummary(results.map((r) => ({ ...r, ...sent.get(r.id) })));
  });
}
