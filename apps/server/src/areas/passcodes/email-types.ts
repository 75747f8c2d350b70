// The e-mails of the Passcodes area: a passcode (or several) sent to a student.
import { codesEmailBody } from '../../kits/codes/codes-email-body.js';
import { defineEmailType } from '../../platform/mail/index.js';

export const passcodeResendEmail = defineEmailType({
  key: 'passcode-resend',
  name: 'Passcode',
  description:
    'Sent when staff send or resend passcodes: one e-mail per recipient listing all of their codes (the fifty of an order reach its address as one message).',
  tokens: {
    productName: { type: 'text', description: 'The name the team signs with, e.g. Scrum.', sample: 'Scrum' },
    codes: {
      type: 'list',
      description:
        'The passcodes, one an item: {{#codes}}{{.}}{{/codes}}. When they are for different assessments, each is followed by what it is for in brackets.',
      sample: ['PSM-7Q4K-2XWD', 'PSM-M3HT-9BCE', 'PSM-R8ZN-4JFA'],
      required: true,
    },
    several: {
      type: 'number',
      description:
        'How many passcodes when there is more than one; empty for one. {{#several}}…{{/several}} shows text for several, {{^several}}…{{/several}} for one.',
      sample: '3',
    },
    assessment: {
      type: 'text',
      description: 'The assessment the passcodes are for; empty when they are for different ones.',
      sample: 'Professional Scrum Master I',
    },
    orders: {
      type: 'list',
      description: 'The order numbers the passcodes came with (often none): {{#orders}}Order {{.}}. {{/orders}}',
      sample: ['SO-10442'],
    },
  },
  defaults: {
    subject:
      '{{#several}}Your {{several}} {{productName}} assessment passcodes{{/several}}{{^several}}Your {{productName}} assessment passcode{{/several}}',
    ...codesEmailBody({
      lead: '{{#several}}Here are your {{several}} passcodes{{#assessment}} for {{assessment}}{{/assessment}}:{{/several}}{{^several}}Here is your passcode for {{assessment}}:{{/several}}',
      use: '{{#several}}Enter one when you start an assessment. Each can be used once.{{/several}}{{^several}}Enter it when you start the assessment. It can be used once.{{/several}}',
    }),
  },
});

export const passcodeEmailTypes = [passcodeResendEmail];
