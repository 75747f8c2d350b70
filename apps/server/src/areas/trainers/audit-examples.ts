// The Trainers area's audit examples: records, the license renewal e-mail and the F2F year, each audited.
import { sql } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.js';
import { type AuditKit, defineAuditExamples } from '../../platform/audit-examples.js';

/** A trainer holding a license, for the renewal and F2F examples, made on first use. */
let trainerHolding: { admId: string; licenseId: number } | undefined;
async function auditedTrainer({ db, get }: AuditKit) {
  if (!trainerHolding) {
    const [row] = await db
      .insert(accounts)
      .values({ email: 'audit-trainer@example.com', firstName: 'Audit', lastName: 'Trainer' })
      .returning({ admId: accounts.admId });
    const admId = row?.admId ?? '';
    const licenseId = (await get('/licenses?isActive=true&pageSize=1')).results[0].id as number;
    await db.execute(sql`
      with tr as (insert into trainer (adm_id) values (${admId}) returning id)
      insert into trainer_license (trainer_id, license_id, granted_on, expires_at)
      select id, ${licenseId}, '2025-01-01', '2030-12-31T23:59:59Z' from tr`);
    trainerHolding = { admId, licenseId };
  }
  return trainerHolding;
}

/** The account New Trainer makes a trainer in the create example; the update example edits it. */
let newTrainer = '';

export const auditExamples = defineAuditExamples('trainers', {
  createTrainer: async ({ db }) => {
    const [row] = await db
      .insert(accounts)
      .values({ email: 'audit-new-trainer@example.com', firstName: 'Audit', lastName: 'Newtrainer' })
      .returning({ admId: accounts.admId });
    newTrainer = row?.admId ?? '';
    return { body: { admId: newTrainer, timeZone: 'Europe/Berlin', languages: ['en'] } };
  },
  updateTrainer: async ({ get }) => {
    const trainer = await get(`/trainers/${newTrainer}`);
    return { params: { id: newTrainer }, body: { timeZone: 'Asia/Tokyo', bio: 'Audited', version: trainer.version } };
  },
  resendLicenseRenewal: async (kit) => {
    const held = await auditedTrainer(kit);
    return { params: { id: held.admId }, body: { licenseId: held.licenseId } };
  },
  updateF2fYear: async (kit) => {
    const held = await auditedTrainer(kit);
    return { params: { id: held.admId, year: 2030 }, body: { required: 2, version: null } };
  },
});
