// The products a course is sold with, as other areas need them: a class's students get passcodes for the
// course's assessment attempt (else its class seat), so the rule of which product that is lives here.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/** A course's passcode product: its active assessment attempt, else its active class seat; null when none. */
export async function passcodeProductOf(db: Db, courseId: number): Promise<{ sku: string; name: string } | null> {
  const [row] = await queryRows<{ sku: string; name: string }>(
    db,
    sql`select p.sku, p.name from product p
        where p.course_id = ${courseId} and p.is_active and p.kind in ('assessment-attempt', 'class-seat')
        order by (p.kind = 'assessment-attempt') desc, p.id limit 1`,
  );
  return row ?? null;
}
