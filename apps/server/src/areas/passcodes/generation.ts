// Generating passcodes: up to 10,000 unique codes in one statement a round, with one audit event for
// the generation. POST /passcodes/generate runs it in its own (idempotent) write; other areas run it in
// their own transaction through public.ts.
import type { passcodeGenerate, passcodeGeneration } from '@eco/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { generateBatch } from '../../kits/codes/code-values.js';
import type { Audit, RequestContext } from '../../platform/context.js';
import { invalid } from '../../platform/errors.js';
import { checkPasscodeReferences } from './service.js';

/** What a generation is made from, as the contract has parsed it (defaults applied). */
export type PasscodeGenerationInput = z.output<typeof passcodeGenerate>;

/**
 * Generates passcodes inside `tx`, checked against the same rules, audited as `passcodes.generate`.
 * `owner` is the account the codes belong to when the caller knows it (a class's student).
 */
export async function generatePasscodesIn(
  tx: Db,
  audit: Audit,
  body: PasscodeGenerationInput,
  owner: string | null = null,
): Promise<z.infer<typeof passcodeGeneration>> {
  if (body.studentEmail && body.quantity > 1) {
    throw invalid('studentEmail', 'A student e-mail goes with a single code; leave it empty for more');
  }
  const sku = (await checkPasscodeReferences(tx, body, { field: (f) => f, forNewCodes: true })) as string;
  const suffix = body.suffix ?? null;
  const p = body;
  const { batchId, codes, createdAt, firstId, lastId } = await generateBatch(
    tx,
    body.quantity,
    suffix,
    (batch) => sql`
      insert into passcode (code, suffix, sku, partner_id, class_id, order_number, order_email, student_email,
                            is_active, batch_id, adm_id)
      select c, ${suffix}, ${sku}, ${p.partnerId ?? null}::int, ${p.classId ?? null}::int, ${p.orderNumber},
             ${p.orderEmail}, ${p.studentEmail}, ${p.isActive}::boolean, ${batch}::uuid, ${owner}::uuid`,
  );
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
    createdAt,
  };
  await audit({
    action: 'passcodes.generate',
    entity: 'passcode-generation',
    entityId: batchId,
    after: { ...generation, studentEmail: p.studentEmail, ...(owner ? { admId: owner } : {}), firstId, lastId },
  });
  return { ...generation, codes };
}

export function generatePasscodes(ctx: RequestContext, body: PasscodeGenerationInput) {
  return ctx.write((tx, audit) => generatePasscodesIn(tx, audit, body));
}
