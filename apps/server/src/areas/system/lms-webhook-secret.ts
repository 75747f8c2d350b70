// Rotating an LMS webhook's signing secret: the new secret is shown once, and the old one keeps signing
// beside it for a day so the receiver can switch without missing a delivery. Audited without either secret.
import { eq, sql } from 'drizzle-orm';
import { lmsWebhooks } from '../../db/schema/index.js';
import type { RequestContext } from '../../platform/context.js';
import { newSecret } from '../../platform/webhooks/signature.js';
import { getWebhook, webhookOf } from './lms-webhook-reads.js';

/** How long a rotated-out secret keeps signing, so receivers can switch without missing a delivery. */
const ROTATION_OVERLAP_MS = 24 * 3600_000;

export async function rotateSecret(ctx: RequestContext, id: number) {
  const secret = newSecret();
  await ctx.write(async (tx, audit) => {
    const before = await webhookOf(tx, id);
    const expires = new Date(Date.now() + ROTATION_OVERLAP_MS);
    await tx
      .update(lmsWebhooks)
      .set({
        secret,
        previousSecret: before.secret,
        previousSecretExpiresAt: expires,
        version: sql`${lmsWebhooks.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(lmsWebhooks.id, id));
    await audit({
      action: 'system.rotate-webhook-secret',
      entity: 'lms-webhook',
      entityId: id,
      after: { previousSecretExpiresAt: expires.toISOString() },
    });
  });
  return { ...(await getWebhook(ctx.db, id)), secret };
}
