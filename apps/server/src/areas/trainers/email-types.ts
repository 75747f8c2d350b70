// The e-mails of the Trainers area: the renewal reminder for a license a trainer holds, sent by the daily
// license job on the license's schedule (for example 60, 30, 14 and 7 days before expiry) and by staff
// on request (Resend on the trainer page).
import { defineEmailType, emailParts } from '../../platform/mail/index.js';

const { paragraph: p } = emailParts;

export const licenseRenewalEmail = defineEmailType({
  key: 'trainer-license-renewal',
  name: 'Trainer license renewal',
  description:
    "Sent to a trainer before a license they hold expires, on the license's reminder schedule (days before expiry), and when staff resend it from the trainer page.",
  tokens: {
    firstName: { type: 'name', description: "The trainer's first name.", sample: 'Ada' },
    licenseName: {
      type: 'text',
      description: 'The license to renew.',
      sample: 'PSM Trainer License',
      required: true,
    },
    validThrough: {
      type: 'text',
      description:
        "When it ends, exactly, in the trainer's time zone: valid through 23:59 on 03/31/2027, Europe/Berlin.",
      sample: 'valid through 23:59 on 03/31/2027, Europe/Berlin',
      required: true,
    },
    daysLeft: {
      type: 'number',
      description: 'Whole days left until it ends (0 on the last day; empty once it has ended).',
      sample: '30',
    },
    graceEndsOn: {
      type: 'date',
      description: 'The last day it can still be renewed after it ends (the grace period).',
      sample: '04/30/2027',
    },
    productName: { type: 'text', description: 'The name the team signs with, e.g. Scrum.', sample: 'Scrum' },
  },
  defaults: {
    subject: 'Your {{licenseName}} is due for renewal',
    html: [
      p('Hello {{firstName}},'),
      p('Your {{licenseName}} is {{validThrough}}.{{#daysLeft}} That is {{daysLeft}} days from today.{{/daysLeft}}'),
      p('Please renew it before then so you can keep teaching the courses it covers.'),
      '{{#graceEndsOn}}',
      p('If it lapses, you can still renew it until {{graceEndsOn}}.'),
      '{{/graceEndsOn}}',
      p('The {{productName}} team'),
    ].join('\n'),
  },
});

export const trainerEmailTypes = [licenseRenewalEmail] as const;
