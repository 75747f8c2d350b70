// What one sync item sends: a parent category, a category or a question's revision, one platform call
// each (a second only when an update finds the record gone there and creates it anew). An item whose
// parent (or category) is not on the platform yet queues that one, once, and waits for it: every record
// is created by one item only, so two workers never create the same parent twice. Each call is reserved
// against the hourly budget before it is made; the platform's ids are written back with short single-row
// updates, so nothing is locked while the platform answers and editors are never kept waiting (nor
// 409'd: the version is left alone).
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import type { StoredAnswer } from '../../../db/schema/index.js';
import { markCallFailed, reserveCall } from './budget.js';
import { enqueueSync } from './enqueue.js';
import { platformQuestionOf, type RevisionToSend } from './question-shape.js';
import { PlatformError, type TestPlatform } from './test-platform.js';

export interface ItemToSend {
  id: number;
  kind: 'parent-category' | 'category' | 'question';
  entityId: number;
  revisionId: number | null;
}

/** The hourly budget is spent: the item waits until `freeAt`, which is not a failure of its own. */
export class BudgetSpent extends Error {
  constructor(readonly freeAt: Date) {
    super(`The hourly call budget is spent until ${freeAt.toISOString()}`);
  }
}

/** The item cannot be sent as its records stand (no category, a question the platform cannot take). */
export class NotSendable extends Error {}

/** What the item needs is queued first: it waits a moment, which is not a failure of its own. */
export class WaitsFor extends Error {
  constructor(readonly what: string) {
    super(`Waits for ${what} to reach the platform first`);
  }
}

/** How long an item waits for what it needs before looking again. */
export const WAIT_FOR_NEEDED_MS = 2_000;

/**
 * Queues what an item needs (its parent, its category) unless an item for it is already on its way,
 * under a lock on that record so two workers needing it at once queue it once.
 */
async function queueNeeded(
  db: Db,
  kind: 'parent-category' | 'category',
  entityId: number,
  what: string,
): Promise<never> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`classmarker-needed:${kind}:${entityId}`}))`);
    const [pending] = await queryRows(
      tx as Db,
      sql`select 1 from question_sync_item where kind = ${kind} and entity_id = ${entityId}
            and state in ('Waiting', 'Sending') limit 1`,
    );
    if (!pending) await enqueueSync(tx as Db, { kind, entityId });
  });
  throw new WaitsFor(what);
}

export interface SendDeps {
  db: Db;
  platform: TestPlatform;
  callsPerHour: number;
}

/** Makes one platform call within the budget, counting it against the key. */
async function budgeted<T>(deps: SendDeps, item: ItemToSend, call: () => Promise<T>): Promise<T> {
  const reservation = await reserveCall(deps.db, deps.platform.apiKey, item.id, deps.callsPerHour);
  if (!reservation.ok) throw new BudgetSpent(reservation.freeAt);
  try {
    return await call();
  } catch (error) {
    await markCallFailed(deps.db, reservation.callId);
    throw error;
  }
}

/** Updates a record there, or creates it anew when the platform no longer has it. */
async function upsert(
  deps: SendDeps,
  item: ItemToSend,
  providerId: number | null,
  update: (id: number) => Promise<void>,
  create: () => Promise<number>,
): Promise<number> {
  if (providerId !== null) {
    try {
      await budgeted(deps, item, () => update(providerId));
      return providerId;
    } catch (error) {
      if (!(error instanceof PlatformError && error.notFound)) throw error;
    }
  }
  return budgeted(deps, item, create);
}

async function sendParent(deps: SendDeps, item: ItemToSend, parentId: number): Promise<number> {
  const [parent] = await queryRows<{ name: string; providerId: number | null }>(
    deps.db,
    sql`select name, provider_id as "providerId" from classmarker_parent_category where id = ${parentId}`,
  );
  if (!parent) throw new NotSendable(`Parent category ${parentId} no longer exists.`);
  const providerId = await upsert(
    deps,
    item,
    parent.providerId,
    (id) => deps.platform.updateParentCategory(id, parent.name),
    () => deps.platform.createParentCategory(parent.name),
  );
  await deps.db.execute(sql`update classmarker_parent_category set provider_id = ${providerId} where id = ${parentId}`);
  return providerId;
}

async function sendCategory(deps: SendDeps, item: ItemToSend, categoryId: number): Promise<number> {
  const [category] = await queryRows<{
    name: string;
    providerId: number | null;
    parentId: number;
    parentName: string;
    parentProviderId: number | null;
  }>(
    deps.db,
    sql`select c.name, c.provider_id as "providerId", c.parent_category_id as "parentId", p.name as "parentName",
          p.provider_id as "parentProviderId"
        from classmarker_category c join classmarker_parent_category p on p.id = c.parent_category_id
        where c.id = ${categoryId}`,
  );
  if (!category) throw new NotSendable(`Category ${categoryId} no longer exists.`);
  const parentProviderId = category.parentProviderId;
  if (parentProviderId === null)
    return queueNeeded(deps.db, 'parent-category', category.parentId, `parent category ${category.parentName}`);
  const providerId = await upsert(
    deps,
    item,
    category.providerId,
    (id) => deps.platform.updateCategory(id, parentProviderId, category.name),
    () => deps.platform.createCategory(parentProviderId, category.name),
  );
  await deps.db.execute(sql`update classmarker_category set provider_id = ${providerId} where id = ${categoryId}`);
  return providerId;
}

async function sendQuestion(deps: SendDeps, item: ItemToSend): Promise<number> {
  const [question] = await queryRows<RevisionToSend & { categoryId: number | null; providerId: number | null }>(
    deps.db,
    sql`select q.type, q.category_id as "categoryId", q.provider_id as "providerId", r.prompt, r.feedback,
          r.answers, r.points, r.partial_credit_mode as "partialCreditMode"
        from question q join question_revision r on r.id = coalesce(${item.revisionId}::int, q.current_revision_id)
        where q.id = ${item.entityId}`,
  );
  if (!question) throw new NotSendable(`Question ${item.entityId} has no published revision to send.`);
  if (question.categoryId === null) throw new NotSendable('The question has no ClassMarker category.');
  const [category] = await queryRows<{ name: string; providerId: number | null }>(
    deps.db,
    sql`select name, provider_id as "providerId" from classmarker_category where id = ${question.categoryId}`,
  );
  const categoryProviderId = category?.providerId ?? null;
  if (categoryProviderId === null)
    return queueNeeded(deps.db, 'category', question.categoryId, `category ${category?.name ?? question.categoryId}`);
  let shape: ReturnType<typeof platformQuestionOf>;
  try {
    shape = platformQuestionOf({ ...question, answers: question.answers as StoredAnswer[] }, categoryProviderId);
  } catch (error) {
    throw new NotSendable((error as Error).message);
  }
  const providerId = await upsert(
    deps,
    item,
    question.providerId,
    (id) => deps.platform.updateQuestion(id, shape),
    () => deps.platform.createQuestion(shape),
  );
  await deps.db.execute(sql`update question set provider_id = ${providerId} where id = ${item.entityId}`);
  return providerId;
}

/** Sends the item; returns the platform's id of what it sent. */
export function sendItem(deps: SendDeps, item: ItemToSend): Promise<number> {
  if (item.kind === 'parent-category') return sendParent(deps, item, item.entityId);
  if (item.kind === 'category') return sendCategory(deps, item, item.entityId);
  return sendQuestion(deps, item);
}
