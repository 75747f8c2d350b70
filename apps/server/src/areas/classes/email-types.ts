// The e-mails of class registrations: a learner on a class's waiting list told that a seat freed (or
// the class grew) and the seat is now theirs. Queued in the same transaction as the promotion.
import { defineEmailType, emailParts } from '../../platform/mail/index.js';

const { paragraph: p } = emailParts;

export const classSeatOfferedEmail = defineEmailType({
  key: 'class-waitlist-promoted',
  name: 'Class seat from the waiting list',
  description:
    "Sent to a learner on a class's waiting list when a seat frees or the class grows and the first in line is moved into it.",
  tokens: {
    firstName: { type: 'name', description: "The learner's first name.", sample: 'Ada' },
    courseName: {
      type: 'text',
      description: "The class's course.",
      sample: 'Professional Scrum Master',
      required: true,
    },
    dates: {
      type: 'text',
      description: "The class's days and daily times in its own time zone.",
      sample: '3 Mar 2027 to 4 Mar 2027, 09:00-17:00 Europe/Berlin (GMT+1)',
      required: true,
    },
    place: {
      type: 'text',
      description: 'Where it meets: the city and venue, or Virtual Classroom.',
      sample: 'Berlin, Haus der Wirtschaft',
    },
  },
  defaults: {
    subject: 'A seat is yours: {{courseName}}',
    html: [
      p('Hello {{firstName}},'),
      p('A seat freed up in {{courseName}} and, as you were first on the waiting list, it is now yours.'),
      p('When: {{dates}}.'),
      '{{#place}}',
      p('Where: {{place}}.'),
      '{{/place}}',
      p('If you can no longer attend, please tell us so the seat can go to the next person waiting.'),
    ].join('\n'),
  },
});

export const classEmailTypes = [classSeatOfferedEmail] as const;
