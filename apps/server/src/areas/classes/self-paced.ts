// Self-paced students: learners' enrollments in online courses. The paged list and its CSV share one
// filter; revoking is versioned and audited.
import type { SelfPacedStudent, selfPacedListQuery } from '@eco/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { accounts, onlineCourses, userOnlineClasses as uoc } from '../../db/schema/index.js';
import { offsetOf } from '../../kits/lists/paging.js';
import type { RequestContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { updateVersioned } from '../../platform/versioning.js';
import { countSelfPaced, selfPacedTotal } from './self-paced-count.js';
import {
  type Bind,
  placeholders,
  type ResolvedFilter,
  resolveSelfPacedFilter,
  selfPacedWhere,
  shapeOf,
  valuesOf,
} from './self-paced-filter.js';

type SelfPacedListQuery = z.output<typeof selfPacedListQuery>;
type SortBy = SelfPacedListQuery['sortBy'];

export const selfPacedColumns = {
  id: uoc.id,
  admId: uoc.admId,
  userEmail: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  onlineCourseId: uoc.onlineCourseId,
  onlineCourseCode: onlineCourses.code,
  onlineCourseName: onlineCourses.name,
  startDate: uoc.startDate,
  endDate: uoc.endDate,
  isRevoked: uoc.isRevoked,
  revokedReason: uoc.revokedReason,
  revokedAt: uoc.revokedAt,
  version: uoc.version,
};

type Raw = Omit<SelfPacedStudent, 'revokedAt'> & { revokedAt: Date | null };
export const toStudent = (r: Raw): SelfPacedStudent => ({ ...r, revokedAt: r.revokedAt?.toISOString() ?? null });

const sortColumn = (sortBy: SortBy) => (sortBy === 'endDate' ? uoc.endDate : uoc.startDate);
export const selfPacedOrder = (sortBy: SortBy, descending: boolean) =>
  descending
    ? [sql`${sortColumn(sortBy)} desc`, sql`${uoc.id} desc`]
    : [sql`${sortColumn(sortBy)} asc`, sql`${uoc.id} asc`];

export const selectStudents = (db: Db) =>
  db
    .select(selfPacedColumns)
    .from(uoc)
    .innerJoin(accounts, eq(accounts.admId, uoc.admId))
    .innerJoin(onlineCourses, eq(onlineCourses.id, uoc.onlineCourseId));

type ListRow = Raw & { total: number };
interface ListStatement {
  execute(values: Record<string, unknown>): Promise<ListRow[]>;
}

function listQuery(db: Db, r: ResolvedFilter, q: SelfPacedListQuery, bind: Bind) {
  return db
    .select({ ...selfPacedColumns, total: selfPacedTotal(r, bind) })
    .from(uoc)
    .innerJoin(accounts, eq(accounts.admId, uoc.admId))
    .innerJoin(onlineCourses, eq(onlineCourses.id, uoc.onlineCourseId))
    .where(selfPacedWhere(r, bind))
    .orderBy(...selfPacedOrder(q.sortBy, q.sortDescending))
    .limit(q.pageSize)
    .offset(offsetOf(q));
}

/**
 * First pages, by far the most asked for, use statements prepared once per filter shape, order and page
 * size: PostgreSQL then skips parsing and planning, most of its work for a page of 100. The page size
 * stays a literal so the cached generic plan is the index walk a LIMIT gets, not a plan for 10% of the
 * table; later pages are planned each time.
 */
const firstPages = new WeakMap<Db, Map<string, ListStatement>>();

function firstPage(db: Db, r: ResolvedFilter, q: SelfPacedListQuery): ListStatement {
  const name = `self-paced-${shapeOf(r)}-${q.sortBy}-${q.sortDescending ? 'd' : 'a'}-${q.pageSize}`;
  const known = firstPages.get(db) ?? new Map<string, ListStatement>();
  firstPages.set(db, known);
  let statement = known.get(name);
  if (!statement) {
    statement = listQuery(db, r, q, placeholders).prepare(name) as unknown as ListStatement;
    known.set(name, statement);
  }
  return statement;
}

/** One statement answers the page and its total; only a page past the end asks for the total again. */
export async function listSelfPaced(db: Db, q: SelfPacedListQuery) {
  const r = await resolveSelfPacedFilter(db, q);
  if (r.empty) return { results: [], totalRowCount: 0, page: q.page };
  const rows: ListRow[] =
    q.page === 1 ? await firstPage(db, r, q).execute({ ...r.params }) : await listQuery(db, r, q, valuesOf(r.params));
  const totalRowCount = rows[0] ? Number(rows[0].total) : q.page > 1 ? await countSelfPaced(db, r) : 0;
  return { results: rows.map(({ total: _total, ...row }) => toStudent(row)), totalRowCount, page: q.page };
}

async function getStudent(db: Db, id: number) {
  const [row] = await selectStudents(db).where(eq(uoc.id, id));
  if (!row) throw notFound('Self-paced enrollment');
  return toStudent(row);
}

export async function revokeSelfPaced(ctx: RequestContext, id: number, input: { reason: string; version: number }) {
  await ctx.write(async (tx, audit) => {
    const [row] = await tx
      .select({ version: uoc.version, isRevoked: uoc.isRevoked })
      .from(uoc)
      .where(eq(uoc.id, id))
      .for('update');
    if (!row) throw notFound('Self-paced enrollment');
    if (row.version !== input.version) throw conflict();
    if (row.isRevoked) throw conflict('This enrollment is already revoked.');
    await updateVersioned(
      tx,
      uoc,
      uoc.id,
      id,
      input.version,
      {
        isRevoked: true,
        revokedReason: input.reason,
        revokedAt: new Date(),
        revokedBy: ctx.principal?.account?.admId ?? null,
      },
      'Self-paced enrollment',
    );
    await audit({
      action: 'classes.revoke-self-paced',
      entity: 'user_online_class',
      entityId: id,
      before: { isRevoked: false },
      after: { isRevoked: true, reason: input.reason },
    });
  });
  return getStudent(ctx.db, id);
}
