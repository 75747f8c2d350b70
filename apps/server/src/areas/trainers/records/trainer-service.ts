// One trainer: read by the account's admId, made from an existing account, and edited (versioned and
// audited on the `trainer` entity under the trainer's own id, which survives an account merge).
import {
  type LanguageId,
  type TrainerDetail,
  type TrainerLicenseInput,
  type trainerCreate,
  trainerRefusals,
  type trainerUpdate,
} from '@eco/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import { trainerLanguages, trainers } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { violatedUniqueIndex } from '../../../platform/db-errors.js';
import { notFound, refuse } from '../../../platform/errors.js';
import { FieldErrors } from '../../../platform/field-errors.js';
import { updateVersioned } from '../../../platform/versioning.js';
import { accountMaySignIn } from '../../accounts/public.js';
import { readTrainerF2f } from '../f2f/f2f-years.js';
import { readTrainerLicenses, saveTrainerLicenses } from '../licenses/licenses-held.js';

type TrainerCreate = z.output<typeof trainerCreate>;
type TrainerUpdate = z.output<typeof trainerUpdate>;

interface TrainerRaw {
  id: number;
  adm_id: string;
  email: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
  bio: string;
  time_zone: string;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
  languages: LanguageId[] | string;
}

/** The trainer row of an account (by admId), or null. */
export async function findTrainer(db: Db, admId: string): Promise<TrainerRaw | null> {
  const [row] = await queryRows<TrainerRaw>(
    db,
    sql`select t.id, a.adm_id, a.email, a.first_name, a.last_name, t.is_active, t.bio, t.time_zone, t.version,
               t.created_at, t.updated_at,
               coalesce((select json_agg(l.language_id order by l.language_id) from trainer_language l
                         where l.trainer_id = t.id), '[]') as languages
        from trainer t join account a on a.adm_id = t.adm_id where t.adm_id = ${admId.toLowerCase()}`,
  );
  return row ?? null;
}

export async function getTrainer(db: Db, admId: string): Promise<TrainerDetail> {
  const row = await findTrainer(db, admId);
  if (!row) throw notFound('Trainer');
  const [licenses, f2f] = [await readTrainerLicenses(db, row.id), await readTrainerF2f(db, row.id)];
  return {
    admId: row.adm_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    isActive: row.is_active,
    bio: row.bio,
    timeZone: row.time_zone,
    languages: typeof row.languages === 'string' ? JSON.parse(row.languages) : row.languages,
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    licenses,
    f2f,
  };
}

async function setLanguages(tx: Db, trainerId: number, languages: readonly LanguageId[]) {
  await tx.delete(trainerLanguages).where(eq(trainerLanguages.trainerId, trainerId));
  const unique = [...new Set(languages)];
  if (unique.length) await tx.insert(trainerLanguages).values(unique.map((languageId) => ({ trainerId, languageId })));
}

/** What the audit trail keeps of a trainer: its fields, languages and licenses held. */
const audited = (d: Pick<TrainerDetail, 'isActive' | 'bio' | 'timeZone' | 'languages'>, licenses: unknown) => ({
  isActive: d.isActive,
  bio: d.bio,
  timeZone: d.timeZone,
  languages: [...d.languages].sort(),
  licenses,
});

const licensesOf = (held: TrainerDetail['licenses']) =>
  held
    .map((l) => ({ licenseId: l.licenseId, grantedOn: l.grantedOn, validThrough: l.validThrough }))
    .sort((a, b) => a.licenseId - b.licenseId);

const sortedInput = (rows: readonly TrainerLicenseInput[]) => [...rows].sort((a, b) => a.licenseId - b.licenseId);

export async function createTrainer(ctx: RequestContext, input: TrainerCreate) {
  const admId = input.admId.toLowerCase();
  await ctx
    .write(async (tx, audit) => {
      const errors = new FieldErrors();
      const [account] = await queryRows<{ open: boolean; trainer: boolean }>(
        tx,
        sql`select ${accountMaySignIn('a')} as open,
                 exists (select 1 from trainer t where t.adm_id = a.adm_id) as trainer
          from account a where a.adm_id = ${admId} for update`,
      );
      if (!account) errors.add('admId', 'No such account.');
      else if (!account.open) throw refuse(trainerRefusals, 'account-closed');
      else if (account.trainer) errors.add('admId', 'This account is already a trainer.');
      errors.throwIfAny();
      const [row] = await tx
        .insert(trainers)
        .values({ admId, isActive: input.isActive, bio: input.bio, timeZone: input.timeZone })
        .returning({ id: trainers.id });
      if (!row) throw new Error('insert returned no row');
      await setLanguages(tx, row.id, input.languages);
      await saveTrainerLicenses(tx, row.id, input.licenses ?? []);
      await audit({
        action: 'trainers.create',
        entity: 'trainer',
        entityId: row.id,
        after: { admId, ...audited(input, sortedInput(input.licenses ?? [])) },
      });
    })
    .catch((error: unknown) => {
      if (violatedUniqueIndex(error) !== undefined) {
        new FieldErrors().add('admId', 'This account is already a trainer.').throwIfAny();
      }
      throw error;
    });
  return getTrainer(ctx.db, admId);
}

export async function updateTrainer(ctx: RequestContext, admId: string, input: TrainerUpdate) {
  await ctx.write(async (tx, audit) => {
    const found = await findTrainer(tx, admId);
    if (!found) throw notFound('Trainer');
    const before = await getTrainer(tx, admId);
    await updateVersioned(
      tx,
      trainers,
      trainers.id,
      found.id,
      input.version,
      { isActive: input.isActive, bio: input.bio, timeZone: input.timeZone },
      'Trainer',
    );
    await setLanguages(tx, found.id, input.languages);
    // A new zone moves every expiry to the end of the same day there: the licenses are saved again.
    const licenses = input.licenses ?? (input.timeZone !== before.timeZone ? licensesOf(before.licenses) : undefined);
    if (licenses) await saveTrainerLicenses(tx, found.id, licenses);
    await audit({
      action: 'trainers.update',
      entity: 'trainer',
      entityId: found.id,
      before: audited(before, licensesOf(before.licenses)),
      after: audited(input, licenses ? sortedInput(licenses) : licensesOf(before.licenses)),
    });
  });
  return getTrainer(ctx.db, admId);
}
