// The Classes list's filter as one SQL condition on the alias `c` (table class), so the search and the
// class reports select the very same classes. Only EXISTS subqueries reach other tables, so a caller
// joins what it needs without rows multiplying.
import type { ClassSearchFilters } from '@eco/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import { likeContains } from '../../../kits/search/text-match.js';

export function classFilterWhere(f: ClassSearchFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.startDate) parts.push(sql`c.start_date >= ${f.startDate}::date`);
  if (f.endDate) parts.push(sql`c.start_date <= ${f.endDate}::date`);
  if (f.trainerAdmId) {
    parts.push(sql`exists (select 1 from class_trainer ct where ct.class_id = c.id and ct.adm_id = ${f.trainerAdmId})`);
  }
  if (f.courseType) parts.push(sql`c.course_id = ${f.courseType}`);
  if (!f.includeBetaCourses) {
    // The beta courses are read once for the statement, not looked up for every class read.
    parts.push(sql`c.course_id <> all(array(select co.id from course co where co.is_beta))`);
  }
  // Cancelled is a state; the yes/no filter and the states list narrow together.
  if (f.isCancelled === true) parts.push(sql`c.state = 'Cancelled'`);
  if (f.isCancelled === false) parts.push(sql`c.state <> 'Cancelled'`);
  if (f.isPublished !== null && f.isPublished !== undefined) parts.push(sql`c.is_published = ${f.isPublished}`);
  if (f.scope) parts.push(sql`c.scope = ${f.scope}`);
  if (f.states && f.states.length > 0) {
    parts.push(
      sql`c.state in (${sql.join(
        f.states.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  if (f.clientOrganization) {
    // The few organization names that contain the text (their own trigram index), then those names'
    // classes from the organization index: a name shared by thousands of classes is matched once.
    parts.push(
      sql`c.client_organization is not null
          and c.client_organization = any(array(${clientOrganizationNames(f.clientOrganization)}))`,
    );
  }
  return and(...parts) as SQL;
}

/** The organization names (as written on classes) that contain `text`, any case. */
export const clientOrganizationNames = (text: string) =>
  sql`select o.name from client_organization o where lower(o.name) like ${likeContains(text)}`;
