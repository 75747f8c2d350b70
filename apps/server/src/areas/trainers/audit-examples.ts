// The Trainers area's audit examples: records, the license renewal e-mail, a license granted, renewed and
// ended, and the F2F year, each audited.
import { sql } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.js';
import { type AuditKit, defineAuditExamples } from '../../platform/audit-examples.js';

/** Trainers each holding a license (valid through 2030), by name, made on first use. */
const holding = new Map<string, { admId: string; licenseId: number }>();
async function trainerHolding({ db, get }: AuditKit, tag: string) {
  const made = holding.get(tag);
  if (made) return made;
  const [row] = await db
    .insert(accounts)
    .values({ email: `audit-${tag}@example.com`, firstName: 'Audit', lastName: 'Trainer' })
    .returning({ admId: accounts.admId });
  const admId = row?.admId ?? '';
  const licenseId = (await get('/licenses?isActive=true&pageSize=1')).results[0].id as number;
  await db.execute(sql`
    with tr as (insert into trainer (adm_id) values (${admId}) returning id)
    insert into trainer_license (trainer_id, license_id, granted_on, expires_at)
    select id, ${licenseId}, '2025-01-01', '2030-12-31T23:59:59Z' from tr`);
  holding.set(tag, { admId, licenseId });
  return { admId, licenseId };
}

/** The trainer for the renewal e-mail and F2F examples. */
const auditedTrainer = (kit: AuditKit) => trainerHolding(kit, 'trainer');

/** The version of the license a trainer holds, as the trainer's page reads it. */
async function heldVersion({ get }: AuditKit, admId: string, licenseId: number) {
  const trainer = await get(`/trainers/${admId}`);
  return (trainer.licenses as { licenseId: number; version: number }[]).find((l) => l.licenseId === licenseId)?.version;
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
  grantLicense: async (kit) => {
    const held = await trainerHolding(kit, 'grantee');
    const other = (await kit.get('/licenses?isActive=true&pageSize=2')).results[1].id as number;
    return {
      params: { id: held.admId },
      body: { licenseId: other, grantedOn: '2026-01-01', validThrough: '2027-12-31', version: null },
    };
  },
  renewLicense: async (kit) => {
    const held = await trainerHolding(kit, 'renewing');
    const version = await heldVersion(kit, held.admId, held.licenseId);
    return {
      params: { id: held.admId, licenseId: held.licenseId },
      body: { validThrough: '2031-12-31', note: 'Renewal paid', version },
    };
  },
  endLicense: async (kit) => {
    const held = await trainerHolding(kit, 'ending');
    const version = await heldVersion(kit, held.admId, held.licenseId);
    return {
      params: { id: held.admId, licenseId: held.licenseId },
      body: { endedOn: '2026-06-30', reason: 'Left the programme', version },
    };
  },
  updateF2fYear: async (kit) => {
    const held = await auditedTrainer(kit);
    return { params: { id: held.admId, year: 2030 }, body: { required: 2, version: null } };
  },
});
