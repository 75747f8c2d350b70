// Self-paced students: learners' enrollments in online courses. The paged list and its CSV share one
// filter; revoking is versioned and audited.
import { classRefusals, type SelfPacedStudent, type selfPacedListQuery } from '@eco/contract';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import { isoInstant } from '../../../db/iso-instant.js';
import { accounts, onlineCourses, userOnlineClasses as uoc } from '../../../db/schema/index.js';
import { offsetOf } from '../../../kits/lists/paging.js';
import { dateText } from '../../../kits/lists/row-values.js';
import type { RequestContext } from '../../../platform/context.js';
import { conflict, notFound, refuse } from '../../../platform/errors.js';
import { updateVersioned } from '../../../platform/versioning.js';
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

/** A column named as the contract's field: rows read with these are the response's rows as they are. */
const field = (expr: SQLWrapper, name: keyof SelfPacedStudent) => sql`${expr}`.as(name);

export const studentFields = {
  id: field(uoc.id, 'id'),
  admId: field(uoc.admId, 'admId'),
  userEmail: field(accounts.email, 'userEmail'),
  firstName: field(accounts.firstName, 'firstName'),
  lastName: field(accounts.lastName, 'lastName'),
  onlineCourseId: field(uoc.onlineCourseId, 'onlineCourseId'),
  onlineCourseCode: field(onlineCourses.code, 'onlineCourseCode'),
  onlineCourseName: field(onlineCourses.name, 'onlineCourseName'),
  startDate: field(dateText(uoc.startDate), 'startDate'),
  endDate: field(dateText(uoc.endDate), 'endDate'),
  isRevoked: field(uoc.isRevoked, 'isRevoked'),
  revokedReason: field(uoc.revokedReason, 'revokedReason'),
  revokedAt: field(isoInstant(uoc.revokedAt), 'revokedAt'),
  version: field(uoc.version, 'version'),
};

const sortColumn = (sortBy: SortBy) => (sortBy === 'endDate' ? uoc.endDate : uoc.startDate);
export const selfPacedOrder = (sortBy: SortBy, descending: boolean) =>
  descending
    ? [sql`${sortColumn(sortBy)} desc`, sql`${uoc.id} desc`]
    : [sql`${sortColumn(sortBy)} asc`, sql`${uoc.id} asc`];

const students = (db: Db, fields: Record<string, SQL.Aliased>) =>
  db
    .select(fields)
    .from(uoc)
    .innerJoin(accounts, eq(accounts.admId, uoc.admId))
    .innerJoin(onlineCourses, eq(onlineCourses.id, uoc.onlineCourseId));

/** A page and, in each row, the total (left out of the response by the serializer, as undeclared). */
type ListRow = SelfPacedStudent & { total: number };

function listQuery(db: Db, r: ResolvedFilter, q: SelfPacedListQuery, bind: Bind): SQL {
  return students(db, { ...studentFields, total: sql`${selfPacedTotal(r, bind)}`.as('total') })
    .where(selfPacedWhere(r, bind))
    .orderBy(...selfPacedOrder(q.sortBy, q.sortDescending))
    .limit(q.pageSize)
    .offset(offsetOf(q))
    .getSQL();
}

/**
 * First pages, by far the most asked for, use statements prepared once per filter shape, order and page
 * size: PostgreSQL then skips parsing and planning, most of its work for a page of 100. The page size
 * stays a literal so the cached generic plan is the index walk a LIMIT gets, not a plan for 10% of the
 * table; later pages are planned each time. Their rows come as the driver returns them, no ORM mapping.
 */
const firstPages = new WeakMap<Db, Map<string, PgPreparedQuery<PreparedQueryConfig>>>();
const dialect = new PgDialect();

async function firstPage(db: Db, r: ResolvedFilter, q: SelfPacedListQuery): Promise<ListRow[]> {
  const name = `self-paced-rows-${shapeOf(r)}-${q.sortBy}-${q.sortDescending ? 'd' : 'a'}-${q.pageSize}`;
  const known = firstPages.get(db) ?? new Map<string, PgPreparedQuery<PreparedQueryConfig>>();
  firstPages.set(db, known);
  let statement = known.get(name);
  if (!statement) {
    statement = db._.session.prepareQuery(
      dialect.sqlToQuery(listQuery(db, r, q, placeholders)),
      undefined,
      name,
      false,
    );
    known.set(name, statement);
  }
  const result = (await statement.execute({ ...r.params })) as { rows: ListRow[] };
  return result.rows;
}

/** One statement answers the page and its total; only a page past the end asks for the total again. */
export async function listSelfPaced(db: Db, q: SelfPacedListQuery) {
  const r = await resolveSelfPacedFilter(db, q);
  if (r.empty) return { results: [], totalRowCount: 0, page: q.page };
  const rows =
    q.page === 1 ? await firstPage(db, r, q) : await queryRows<ListRow>(db, listQuery(db, r, q, valuesOf(r.params)));
  const totalRowCount = rows[0] ? Number(rows[0].total) : q.page > 1 ? await countSelfPaced(db, r) : 0;
  return { results: rows as SelfPacedStudent[], totalRowCount, page: q.page };
}

async function getStudent(db: Db, id: number) {
  const [row] = await queryRows<SelfPacedStudent>(db, students(db, studentFields).where(eq(uoc.id, id)).getSQL());
  if (!row) throw notFound('Self-paced enrollment');
  return row;
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
    if (row.isRevoked) throw refuse(classRefusals, 'enrollment-revoked');
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
      entity: 'user-online-class',
      entityId: id,
      before: { isRevoked: false },
      after: { isRevoked: true, reason: input.reason },
    });
  });
  return getStudent(ctx.db, id);
}
