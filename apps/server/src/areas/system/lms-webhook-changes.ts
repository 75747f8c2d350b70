// Registering, editing and deleting an LMS webhook (the secret shown once, at registration). URLs are
// checked against SSRF when saved with a new URL (and again at each send, platform/webhooks/post.ts). Every
// change is audited in its transaction; the secret never enters the audit trail.
import { systemRefusals } from '@eco/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { lmsWebhooks } from '../../db/schema/index.js';
import type { RequestContext } from '../../platform/context.js';
import { invalid, refuse } from '../../platform/errors.js';
import { updateVersioned } from '../../platform/versioning.js';
import { assertSafeUrl, UnsafeUrlError } from '../../platform/webhooks/address-guard.js';
import { newSecret } from '../../platform/webhooks/signature.js';
import { detailOf, getWebhook, type WebhookRow, webhookOf } from './lms-webhook-reads.js';

type WebhookSettings = Pick<Config, 'webhooks'>;

export interface WebhookInput {
  url: string;
  description: string;
  eventTypes: string[];
  active: boolean;
}

/** The audited shape of a webhook: everything staff set, never the secret. */
const audited = (w: Pick<WebhookRow, 'url' | 'description' | 'eventTypes' | 'active'>) => ({
  url: w.url,
  description: w.description,
  eventTypes: w.eventTypes,
  active: w.active,
});

async function checkUrl(settings: WebhookSettings, url: string) {
  try {
    await assertSafeUrl(url, settings.webhooks.allowPrivateAddresses);
  } catch (error) {
    if (!(error instanceof UnsafeUrlError)) throw error;
    // A host that does not resolve, or resolves inside, is a rule of this server; the rest is the URL's form.
    const { host, address } = error;
    if (host && address) throw refuse(systemRefusals, 'webhook-address-internal', { host, address });
    if (host) throw refuse(systemRefusals, 'webhook-host-unresolved', { host });
    throw invalid('url', error.message);
  }
}

export async function createWebhook(ctx: RequestContext, settings: WebhookSettings, input: WebhookInput) {
  await checkUrl(settings, input.url);
  const secret = newSecret();
  const row = await ctx.write(async (tx, audit) => {
    const [created] = await tx
      .insert(lmsWebhooks)
      .values({ ...input, secret, createdBy: ctx.principal?.account?.admId ?? null })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    await audit({
      action: 'system.create-webhook',
      entity: 'lms-webhook',
      entityId: created.id,
      after: audited(created),
    });
    return created;
  });
  return { ...detailOf(row, undefined), secret };
}

export async function updateWebhook(
  ctx: RequestContext,
  settings: WebhookSettings,
  id: number,
  input: WebhookInput & { version: number },
) {
  // The URL (its DNS included) is checked only when it changes: a webhook whose host no longer resolves
  // can still be switched off or edited, and each send checks the URL again anyway.
  const stored = await webhookOf(ctx.db, id);
  if (input.url !== stored.url) await checkUrl(settings, input.url);
  await ctx.write(async (tx, audit) => {
    const before = await webhookOf(tx, id);
    const { version, ...values } = input;
    // Making it active again is how staff resume an endpoint the sender disabled (410) or paused.
    const resume = values.active && !before.active ? { disabledAt: null, disabledReason: null, pausedUntil: null } : {};
    const after = await updateVersioned(
      tx,
      lmsWebhooks,
      lmsWebhooks.id,
      id,
      version,
      { ...values, ...resume },
      'Webhook',
    );
    await audit({
      action: 'system.update-webhook',
      entity: 'lms-webhook',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
  });
  return getWebhook(ctx.db, id);
}

export async function deleteWebhook(ctx: RequestContext, id: number) {
  return ctx.write(async (tx, audit) => {
    const before = await webhookOf(tx, id);
    await tx.delete(lmsWebhooks).where(eq(lmsWebhooks.id, id));
    await audit({ action: 'system.delete-webhook', entity: 'lms-webhook', entityId: id, before: audited(before) });
    return { status: 'Succeeded' as const, errors: [] };
  });
}
