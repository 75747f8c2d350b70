// The e-mail types as the Email Content area shows them: the declared list (areas/email-types.ts, handed
// in by areas/index.ts) turned into the contract's shapes, and found by key.
import type { EmailToken as ContractToken, EmailTypeInfo } from '@eco/contract';
import { FieldErrors } from '../../platform/field-errors.js';
import { bodiesRequiring, type EmailType } from '../../platform/mail/index.js';

export type EmailTypes = readonly EmailType[];

export const tokensOf = (type: EmailType): ContractToken[] =>
  Object.entries(type.tokens).map(([name, t]) => ({
    name,
    type: t.type,
    description: t.description,
    sample: typeof t.sample === 'string' ? t.sample : [...t.sample],
    required: t.required === true,
    requiredIn: [...bodiesRequiring(t)],
  }));

export const typeInfo = (type: EmailType): EmailTypeInfo => ({
  key: type.key,
  name: type.name,
  description: type.description,
  tokens: tokensOf(type),
});

/** The declared type of a key; content of a type no longer declared has none. */
export const findType = (types: EmailTypes, key: string) => types.find((t) => t.key === key);

/** The type a request names, or a 400 on `field`. */
export function requireType(types: EmailTypes, key: string, field = 'typeKey'): EmailType {
  const type = findType(types, key);
  if (!type) new FieldErrors().add(field, `No e-mail type ${key}.`).throwIfAny();
  return type as EmailType;
}
