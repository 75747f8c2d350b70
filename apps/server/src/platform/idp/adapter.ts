// Storage adapter of oidc-provider on the one database: every model (Session, Grant, AccessToken,
// RefreshToken, AuthorizationCode, Interaction...) is a row of oidc_payload keyed by (model, id).
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { type Adapter, type AdapterPayload, errors } from 'oidc-provider';
import type { Db } from '../../db/client.js';
import { oidcPayloads } from '../../db/schema/idp.js';

const t = oidcPayloads;
// Expiry is computed and compared by the database clock, so instances with skewed clocks agree.
const notExpired = or(isNull(t.expiresAt), gt(t.expiresAt, sql`now()`));

class DrizzleAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const columns = {
      payload,
      grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
      userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      expiresAt: expiresIn ? sql`now() + make_interval(secs => ${Math.ceil(expiresIn)})` : null,
    };
    await this.db
      .insert(t)
      .values({ model: this.model, id, ...columns })
      .onConflictDoUpdate({ target: [t.model, t.id], set: columns });
  }

  find(id: string) {
    // No id the provider issues holds a NUL, and PostgreSQL text cannot: such an id finds nothing.
    if (id.includes('\u0000')) return Promise.resolve(undefined);
    return this.findWhere(eq(t.id, id));
  }

  findByUid(uid: string) {
    return this.findWhere(eq(t.uid, uid));
  }

  findByUserCode(userCode: string) {
    return this.findWhere(eq(t.userCode, userCode));
  }

  /**
   * Marks a code or refresh token used, once: oidc-provider reads `consumed` and then consumes, so two
   * redemptions in parallel (on one instance or two) would both pass its check. The conditional update
   * lets exactly one win; the loser is a replay, treated as oidc-provider treats one it sees: the whole
   * grant is revoked (the winner's new tokens too) and the request fails with invalid_grant.
   */
  async consume(id: string): Promise<void> {
    const won = await this.db
      .update(t)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(t.model, this.model), eq(t.id, id), isNull(t.consumedAt)))
      .returning({ id: t.id });
    if (won.length > 0) return;
    const [row] = await this.db
      .select({ grantId: t.grantId })
      .from(t)
      .where(and(eq(t.model, this.model), eq(t.id, id)));
    if (row?.grantId) await revokeGrant(this.db, row.grantId);
    throw new errors.InvalidGrant(`${this.model} already consumed`);
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(t).where(and(eq(t.model, this.model), eq(t.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(t).where(and(eq(t.model, this.model), eq(t.grantId, grantId)));
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: t.payload, consumedAt: t.consumedAt })
      .from(t)
      .where(and(eq(t.model, this.model), condition, notExpired))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    // oidc-provider reads `consumed` (seconds since the epoch) to detect a replayed code or token.
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}

/** What oidc-provider's revoke does on a replay: every token and code of the grant, and the grant. */
async function revokeGrant(db: Db, grantId: string): Promise<void> {
  await db.delete(t).where(or(eq(t.grantId, grantId), and(eq(t.model, 'Grant'), eq(t.id, grantId))));
}

/** The adapter factory to pass as oidc-provider's `adapter` setting. */
export function createAdapterFactory(db: Db): (model: string) => Adapter {
  return (model) => new DrizzleAdapter(db, model);
}

/** Deletes rows that expired a while ago; reads already ignore them, this only keeps the table small. */
export async function sweepExpiredPayloads(db: Db): Promise<void> {
  await db.delete(t).where(lt(t.expiresAt, sql`now() - interval '1 hour'`));
}
