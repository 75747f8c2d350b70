// What Go to finds among passcodes: a code by its start, a student's or orderer's codes by e-mail or
// admId, and an order by its number.
import { sql } from 'drizzle-orm';
import { type CodeSource, codeFinder, orderFinder } from '../../kits/codes/code-finders.js';

const source: CodeSource = {
  table: 'passcode',
  emails: ['student_email', 'order_email'],
  admId: 'adm_id',
  one: 'passcode',
  other: 'passcodes',
  detail: sql`concat_ws(' · ', c.sku, coalesce(c.student_email, c.order_email), 'order ' || c.order_number,
    case when c.is_revoked then 'Revoked' when c.redeemed_at is not null then 'Redeemed'
         when not c.is_active then 'Inactive' end)`,
};

export const passcodeFinders = [
  codeFinder(source, { kind: 'passcode', label: 'Passcodes', access: 'canViewPasscodes' }),
  orderFinder(source, { kind: 'passcodeOrder', label: 'Passcode orders', access: 'canViewPasscodes' }),
];
