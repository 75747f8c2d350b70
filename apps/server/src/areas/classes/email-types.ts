// The e-mails of class registrations, each queued in the transaction of the change it tells of: a learner
// put on a full class's waiting list told their place in line; a learner on the waiting list told that a
// seat freed (or the class grew) and is now theirs; the learners of a class told that it was cancelled, and why.
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
      sample: '3 Mar 2027 to 4 Mar 2027, 09:00-17:00 Europe/Berlin (CET)',
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

/** The class's tokens, as every class e-mail names the class. */
const classTokens = {
  firstName: classSeatOfferedEmail.tokens.firstName,
  courseName: classSeatOfferedEmail.tokens.courseName,
  dates: classSeatOfferedEmail.tokens.dates,
  place: classSeatOfferedEmail.tokens.place,
};

export const classCancelledEmail = defineEmailType({
  key: 'class-cancelled',
  name: 'Class cancelled',
  description: 'Sent to the learners of a class (registered or waiting) when staff cancel it and choose to tell them.',
  tokens: {
    ...classTokens,
    reason: {
      type: 'text',
      description: 'Why the class was cancelled: one of the cancellation reasons.',
      sample: 'Scheduling Conflict',
      required: true,
    },
  },
  defaults: {
    subject: 'Cancelled: {{courseName}}, {{dates}}',
    html: [
      p('Hello {{firstName}},'),
      p('We are sorry to tell you that {{courseName}} ({{dates}}) has been cancelled.'),
      '{{#place}}',
      p('It was to meet at: {{place}}.'),
      '{{/place}}',
      p('The reason: {{reason}}.'),
      p(
        'We will be in touch about another date, or a refund if you paid for your seat. Reply to this e-mail with any question.',
      ),
    ].join('\n'),
  },
});

export const classWaitlistedEmail = defineEmailType({
  key: 'class-waitlist-joined',
  name: 'On a class waiting list',
  description: 'Sent to a learner registered for a full class: they are on its waiting list, at this place in line.',
  tokens: {
    ...classTokens,
    position: {
      type: 'text',
      description: 'The place in line on the waiting list when they joined it (1 is next).',
      sample: '3',
      required: true,
    },
  },
  defaults: {
    subject: 'Waiting list: {{courseName}}',
    html: [
      p('Hello {{firstName}},'),
      p('{{courseName}} is full, so you are on its waiting list: number {{position}} in line.'),
      p('When: {{dates}}.'),
      '{{#place}}',
      p('Where: {{place}}.'),
      '{{/place}}',
      p('When a seat frees for you, it becomes yours and we e-mail you at once. There is nothing to do until then.'),
      p('If you no longer wish to wait, reply to this e-mail and we will take you off the list.'),
    ].join('\n'),
  },
});

export const classEmailTypes = [classSeatOfferedEmail, classWaitlistedEmail, classCancelledEmail] as const;
