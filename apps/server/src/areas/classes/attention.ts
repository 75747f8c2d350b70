// What the start page counts for Classes: classes needing closing (ended more than two days ago and
// still open), counted up to a cap through the (state, start date) index.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { AttentionContributor } from '../../platform/attention.js';
import { needsClosingWhere } from './records/needs-closing.js';

const COUNT_CAP = 1_000;

export const classesAttention: AttentionContributor[] = [
  {
    key: 'classesNeedingClosing',
    area: 'classes',
    one: 'class needs closing',
    other: 'classes need closing',
    to: '/classes/needs-closing',
    search: {},
    access: 'canViewClasses',
    async count(db) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select 1 from class c where ${needsClosingWhere} limit ${COUNT_CAP}) f`,
      );
      return row?.n ?? 0;
    },
  },
];
