// The e-mails of the Accounts area: the single-use links staff send a person (a password reset, an
// address confirmation).
import { defineEmailType, type EmailToken, emailParts } from '../../platform/mail/index.js';

const { paragraph: p, button } = emailParts;

const common = {
  firstName: { type: 'name', description: "The person's first name (may be empty).", sample: 'Mariko' },
  email: { type: 'email', description: 'The address the link was sent to.', sample: 'mariko.sato@example.com' },
  productName: { type: 'text', description: 'The name the team signs with, e.g. Scrum.', sample: 'Scrum' },
} satisfies Record<string, EmailToken>;

const greeting = 'Hello{{#firstName}} {{firstName}}{{/firstName}},';

export const passwordResetEmail = defineEmailType({
  key: 'password-reset',
  name: 'Password reset',
  description: "Sent when staff send a person a link to choose a new password (Forgot password on the account's page).",
  tokens: {
    ...common,
    url: {
      type: 'url',
      description: 'The single-use link to the page where the person chooses a new password.',
      sample: 'https://eco.example.com/idp/reset-password?token=sample-token',
      required: true,
    },
    hours: { type: 'number', description: 'How many hours the link works (1 today).', sample: '1' },
  },
  defaults: {
    subject: 'Set a new password for {{productName}} Eco',
    html: [
      p(greeting),
      p('You can set a new password for your {{productName}} Eco account ({{email}}).'),
      button('{{url}}', 'Choose a new password'),
      p('The link works once, for {{hours}} hour. After that, ask us for a new one.'),
      p('If you did not ask for this, ignore this e-mail: your password stays as it is.'),
      p('The {{productName}} team'),
    ].join('\n'),
    text: [
      greeting,
      '',
      'You can set a new password for your {{productName}} Eco account ({{email}}).',
      '',
      'Choose a new password:',
      '{{url}}',
      '',
      'The link works once, for {{hours}} hour. After that, ask us for a new one.',
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      '',
      'The {{productName}} team',
    ].join('\n'),
  },
});

export const emailVerificationEmail = defineEmailType({
  key: 'email-verification',
  name: 'E-mail address confirmation',
  description:
    "Sent when staff ask a person to confirm their e-mail address (Resend verification on the account's page).",
  tokens: {
    ...common,
    url: {
      type: 'url',
      description: 'The single-use link that confirms the address.',
      sample: 'https://eco.example.com/idp/verify-email?token=sample-token',
      required: true,
    },
    days: { type: 'number', description: 'How many days the link works.', sample: '7' },
  },
  defaults: {
    subject: 'Confirm your e-mail address for {{productName}} Eco',
    html: [
      p(greeting),
      p('Please confirm that {{email}} is your e-mail address for your {{productName}} Eco account.'),
      button('{{url}}', 'Confirm my e-mail address'),
      p('The link works once, for {{days}} days. After that, ask us for a new one.'),
      p('If you do not have an account with us, ignore this e-mail.'),
      p('The {{productName}} team'),
    ].join('\n'),
    text: [
      greeting,
      '',
      'Please confirm that {{email}} is your e-mail address for your {{productName}} Eco account.',
      '',
      'Confirm my e-mail address:',
      '{{url}}',
      '',
      'The link works once, for {{days}} days. After that, ask us for a new one.',
      '',
      'If you do not have an account with us, ignore this e-mail.',
      '',
      'The {{productName}} team',
    ].join('\n'),
  },
});

export const accountEmailTypes = [passwordResetEmail, emailVerificationEmail];
