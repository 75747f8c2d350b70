// Migration 0041: link e-mails queued or sent by an earlier version hold their token in clear in the
// outbox. After it the token is nowhere in the outbox: a sent e-mail's link keeps working (its hash is
// unchanged), and a queued one is sent with a new token, made as it goes, that works.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../../db/client.js';
import { accountActionRows, accounts, emailOutbox } from '../../../db/schema/index.js';
import { checkLink, hashLinkToken, LINK_TOKEN_SLOT } from '../../../platform/idp/account-links.js';
import { deliverOutbox } from '../../../testing/deliver-outbox.js';
import { migrateUpTo } from '../../../testing/migrations.js';
import { openTestDatabase } from '../../../testing/test-database.js';

const MIGRATION = '0041_account_link_token_at_send';
const issuer = 'https://eco.example/idp';
/** A token as the earlier version made it: 32 random bytes, base64url. */
const tokenOf = (letter: string) => `${letter.repeat(42)}Q`;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrateUpTo(database, MIGRATION);
});
afterAll(() => database?.close());

/** An account with an open link of `kind` whose e-mail, as the earlier version wrote it, holds `token`. */
async function linkMail(
  email: string,
  kind: 'password-reset' | 'email-verification',
  token: string,
  state: 'Queued' | 'Sent',
) {
  const [account] = await database.db
    .insert(accounts)
    .values({ email, firstName: 'Old', lastName: 'Version' })
    .returning({ admId: accounts.admId });
  const page = kind === 'password-reset' ? 'reset-password' : 'verify-email';
  const [action] = await database.db
    .insert(accountActionRows)
    .values({
      admId: account?.admId as string,
      kind,
      email,
      tokenHash: hashLinkToken(token),
      expiresAt: sql`now() + interval '1 hour'`,
    })
    .returning({ id: accountActionRows.id });
  const url = `${issuer}/${page}?token=${token}`;
  const [mail] = await database.db
    .insert(emailOutbox)
    .values({
      toAddress: email,
      subject: 'Set a new password',
      textBody: `Choose a new password: ${url}\nThe link works once.`,
      htmlBody: `<p><a href="${url}">Choose a new password</a></p><p>${url}</p>`,
      template: kind,
      entity: 'account_action',
      entityId: String(action?.id),
      state,
    })
    .returning({ id: emailOutbox.id });
  return { actionId: action?.id as number, outboxId: mail?.id as number };
}

describe(`migration ${MIGRATION}`, () => {
  it('takes the tokens out of the outbox; a sent link still works, a queued one goes with a new working token', async () => {
    const sentToken = tokenOf('s');
    const queuedToken = tokenOf('q');
    const sent = await linkMail('sent@old.test', 'password-reset', sentToken, 'Sent');
    const queued = await linkMail('queued@old.test', 'email-verification', queuedToken, 'Queued');
    // Another e-mail's token-like parameter is not an account link: it stays as it was.
    const other = 'https://learn.example/start?token=0123456789012345678901234567890123456789abc';
    await database.db
      .insert(emailOutbox)
      .values({ toAddress: 'other@old.test', subject: 'Start', textBody: other, template: 'x', state: 'Sent' });

    await database.migrate();

    const rows = await database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(sentToken);
    expect(text).not.toContain(queuedToken);
    for (const row of rows.slice(0, 2)) {
      expect(row.textBody).toContain(`?token=${LINK_TOKEN_SLOT}\n`);
      expect(row.htmlBody?.split(LINK_TOKEN_SLOT)).toHaveLength(3);
    }
    expect(rows[2]?.textBody).toBe(other);
    // The sent e-mail's link works as before: only its copy in the outbox is gone.
    expect(await checkLink(database.db, 'password-reset', sentToken)).toMatchObject({ ok: true });

    const { sent: handed, received: delivered } = await deliverOutbox(database.db);
    expect(handed).toBe(1);
    const fresh = new RegExp(`${issuer}/verify-email\\?token=([\\w-]{43})\\n`).exec(delivered[0]?.text ?? '')?.[1];
    expect(fresh).toBeTruthy();
    expect(delivered[0]?.html).toContain(`?token=${fresh}`);
    expect(await checkLink(database.db, 'email-verification', fresh as string)).toMatchObject({
      ok: true,
      link: { id: queued.actionId },
    });
    // The token it was queued with no longer works: only what was sent does.
    expect(await checkLink(database.db, 'email-verification', queuedToken)).toMatchObject({ ok: false });
    const [after] = await queryRows<{ state: string }>(
      database.db,
      sql`select state from email_outbox where id = ${queued.outboxId}`,
    );
    expect(after?.state).toBe('Sent');
    expect((await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, sent.outboxId)))[0]?.state).toBe(
      'Sent',
    );
  });
});
