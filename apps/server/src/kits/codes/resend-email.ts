// The e-mail a resend sends to one recipient: their codes listed one a line (one code, or the fifty of an
// order), with what each is for when they are not all for the same thing, and the orders they came with.
import { type EmailContent, renderEmail } from '../../platform/mail/index.js';

interface ResentCode {
  code: string;
  orderNumber: string | null;
}

export interface CodesEmailWording<Row extends ResentCode> {
  /** 'passcode' */
  noun: string;
  /** What a code is for: a product's or an online course's name. */
  forWhat(row: Row): string;
  /** How a code is used: 'Enter it when you start the assessment.' (said of one; of several, 'each'). */
  use: { one: string; many: string };
  /** The subject for these codes, e.g. 'Your 3 Eco assessment passcodes'. */
  subject(count: number, forWhat: string | null): string;
  signature: string;
}

/** Subject and bodies (text and HTML) of one recipient's e-mail listing `rows`. */
export function codesEmail<Row extends ResentCode>(rows: readonly Row[], wording: CodesEmailWording<Row>) {
  const purposes = [...new Set(rows.map(wording.forWhat))];
  const common = purposes.length === 1 ? (purposes[0] as string) : null;
  const many = rows.length > 1;
  const orders = [...new Set(rows.map((r) => r.orderNumber).filter((o): o is string => !!o))];
  const content: EmailContent = {
    greeting: 'Hello,',
    paragraphs: [
      many
        ? `Here are your ${rows.length} ${wording.noun}s${common ? ` for ${common}` : ''}:`
        : `Here is your ${wording.noun} for ${common}:`,
    ],
    highlight: rows.map((r) => (common ? r.code : `${r.code}  (${wording.forWhat(r)})`)),
    after: [
      many ? wording.use.many : wording.use.one,
      ...(orders.length ? [`${orders.length > 1 ? 'Orders' : 'Order'} ${orders.join(', ')}.`] : []),
    ],
    signature: wording.signature,
  };
  return { subject: wording.subject(rows.length, common), ...renderEmail(content) };
}
