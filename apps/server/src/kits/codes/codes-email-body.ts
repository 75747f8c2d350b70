// The body of the e-mail that sends codes to one recipient (the codes e-mail types of passcodes and
// enrollment codes share its layout): a greeting, what the codes are, the codes one a line, how to use
// them, the orders they came with, and the team's name. Each type words its own lead and use.
import { emailParts } from '../../platform/mail/index.js';

const { paragraph: p, codes } = emailParts;

/** The default html and text of a codes e-mail, with its lead ("Here are your…") and use ("Enter one…"). */
export function codesEmailBody({ lead, use }: { lead: string; use: string }) {
  return {
    html: [
      p('Hello,'),
      p(lead),
      codes('{{#codes}}<strong>{{.}}</strong><br>{{/codes}}'),
      p(use),
      '{{#orders}}',
      p('Order {{.}}.'),
      '{{/orders}}',
      p('The {{productName}} team'),
    ].join('\n'),
    text: [
      'Hello,',
      '',
      lead,
      '',
      '{{#codes}}',
      '    {{.}}',
      '{{/codes}}',
      '',
      use,
      '{{#orders}}',
      '',
      'Order {{.}}.',
      '{{/orders}}',
      '',
      'The {{productName}} team',
    ].join('\n'),
  };
}
