// The rules of a class body the schema cannot see: what it refers to exists (course, partner, trainers,
// country and currency codes).
import type { classInput } from '@eco/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import { FieldErrors } from '../../../platform/field-errors.js';
import { isCountryCode, isCurrencyCode } from '../../../platform/iso.js';
import { courseExists } from '../../courses/public.js';
import { trainersAmong } from '../../trainers/public.js';

export type ClassBody = z.output<typeof classInput>;

async function exists(db: Db, query: ReturnType<typeof sql>): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, query);
  return rows.length > 0;
}

// That the place fits the delivery method is the contract's (classInput), checked with every field.
function placeErrors(input: ClassBody, errors: FieldErrors) {
  if (input.countryCode && !isCountryCode(input.countryCode))
    errors.add('countryCode', 'Choose a country from the list');
  if (input.currency && !isCurrencyCode(input.currency)) errors.add('currency', 'Choose a currency from the list');
}

/** Throws a 400 naming every field that breaks a rule; returns the lead trainer's name. */
export async function validateClassBody(db: Db, input: ClassBody): Promise<string> {
  const errors = new FieldErrors();
  placeErrors(input, errors);
  if (!(await courseExists(db, input.courseId))) {
    errors.add('courseId', 'Choose a course from the list');
  }
  if (
    input.partnerId !== null &&
    !(await exists(db, sql`select 1 as one from partner where id = ${input.partnerId}`))
  ) {
    errors.add('partnerId', 'Choose a partner from the list');
  }
  const admIds = input.trainers.map((t) => t.admId.toLowerCase());
  const found = await trainersAmong(db, admIds);
  if (found.length !== new Set(admIds).size) errors.add('trainers', 'Choose trainers from the list');
  errors.throwIfAny();
  const lead = input.trainers.find((t) => t.isLead);
  return found.find((f) => f.admId === lead?.admId.toLowerCase())?.name.trim() ?? 'The lead trainer';
}
