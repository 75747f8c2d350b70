// The e-mails of the Enrollment Codes area: an enrollment code (or several) sent to a learner.
import { codesEmailBody } from '../../kits/codes/codes-email-body.js';
import { defineEmailType } from '../../platform/mail/index.js';

export const enrollmentCodeResendEmail = defineEmailType({
  key: 'enrollment-code-resend',
  name: 'Enrollment code',
  description:
    'Sent when staff send or resend enrollment codes for online courses: one e-mail per recipient listing all of their codes.',
  tokens: {
    productName: { type: 'text', description: 'The name the team signs with, e.g. Scrum.', sample: 'Scrum' },
    codes: {
      type: 'list',
      description:
        'The enrollment codes, one an item: {{#codes}}{{.}}{{/codes}}. When they are for different courses, each is followed by its course in brackets.',
      sample: ['EN-4QXK-7PLM', 'EN-9TRA-2BWE'],
      required: true,
    },
    several: {
      type: 'number',
      description:
        'How many codes when there is more than one; empty for one. {{#several}}…{{/several}} shows text for several, {{^several}}…{{/several}} for one.',
      sample: '2',
    },
    course: {
      type: 'text',
      description: 'The online course the codes are for; empty when they are for different courses.',
      sample: 'Scrum Foundations (online)',
    },
    orders: {
      type: 'list',
      description: 'The order numbers the codes came with (often none): {{#orders}}Order {{.}}. {{/orders}}',
      sample: ['WEB-88007'],
    },
  },
  defaults: {
    subject:
      '{{#several}}Your {{several}} enrollment codes{{#course}} for {{course}}{{/course}}{{/several}}{{^several}}Your enrollment code for {{course}}{{/several}}',
    ...codesEmailBody({
      lead: '{{#several}}Here are your {{several}} enrollment codes{{#course}} for {{course}}{{/course}}:{{/several}}{{^several}}Here is your enrollment code for {{course}}:{{/several}}',
      use: '{{#several}}Enter one when you enroll in a course. Each can be used once.{{/several}}{{^several}}Enter it when you enroll in the course. It can be used once.{{/several}}',
    }),
  },
});

export const enrollmentCodeEmailTypes = [enrollmentCodeResendEmail];
