// The actions passcodes and enrollment codes share: revoke and reinstate (one code or many) and resend
// (one e-mail per recipient).
// Each locks the selected rows in id order (so two bulk actions on overlapping selections cannot
// deadlock), checks every item against the rules, changes the items that pass in one transaction with
// an audit event each, and reports per item. An area supplies its table access and its wording.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AuditAction, AuditArea, AuditEntity } from '../../platform/audit-vocabulary.js';
import type { Audit, RequestContext } from '../../platform/context.js';
import { conflict, notFound, type Refusal } from '../../platform/errors.js';
import { enqueueEmails, type OutgoingEmail } from '../../platform/mail/index.js';
import { bulkSummary, checkItems, type Selection, selectedIds } from '../bulk/bulk-actions.js';
import { day } from './code-values.js';

export interface CodeRow {
  id: number;
  code: string;
  version: number;
  isRevoked: boolean;
  revokedReason: string | null;
  revokedAt: Date | null;
  revokedBy: string | null;
  redeemedAt: Date | null;
}

/** Areas whose audit vocabulary has the code actions' verbs: revoke, reinstate and resend. */
type CodeArea = {
  [A in AuditArea]: `${A}.revoke` | `${A}.reinstate` | `${A}.resend` extends AuditAction ? A : never;
}[AuditArea];

export interface CodeStore<Row extends CodeRow> {
  /** The audit action prefix and entity: 'passcodes' and 'passcode'. */
  area: CodeArea;
  entity: AuditEntity;
  /** 'Passcode': used in 404s and per-item messages. */
  noun: string;
  /** Selects the rows with these ids FOR UPDATE, ordered by id. */
  lock(tx: Db, ids: number[]): Promise<Row[]>;
  /** Sets `values` on the rows with these ids and bumps their version. */
  update(tx: Db, ids: number[], values: Record<string, unknown>): Promise<unknown>;
  /**
   * One code's refusals, in the area's words and codes (contract): revoked already, redeemed and not
   * confirmed (naming what it is tied to, so nobody revokes it without knowing), not revoked. The bulk
   * actions give their sentences per code.
   */
  refusals: {
    alreadyRevoked(row: Row): Refusal;
    redeemed(row: Row): Refusal;
    notRevoked(): Refusal;
  };
  /** Extra columns a revoke and a reinstate set (a revoked passcode is also inactive). */
  onRevoke?: Record<string, unknown>;
  onReinstate?: Record<string, unknown>;
  /** What the audit event of a revoke keeps of the row as it was. */
  revokedBefore?(row: Row): Record<string, unknown>;
}

export interface ResendPlan<Row extends CodeRow> {
  /** A rule of the area's own, checked after revoked and redeemed. */
  rule?(row: Row): string | undefined;
  /** Where the code goes without an override; null when the code names nobody. */
  recipient(row: Row): string | null;
  /** 'student' or 'learner': for the message when there is nobody to send to. */
  person: string;
  /** One e-mail per recipient, listing all of that recipient's codes (rows in id order), in the groups' order. */
  compose(tx: Db, groups: ResendGroup<Row>[]): Promise<Omit<OutgoingEmail, 'to'>[]>;
}

/** The codes one recipient gets in one e-mail. */
export interface ResendGroup<Row> {
  to: string;
  rows: Row[];
}

/** Rows by recipient, in the order each recipient first appears; e-mail addresses compare case-insensitively. */
function byRecipient<Row>(addressed: { row: Row; to: string }[]): ResendGroup<Row>[] {
  const groups = new Map<string, ResendGroup<Row>>();
  for (const { row, to } of addressed) {
    const key = to.toLowerCase();
    const group = groups.get(key) ?? { to, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const ids = (rows: readonly CodeRow[]) => rows.map((r) => r.id);

export function codeActions<Row extends CodeRow>(store: CodeStore<Row>) {
  const notFoundMessage = `No ${store.noun.toLowerCase()} has this id`;

  async function check(tx: Db, selected: number[], rule: (row: Row) => string | undefined) {
    const rows = await store.lock(tx, selected);
    return checkItems(selected, rows, rule, notFoundMessage);
  }

  /** One code for a single-code action: 404 when missing, 409 when the version sent is stale. */
  async function lockOne(tx: Db, id: number, version: number | undefined) {
    const [row] = await store.lock(tx, [id]);
    if (!row) throw notFound(store.noun);
    if (version !== undefined && row.version !== version) throw conflict();
    return row;
  }

  const revokeRefusal = (confirmRedeemed: boolean) => (row: Row) => {
    if (row.isRevoked) return store.refusals.alreadyRevoked(row);
    if (row.redeemedAt && !confirmRedeemed) return store.refusals.redeemed(row);
    return undefined;
  };
  const revokeRule = (confirmRedeemed: boolean) => (row: Row) => revokeRefusal(confirmRedeemed)(row)?.detail;
  const reinstateRule = (row: Row) => (row.isRevoked ? undefined : 'Not revoked');

  async function revokeChecked(ctx: RequestContext, tx: Db, audit: Audit, passed: Row[], reason: string) {
    if (!passed.length) return;
    const revokedBy = ctx.principal?.account?.admId ?? null;
    const values = { isRevoked: true, revokedReason: reason, revokedAt: sql`now()`, revokedBy, ...store.onRevoke };
    await store.update(tx, ids(passed), values);
    await audit(
      passed.map((row) => ({
        action: `${store.area}.revoke` as const,
        entity: store.entity,
        entityId: row.id,
        before: { isRevoked: false, ...store.revokedBefore?.(row) },
        after: { isRevoked: true, reason, ...store.onRevoke },
      })),
    );
  }

  async function reinstateChecked(tx: Db, audit: Audit, passed: Row[], reason: string | undefined) {
    if (!passed.length) return;
    const values = { isRevoked: false, revokedReason: null, revokedAt: null, revokedBy: null, ...store.onReinstate };
    await store.update(tx, ids(passed), values);
    await audit(
      passed.map((row) => ({
        action: `${store.area}.reinstate` as const,
        entity: store.entity,
        entityId: row.id,
        before: {
          isRevoked: true,
          revokedReason: row.revokedReason,
          revokedAt: row.revokedAt,
          revokedBy: row.revokedBy,
        },
        after: { isRevoked: false, reason: reason ?? null, ...store.onReinstate },
      })),
    );
  }

  return {
    check,

    revokeMany(ctx: RequestContext, body: { ids: Selection; reason: string; confirmRedeemed: boolean }) {
      return ctx.write(async (tx, audit) => {
        const { passed, results } = await check(tx, await selectedIds(tx, body.ids), revokeRule(body.confirmRedeemed));
        await revokeChecked(ctx, tx, audit, passed, body.reason);
        return bulkSummary(results);
      });
    },

    /** One code: the same rules, but a broken rule is a 400 naming the field to change. */
    async revokeOne(
      ctx: RequestContext,
      id: number,
      body: { reason: string; confirmRedeemed: boolean; version?: number | undefined },
    ) {
      await ctx.write(async (tx, audit) => {
        const row = await lockOne(tx, id, body.version);
        const refusal = revokeRefusal(body.confirmRedeemed)(row);
        if (refusal) throw refusal;
        await revokeChecked(ctx, tx, audit, [row], body.reason);
      });
    },

    reinstateMany(ctx: RequestContext, body: { ids: Selection; reason?: string | undefined }) {
      return ctx.write(async (tx, audit) => {
        const { passed, results } = await check(tx, await selectedIds(tx, body.ids), reinstateRule);
        await reinstateChecked(tx, audit, passed, body.reason);
        return bulkSummary(results);
      });
    },

    async reinstateOne(
      ctx: RequestContext,
      id: number,
      body: { reason?: string | undefined; version?: number | undefined },
    ) {
      await ctx.write(async (tx, audit) => {
        const row = await lockOne(tx, id, body.version);
        if (reinstateRule(row)) throw store.refusals.notRevoked();
        await reinstateChecked(tx, audit, [row], body.reason);
      });
    },

    /** Resend is declared idempotent: with an Idempotency-Key, a repeated click sends nothing twice. */
    resend(ctx: RequestContext, body: { ids: Selection; emailOverride?: string | undefined }, plan: ResendPlan<Row>) {
      return ctx.write(async (tx, audit) => {
        const to = (row: Row) => body.emailOverride || plan.recipient(row);
        const { passed, results } = await check(tx, await selectedIds(tx, body.ids), (row) => {
          if (row.isRevoked) return `Revoked on ${day(row.revokedAt)}: reinstate it before sending it`;
          if (row.redeemedAt) return `Already redeemed on ${day(row.redeemedAt)}`;
          const broken = plan.rule?.(row);
          if (broken) return broken;
          if (!to(row)) return `No ${plan.person} or order e-mail: give an e-mail address to send it to`;
          return undefined;
        });
        // One e-mail per recipient: 50 codes of one order reach its address as one message listing them.
        const groups = byRecipient(passed.map((row) => ({ row, to: to(row) as string })));
        const contents = await plan.compose(tx, groups);
        const outboxIds = await enqueueEmails(
          tx,
          contents.map((content, i) => ({ ...content, to: groups[i]?.to as string })),
        );
        const sent = new Map(
          groups.flatMap(({ to, rows }, i) =>
            rows.map((row) => [row.id, { outboxId: outboxIds[i] as number, to }] as const),
          ),
        );
        await audit(
          passed.map((row) => ({
            action: `${store.area}.resend` as const,
            entity: store.entity,
            entityId: row.id,
            after: sent.get(row.id),
          })),
        );
        return bulkSummary(results.map((r) => ({ ...r, ...sent.get(r.id) })));
      });
    },
  };
}
