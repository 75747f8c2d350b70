// How a record's URL names it in GET /history/:entity/:id, for the areas' history sources: a whole
// number or an account's admId, refused with a 400 when malformed.
import type { HistorySources } from '../../platform/area-definition.js';
import type { AuditEntity } from '../../platform/audit-vocabulary.js';
import { invalid } from '../../platform/errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record named by a whole number in its URL. */
export function historyNumberOf(id: string): number {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw invalid('id', 'A record id is a whole number');
  return Number(id);
}

/** A record named by an account's admId (a UUID) in its URL, lower-cased as it is stored; `what` says whose. */
export function historyAdmIdOf(id: string, what: string): string {
  if (!UUID.test(id)) throw invalid('id', what);
  return id.toLowerCase();
}

/** A record whose events are kept under its own number, as its URL names it. */
export const underOwnId =
  (entity: AuditEntity): HistorySources =>
  (_db, id) => [{ entity, entityId: String(historyNumberOf(id)) }];
