// What e-mail content refuses: changing the content of a type no longer sent, copying over a language's
// content without leave, and (for every area that sends) content that cannot make its e-mail. The last
// is answered by the endpoints that send, wherever they are; the console can point to Email Content.
import { defineRefusals } from './refusals.js';

export const emailContentRefusals = defineRefusals('email-contents', {
  'type-not-sent': {
    status: 409,
    message: (p: { typeKey: string }) =>
      `The e-mail type ${p.typeKey} is no longer sent; its content cannot be changed.`,
    example: { typeKey: 'retired-reminder' },
  },
  'language-has-content': {
    status: 409,
    message: (p: { typeName: string }) =>
      `The ${p.typeName} e-mail already has content in this language. Confirm to replace it (overwrite).`,
    example: { typeName: 'Invoice' },
  },
  'copied-meanwhile': {
    status: 409,
    message: () => 'Someone else copied this e-mail to that language meanwhile. Confirm to replace it (overwrite).',
  },
  'content-unusable': {
    status: 409,
    /** `reason` is the sending engine's, e.g. 'its subject is empty'. */
    message: (p: { typeName: string; languageId: string; reason: string }) =>
      `The ${p.typeName} e-mail (${p.languageId}) cannot be sent: ${p.reason}. Correct it under Email Content.`,
    example: { typeName: 'Invoice', languageId: 'de', reason: 'its subject is empty' },
  },
});
