// What Go to finds among enrollment codes: a code by its start, a learner's or orderer's codes by e-mail
// or admId, and an order by its number.
import { sql } from 'drizzle-orm';
import { type CodeSource, codeFinder, orderFinder } from '../../kits/codes/code-finders.js';

const source: CodeSource = {
  table: 'enrollment_code',
  emails: ['user_email', 'order_email'],
  admId: 'user_adm_id',
  one: 'enrollment code',
  other: 'enrollment codes',
  detail: sql`concat_ws(' · ', coalesce(c.user_email, c.order_email), 'order ' || c.order_number,
    case when c.is_revoked then 'Revoked' when c.redeemed_at is not null then 'Redeemed' end)`,
};

export const enrollmentCodeFinders = [
  codeFinder(source, { kind: 'enrollmentCode', label: 'Enrollment codes', access: 'canViewEnrollmentCodes' }),
  orderFinder(source, {
    kind: 'enrollmentCodeOrder',
    label: 'Enrollment code orders',
    access: 'canViewEnrollmentCodes',
  }),
];
