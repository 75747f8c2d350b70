// Sends a held license's renewal e-mail now, at a staff member's request: recorded as a manual reminder
// (beside the scheduled ones, which it does not replace) and audited on the trainer.
import type { TrainerLicenseHeld } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.js';
import type { RequestContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { queueReminders, readTargets, targetColumns, targetOf } from './license-reminders.js';
import { readTrainerLicenses } from './licenses-held.js';

export async function resendLicenseRenewal(
  ctx: RequestContext,
  admId: string,
  licenseId: number,
  productName: string,
): Promise<TrainerLicenseHeld> {
  const trainerId = await ctx.write(async (tx, audit) => {
    const [target] = await readTargets(
      tx,
      sql`select ${targetColumns}, null::int as days_before, null::text as due_on
          from trainer_license tl join trainer t on t.id = tl.trainer_id join license l on l.id = tl.license_id
          join account a on a.adm_id = t.adm_id
          where t.adm_id = ${admId.toLowerCase()} and tl.license_id = ${licenseId}
          for update of tl`,
    );
    if (!target) {
      const [trainer] = await queryRows(tx, sql`select 1 from trainer where adm_id = ${admId.toLowerCase()}`);
      throw notFound(trainer ? 'License held by this trainer' : 'Trainer');
    }
    const now = new Date();
    const [sent] = await queueReminders(tx, [targetOf(target)], {
      productName,
      now,
      sentBy: ctx.principal?.account?.admId ?? null,
    });
    const id = target.trainer_id;
    await audit({
      action: 'trainers.resend-license-renewal',
      entity: 'trainer',
      entityId: id,
      after: { licenseId, license: target.license_name, to: target.email, outboxId: sent?.outboxId ?? null },
    });
    return id;
  });
  const held = await readTrainerLicenses(ctx.db, trainerId);
  const found = held.find((h) => h.licenseId === licenseId);
  if (!found) throw notFound('License held by this trainer');
  return found;
}
