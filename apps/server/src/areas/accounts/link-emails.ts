// The e-mails that carry an account link: a password reset (one hour) and an address confirmation
// (seven days). Each says how long its link works and that it works once.
import { type AccountActionKind, accountActionLifetimeHours } from '@eco/contract';
import { type EmailContent, type OutgoingEmail, renderEmail } from '../../platform/mail/index.js';

export interface LinkEmailInput {
  kind: AccountActionKind;
  to: string;
  firstName: string;
  url: string;
  productName: string;
  actionId: number;
}

const lifetime = (kind: AccountActionKind) => {
  const hours = accountActionLifetimeHours[kind];
  return hours % 24 === 0 ? `${hours / 24} days` : `${hours} hour${hours === 1 ? '' : 's'}`;
};

function content({ kind, to, firstName, url, productName }: LinkEmailInput): EmailContent {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const signature = `The ${productName} team`;
  const once = `The link works once, for ${lifetime(kind)}. After that, ask us for a new one.`;
  if (kind === 'password-reset') {
    return {
      greeting,
      paragraphs: [`You can set a new password for your ${productName} Eco account (${to}).`],
      action: { label: 'Choose a new password', url },
      after: [once, 'If you did not ask for this, ignore this e-mail: your password stays as it is.'],
      signature,
    };
  }
  return {
    greeting,
    paragraphs: [`Please confirm that ${to} is your e-mail address for your ${productName} Eco account.`],
    action: { label: 'Confirm my e-mail address', url },
    after: [once, 'If you do not have an account with us, ignore this e-mail.'],
    signature,
  };
}

/** The outbox message for one link; the outbox keeps which account it is about. */
export function linkEmail(input: LinkEmailInput): OutgoingEmail {
  const subject =
    input.kind === 'password-reset'
      ? `Set a new password for ${input.productName} Eco`
      : `Confirm your e-mail address for ${input.productName} Eco`;
  return {
    to: input.to,
    subject,
    ...renderEmail(content(input)),
    template: input.kind,
    entity: 'account_action',
    entityId: input.actionId,
  };
}
