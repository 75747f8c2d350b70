// What Go to finds among courses: a course by the start of its code (PSM finds PSM, PSM-A...), or by a
// word of its name. The catalogue is small; its code and name have trigram indexes besides.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { likeContains } from '../../kits/search/text-match.js';
import { type Finder, likePrefix, searchesNames } from '../../platform/finders.js';

export const courseFinders: Finder[] = [
  {
    kind: 'course',
    label: 'Courses',
    access: 'canViewCourses',
    async find(db, search, limit) {
      if (search.isEmail || search.uuid) return [];
      const byName = searchesNames(search) ? likeContains(search.text) : null;
      const rows = await queryRows<{ id: number; code: string; name: string; isActive: boolean }>(
        db,
        sql`select id, code, name, is_active as "isActive" from course
            where lower(code) like ${likePrefix(search.lower)} or lower(name) like ${byName}
            order by lower(code) = ${search.lower} desc, lower(code) like ${likePrefix(search.lower)} desc, code
            limit ${limit}`,
      );
      return rows.map((r) => ({
        kind: 'course' as const,
        id: String(r.id),
        label: `${r.code} — ${r.name}`,
        detail: r.isActive ? 'Course' : 'Course · Inactive',
      }));
    },
  },
];
