// Real records a preview can take its values from, instead of the samples: an account (by admId or
// e-mail) or a passcode (by id or code). Each gives values under the token names the e-mail types use
// (firstName, email, codes, assessment, orders...); a type takes those it declares, the samples fill
// the rest. Read only.
import type { PreviewRecord } from '@eco/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, passcodes, products } from '../../db/schema/index.js';
import { FieldErrors } from '../../platform/field-errors.js';

export const previewRecordKinds = [
  { kind: 'passcode', label: 'Passcode', hint: 'Its id or the code itself' },
  { kind: 'account', label: 'Account', hint: 'Its admId or e-mail' },
] as const;

export interface RecordValues {
  /** 'Passcode PSM-7Q4K-2XWD (id 42)' */
  label: string;
  values: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = (message: string): never => {
  new FieldErrors().add('record.id', message).throwIfAny();
  throw new Error('unreachable');
};

async function accountValues(db: Db, id: string): Promise<RecordValues> {
  const where = UUID.test(id)
    ? eq(accounts.admId, id.toLowerCase())
    : sql`lower(${accounts.email}) = ${id.toLowerCase()}`;
  const [a] = await db
    .select({ email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(where)
    .limit(1);
  if (!a) return notFound(`No account ${id}.`);
  const name = `${a.firstName} ${a.lastName}`.trim();
  return {
    label: `Account ${name || a.email} (${a.email})`,
    values: { firstName: a.firstName, lastName: a.lastName, name, email: a.email },
  };
}

async function passcodeValues(db: Db, id: string): Promise<RecordValues> {
  const where = /^\d{1,9}$/.test(id)
    ? eq(passcodes.id, Number(id))
    : sql`upper(${passcodes.code}) = ${id.toUpperCase()}`;
  const [p] = await db
    .select({
      id: passcodes.id,
      code: passcodes.code,
      orderNumber: passcodes.orderNumber,
      studentEmail: passcodes.studentEmail,
      assessment: products.name,
    })
    .from(passcodes)
    .leftJoin(products, sql`upper(${products.sku}) = upper(${passcodes.sku})`)
    .where(where)
    .limit(1);
  if (!p) return notFound(`No passcode ${id}.`);
  return {
    label: `Passcode ${p.code} (id ${p.id})`,
    values: {
      codes: [p.code],
      code: p.code,
      several: '',
      assessment: p.assessment ?? '',
      orders: p.orderNumber ? [p.orderNumber] : [],
      ...(p.studentEmail ? { email: p.studentEmail } : {}),
    },
  };
}

export function recordValues(db: Db, record: PreviewRecord): Promise<RecordValues> {
  return record.kind === 'account' ? accountValues(db, record.id) : passcodeValues(db, record.id);
}
