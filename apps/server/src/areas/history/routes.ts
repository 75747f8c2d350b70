// The History area: one endpoint reads any record's history. The contract declares each kind of record
// with the capability that views it (historyEntities); this file says where each kind's events are kept.
// The endpoint's own access rule lets in anyone who may view some kind; the kind's rule is checked here.
import { allows, type contract, type HistoryEntity, historyEntities } from '@eco/contract';
import type { Db } from '../../db/client.js';
import { type HistorySource, readHistory } from '../../kits/history/read-history.js';
import type { AuditEntity } from '../../platform/audit-vocabulary.js';
import { forbidden, invalid } from '../../platform/errors.js';
import type { Handlers } from '../../platform/register-area.js';
import { enrollmentCodeHistorySources } from '../enrollment-codes/public.js';
import { passcodeHistorySources } from '../passcodes/public.js';
import { trainerHistorySources } from '../trainers/public.js';

type Sources = (db: Db, id: string) => Promise<HistorySource[]> | HistorySource[];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record named by a whole number in its URL. */
function numberOf(id: string): number {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw invalid('id', 'A record id is a whole number');
  return Number(id);
}

const underOwnId =
  (entity: AuditEntity): Sources =>
  (_db, id) => [{ entity, entityId: String(numberOf(id)) }];

const sourcesOf: Record<HistoryEntity, Sources> = {
  course: underOwnId('course'),
  'course-category': underOwnId('course-category'),
  'online-course': underOwnId('online-course'),
  product: underOwnId('product'),
  license: underOwnId('license'),
  invoice: underOwnId('invoice'),
  class: underOwnId('class'),
  'email-content': underOwnId('email-content'),
  market: (_db, id) => {
    if (!/^[A-Za-z]{2}$/.test(id)) throw invalid('id', 'A two-letter ISO 3166-1 country code');
    return [{ entity: 'market-assignment', entityId: id.toUpperCase() }];
  },
  passcode: (db, id) => passcodeHistorySources(db, numberOf(id)),
  // A trainer by its account's admId; its events are kept under the trainer's own id (merge-proof).
  trainer: (db, id) => {
    if (!UUID.test(id)) throw invalid('id', "A trainer is named by its account's admId (a UUID)");
    return trainerHistorySources(db, id.toLowerCase());
  },
  'enrollment-code': (db, id) => enrollmentCodeHistorySources(db, numberOf(id)),
  // An account's changes by staff; its sign-ins (identity.*) have their own table on the account page.
  account: (_db, id) => {
    if (!UUID.test(id)) throw invalid('id', 'An account is named by its admId (a UUID)');
    return [{ entity: 'account', entityId: id.toLowerCase(), exceptArea: 'identity' }];
  },
};

export const historyHandlers = {
  list: async ({ ctx, params, query }) => {
    if (!allows(historyEntities[params.entity], ctx.principal?.capabilities ?? new Set(), true)) throw forbidden();
    return readHistory(ctx.db, await sourcesOf[params.entity](ctx.db, params.id), query);
  },
} satisfies Handlers<typeof contract.history>;
