// The e-mails that carry an account link: a password reset (one hour) and an address confirmation
// (seven days), rendered from their e-mail content in the person's language. Each says how long its link
// works and that it works once.
import { type AccountActionKind, accountActionLifetimeHours } from '@eco/contract';
import type { Db } from '../../../db/client.js';
import { composeEmail, type OutgoingEmail } from '../../../platform/mail/index.js';
import { emailVerificationEmail, passwordResetEmail } from '../email-types.js';

export interface LinkEmailInput {
  kind: AccountActionKind;
  to: string;
  firstName: string;
  url: string;
  productName: string;
  actionId: number;
  /** The person's preferred language; null: English. */
  languageId: string | null;
}

/** The outbox message for one link; the outbox keeps which account action it is about. */
export function linkEmail(db: Db, input: LinkEmailInput): Promise<OutgoingEmail> {
  const hours = accountActionLifetimeHours[input.kind];
  const common = { firstName: input.firstName, email: input.to, productName: input.productName, url: input.url };
  const [type, values] =
    input.kind === 'password-reset'
      ? [passwordResetEmail, { ...common, hours }]
      : [emailVerificationEmail, { ...common, days: hours / 24 }];
  return composeEmail(db, type, {
    to: input.to,
    languageId: input.languageId,
    values,
    entity: 'account_action',
    entityId: input.actionId,
  });
}
