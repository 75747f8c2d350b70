// The e-mail the webhook worker sends: declared here, in the platform, because the worker that sends it
// lives here; areas/email-types.ts lists it with the areas' types.
import { defineEmailType, emailParts } from '../mail/index.js';

const { paragraph: p } = emailParts;

export const webhookDisabledEmail = defineEmailType({
  key: 'webhook-disabled',
  name: 'LMS webhook disabled',
  description:
    'Sent to the person who registered an LMS webhook when Eco disables it (its endpoint answered 410 Gone).',
  tokens: {
    firstName: { type: 'name', description: "The registering person's first name.", sample: 'Yuki' },
    url: {
      type: 'url',
      description: "The webhook's endpoint address.",
      sample: 'https://lms.example.com/hooks/eco',
      required: true,
    },
    reason: {
      type: 'text',
      description: 'Why it was disabled, as the worker recorded it.',
      sample: 'The endpoint answered 410 Gone: it asked not to receive any more events.',
    },
  },
  defaults: {
    subject: 'An LMS webhook was disabled',
    html: [
      p('Hello{{#firstName}} {{firstName}}{{/firstName}},'),
      p('The LMS webhook you registered for {{url}} was disabled.'),
      p('{{reason}}'),
      p('Eco'),
    ].join('\n'),
    text: [
      'Hello{{#firstName}} {{firstName}}{{/firstName}},',
      '',
      'The LMS webhook you registered for {{url}} was disabled.',
      '',
      '{{reason}}',
      '',
      'Eco',
    ].join('\n'),
  },
});
