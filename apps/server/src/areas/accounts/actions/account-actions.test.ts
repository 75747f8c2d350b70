// Account actions through the real app: block and unblock, password reset and verification e-mails
// (through the outbox, single use, one open link per kind), cancelling a pending link, delete, and the
// rules that refuse each (409 naming why); capability refused; bad input 400 changing nothing.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountActionRows,
  accounts,
  auditEvents,
  emailOutbox,
  lmsWebhooks,
  oidcPayloads,
  webhookDeliveries,
} from '../../../db/schema/index.js';
import { checkLink, hashLinkToken } from '../../../platform/idp/account-links.js';
import { deliverOutbox } from '../../../testing/deliver-outbox.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';
import { refusalsFor } from './account-status.js';

let t: TestApp;
let support: SignedIn;
let nobody: SignedIn;
signedInApp('support@example.com', async (app, headers) => {
  t = app;
  support = headers;
  nobody = await t.as('nobody@example.com');
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, who = support, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...who, ...headers }, ...(payload ? { payload } : {}) });

let serial = 0;
/** A fresh account of its own for each test: verified or not, with a password hash or not. */
async function person(values: Partial<typeof accounts.$inferInsert> = {}) {
  serial += 1;
  const [row] = await t.db
    .insert(accounts)
    .values({ email: `actions-${serial}@learners.test`, firstName: 'Lee', lastName: `Learner ${serial}`, ...values })
    .returning({ admId: accounts.admId, email: accounts.email });
  return row as { admId: string; email: string };
}
const row = async (admId: string) => (await t.db.select().from(accounts).where(eq(accounts.admId, admId)))[0];
const linksOf = (admId: string) =>
  t.db.select().from(accountActionRows).where(eq(accountActionRows.admId, admId)).orderBy(accountActionRows.id);
const mailTo = (email: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
const eventsOf = async (admId: string) =>
  (await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, admId)).orderBy(asc(auditEvents.id))).map(
    (e) => e.action,
  );

describe('capability', () => {
  it('refuses every action to a person without canUpdateAccounts, and the view without canViewAccounts', async () => {
    const { admId } = await person();
    const before = await row(admId);
    const refused = [
      await call('POST', `/accounts/${admId}/block`, { reason: 'No' }, nobody),
      await call('POST', `/accounts/${admId}/unblock`, {}, nobody),
      await call('POST', `/accounts/${admId}/forgotpassword`, undefined, nobody),
      await call('POST', `/accounts/${admId}/resend-verification-email`, undefined, nobody),
      await call('DELETE', `/accounts/${admId}`, undefined, nobody),
      await call('DELETE', '/accounts/action/1', undefined, nobody),
      await call('GET', `/accounts/${admId}/actions`, undefined, nobody),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(await row(admId)).toEqual(before);
    expect(await linksOf(admId)).toEqual([]);
  });
});

describe('block and unblock', () => {
  it('blocks with a reason, ends the sessions, and unblocks; each twice is a 409', async () => {
    const { admId } = await person();
    // A provider session and a refresh token of the account, as the provider stores them.
    await t.db.insert(oidcPayloads).values([
      { model: 'Session', id: `s-${admId}`, payload: { accountId: admId } },
      { model: 'Grant', id: `g-${admId}`, payload: { accountId: admId, clientId: 'eco' } },
      { model: 'RefreshToken', id: `r-${admId}`, grantId: `g-${admId}`, payload: { accountId: admId } },
    ]);
    const blocked = await call('POST', `/accounts/${admId}/block`, { reason: '  Chargeback on order 7  ' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({
      isBlocked: true,
      blockedReason: 'Chargeback on order 7',
      blockedByName: 'Sam Patel',
      blockedAt: expect.any(String),
      version: 2,
    });
    const left = await t.db
      .select()
      .from(oidcPayloads)
      .where(sql`${oidcPayloads.id} like ${`%${admId}`}`);
    expect(left).toEqual([]);
    const again = await call('POST', `/accounts/${admId}/block`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'accounts.already-blocked',
      detail: 'This account is already blocked.',
    });

    const unblocked = await call('POST', `/accounts/${admId}/unblock`, { version: 2 });
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(unblocked.json()).toMatchObject({ isBlocked: false, blockedReason: null, blockedAt: null, version: 3 });
    const twice = await call('POST', `/accounts/${admId}/unblock`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'accounts.not-blocked', detail: 'This account is not blocked.' });
    expect(await eventsOf(admId)).toEqual(['accounts.block', 'accounts.unblock']);
  });

  it('refuses a missing or blank reason, an unknown account, a malformed id and a stale version', async () => {
    const { admId } = await person();
    const before = await row(admId);
    const missing = await call('POST', `/accounts/${admId}/block`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('reason');
    const blank = await call('POST', `/accounts/${admId}/block`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.reason).toEqual(['Give a reason']);
    const long = await call('POST', `/accounts/${admId}/block`, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect((await call('POST', `/accounts/${admId}/block`, { reason: 'Old', version: 0 })).statusCode).toBe(400);
    const stale = await call('POST', `/accounts/${admId}/block`, { reason: 'Old', version: 9 });
    expect(stale.statusCode).toBe(409);
    expect(await row(admId)).toEqual(before);
    const unknown = await call('POST', '/accounts/00000000-0000-4000-8000-000000000000/block', { reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    const malformed = await call('POST', '/accounts/not-an-id/block', { reason: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('admId');
  });

  it('refuses blocking or deleting your own account', async () => {
    const [me] = await t.db.select().from(accounts).where(eq(accounts.email, 'support@example.com'));
    const block = await call('POST', `/accounts/${me?.admId}/block`, { reason: 'Oops' });
    expect(block.statusCode).toBe(409);
    expect(block.json()).toMatchObject({
      code: 'accounts.own-account',
      params: { action: 'block' },
      detail: 'You cannot block your own account.',
    });
    expect((await call('DELETE', `/accounts/${me?.admId}`)).json().detail).toBe('You cannot delete your own account.');
  });

  it('refuses to block or delete the last live holder of a key capability', async () => {
    const admin = await t.as('admin@example.com');
    const [sys] = await t.db.select().from(accounts).where(eq(accounts.email, 'system-admin@example.com'));
    const [adm] = await t.db.select().from(accounts).where(eq(accounts.email, 'admin@example.com'));
    expect((await call('POST', `/accounts/${sys?.admId}/block`, { reason: 'Leaving' })).statusCode).toBe(200);
    try {
      const last = await call('POST', `/accounts/${adm?.admId}/block`, { reason: 'Leaving' });
      expect(last.statusCode).toBe(409);
      expect(last.json().detail).toMatch(/nobody able to/);
      expect(last.json().code).toBe('users.last-holder');
      expect((await call('DELETE', `/accounts/${adm?.admId}`)).statusCode).toBe(409);
      expect((await row(adm?.admId as string))?.isBlocked).toBe(false);
    } finally {
      expect((await call('POST', `/accounts/${sys?.admId}/unblock`, {}, admin)).statusCode).toBe(200);
    }
  });
});

describe('password reset and verification e-mails', () => {
  it('queues a reset e-mail whose token is made only as it is sent; a second one cancels the first', async () => {
    const { admId, email } = await person({ emailVerified: true });
    const first = await call('POST', `/accounts/${admId}/forgotpassword`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      kind: 'password-reset',
      state: 'Pending',
      email,
      createdByName: 'Sam Patel',
      superseded: false,
    });
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe(`Set a new password for ${t.config.productName} Eco`);
    expect(mail?.textBody).toContain('The link works once, for 1 hour.');
    // The outbox holds a placeholder where the token goes: the worker makes the token as it sends.
    expect(mail?.textBody).toContain(`${t.config.issuer}/reset-password?token=link-token-made-at-send`);
    expect(mail?.htmlBody).toContain('/reset-password?token=link-token-made-at-send');
    const [link] = await linksOf(admId);
    expect(link?.tokenHash).toBeNull();
    const hours = (new Date(link?.expiresAt as Date).getTime() - new Date(link?.createdAt as Date).getTime()) / 3.6e6;
    expect(hours).toBeCloseTo(1, 5);

    const second = await call('POST', `/accounts/${admId}/forgotpassword`);
    expect(second.statusCode).toBe(200);
    const view = (await call('GET', `/accounts/${admId}/actions`)).json();
    expect(view.actions.map((a: { state: string; superseded: boolean }) => [a.state, a.superseded])).toEqual([
      ['Pending', false],
      ['Cancelled', true],
    ]);
    expect(await mailTo(email)).toHaveLength(2);
    expect(await eventsOf(admId)).toEqual(['accounts.forgot-password', 'accounts.forgot-password']);
  });

  it('sends nothing twice for a repeated Idempotency-Key, and refuses the key for another account', async () => {
    const a = await person();
    const b = await person();
    const key = { 'idempotency-key': `reset-${a.admId}` };
    const first = await call('POST', `/accounts/${a.admId}/forgotpassword`, undefined, support, key);
    const repeat = await call('POST', `/accounts/${a.admId}/forgotpassword`, undefined, support, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json().id).toBe(first.json().id);
    expect(await mailTo(a.email)).toHaveLength(1);
    const other = await call('POST', `/accounts/${b.admId}/forgotpassword`, undefined, support, key);
    expect(other.statusCode).toBe(422);
    expect(await mailTo(b.email)).toHaveLength(0);
  });

  it('sends a verification e-mail valid for seven days, and refuses one for a verified address', async () => {
    const unverified = await person();
    const sent = await call('POST', `/accounts/${unverified.admId}/resend-verification-email`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ kind: 'email-verification', state: 'Pending' });
    const [mail] = await mailTo(unverified.email);
    expect(mail?.textBody).toContain('The link works once, for 7 days.');
    expect(mail?.textBody).toContain('/idp/verify-email?token=link-token-made-at-send');

    const verified = await person({ emailVerified: true });
    const refused = await call('POST', `/accounts/${verified.admId}/resend-verification-email`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'accounts.already-verified',
      detail: 'The e-mail address is already verified.',
    });
    expect(await mailTo(verified.email)).toHaveLength(0);
  });

  it('refuses both e-mails for a blocked account', async () => {
    const { admId, email } = await person();
    await call('POST', `/accounts/${admId}/block`, { reason: 'Fraud' });
    for (const path of ['forgotpassword', 'resend-verification-email']) {
      const res = await call('POST', `/accounts/${admId}/${path}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'accounts.blocked',
        detail: 'This account is blocked: unblock it first.',
      });
    }
    expect(await mailTo(email)).toHaveLength(0);
  });

  it('cancels a pending link once; used, cancelled and unknown ones are refused', async () => {
    const { admId } = await person();
    const sent = (await call('POST', `/accounts/${admId}/resend-verification-email`)).json();
    const cancelled = await call('DELETE', `/accounts/action/${sent.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'Cancelled', cancelledByName: 'Sam Patel', superseded: false });
    const again = await call('DELETE', `/accounts/action/${sent.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'accounts.link-not-pending',
      params: { kind: 'email-verification', state: 'Cancelled' },
      detail: 'This verification link is already cancelled.',
    });
    await t.db.update(accountActionRows).set({ usedAt: new Date() }).where(eq(accountActionRows.id, sent.id));
    await t.db.update(accountActionRows).set({ cancelledAt: null }).where(eq(accountActionRows.id, sent.id));
    expect((await call('DELETE', `/accounts/action/${sent.id}`)).json().detail).toBe(
      'This verification link is already used.',
    );
    expect((await call('DELETE', '/accounts/action/999999')).statusCode).toBe(404);
    const malformed = await call('DELETE', '/accounts/action/abc');
    expect(malformed.statusCode).toBe(400);
    expect(await eventsOf(admId)).toEqual(['accounts.resend-verification', 'accounts.cancel-action']);
  });

  it('shows an expired link as Expired and refuses to cancel it', async () => {
    const { admId } = await person();
    const sent = (await call('POST', `/accounts/${admId}/forgotpassword`)).json();
    await t.db
      .update(accountActionRows)
      .set({ expiresAt: sql`now() - interval '1 minute'`, createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(accountActionRows.id, sent.id));
    const view = (await call('GET', `/accounts/${admId}/actions`)).json();
    expect(view.actions[0].state).toBe('Expired');
    expect((await call('DELETE', `/accounts/action/${sent.id}`)).statusCode).toBe(409);
    // A newer one supersedes it, and it stays Expired: the cancel changed nothing for the person.
    await call('POST', `/accounts/${admId}/forgotpassword`);
    const after = (await call('GET', `/accounts/${admId}/actions`)).json();
    expect(after.actions.map((a: { state: string }) => a.state)).toEqual(['Pending', 'Expired']);
  });
});

describe('delete', () => {
  it('marks the account deleted, cancels its links, frees its e-mail; a deleted account takes no action', async () => {
    const { admId, email } = await person();
    await call('POST', `/accounts/${admId}/forgotpassword`);
    const deleted = await call('DELETE', `/accounts/${admId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().deletedAt).toEqual(expect.any(String));
    expect((await linksOf(admId)).map((l) => l.cancelledAt)).toEqual([expect.any(Date)]);
    const view = (await call('GET', `/accounts/${admId}/actions`)).json();
    expect(view.refusals).toEqual({
      block: 'This account is deleted.',
      unblock: 'This account is deleted.',
      forgotPassword: 'This account is deleted.',
      resendVerificationEmail: 'This account is deleted.',
      delete: 'This account is deleted.',
    });
    for (const [method, path, body] of [
      ['DELETE', '', undefined],
      ['POST', '/block', { reason: 'x' }],
      ['POST', '/unblock', {}],
      ['POST', '/forgotpassword', undefined],
    ] as const) {
      const res = await call(method, `/accounts/${admId}${path}`, body);
      expect(res.statusCode, path).toBe(409);
      expect(res.json()).toMatchObject({ code: 'accounts.deleted', detail: 'This account is deleted.' });
    }
    // The address may be used again: by a new account, live beside the deleted one.
    const reused = await person({ email: email.toUpperCase() });
    expect(reused.admId).not.toBe(admId);
    await expect(person({ email })).rejects.toThrow();
    expect(await eventsOf(admId)).toEqual(['accounts.forgot-password', 'accounts.delete']);
  });

  it('refuses every action on a merged account, naming the account it went to', async () => {
    const into = await person();
    const { admId } = await person();
    await t.db.update(accounts).set({ mergedIntoAdmId: into.admId }).where(eq(accounts.admId, admId));
    const res = await call('POST', `/accounts/${admId}/block`, { reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'accounts.merged', params: { mergedIntoAdmId: into.admId } });
    expect(res.json().detail).toContain(into.admId);
    expect((await call('DELETE', `/accounts/${admId}`)).statusCode).toBe(409);
  });
});

describe('the actions view', () => {
  it('says why each action is refused now', async () => {
    const { admId } = await person({ emailVerified: true });
    const view = await call('GET', `/accounts/${admId}/actions`);
    expect(view.statusCode).toBe(200);
    expect(view.json().refusals).toEqual({
      block: null,
      unblock: 'This account is not blocked.',
      forgotPassword: null,
      resendVerificationEmail: 'The e-mail address is already verified.',
      delete: null,
    });
    expect(view.json().account).toMatchObject({ admId, isBlocked: false, emailVerified: true, hasPassword: false });
  });

  // accounts.external-provider is read here from the rules alone: this app runs the embedded provider, so
  // its endpoints never meet it (the refusals test answers every declared kind through the error handler).
  it('refuses passwords and verification when an external provider signs people in', () => {
    const status = {
      admId: 'a',
      email: 'e',
      name: 'n',
      isBlocked: false,
      blockedReason: null,
      blockedAt: null,
      blockedByName: null,
      deletedAt: null,
      mergedIntoAdmId: null,
      emailVerified: false,
      hasPassword: false,
      version: 1,
    };
    const refusals = refusalsFor(status, { callerAdmId: null, externalIssuer: 'https://login.example.com/tenant' });
    expect(refusals.forgotPassword).toBe(
      'Passwords and e-mail verification are handled by the external identity provider (login.example.com), not by Eco.',
    );
    expect(refusals.resendVerificationEmail).toBe(refusals.forgotPassword);
    expect(refusals.block).toBeNull();
  });
});

describe('outbox', () => {
  it('keeps which link each e-mail carries', async () => {
    const { admId, email } = await person();
    const sent = (await call('POST', `/accounts/${admId}/forgotpassword`)).json();
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'password-reset')));
    expect(mail).toMatchObject({ entity: 'account_action', entityId: String(sent.id) });
    expect(mail?.htmlBody).toContain('Choose a new password</a>');
  });
});

describe('sending a link e-mail', () => {
  it('makes the token as the e-mail goes, stored nowhere but its hash; a link cancelled before is not sent', async () => {
    const { admId, email } = await person({ emailVerified: true });
    const first = (await call('POST', `/accounts/${admId}/forgotpassword`)).json();
    const second = (await call('POST', `/accounts/${admId}/forgotpassword`)).json();
    // Only these two are due.
    await t.db
      .update(emailOutbox)
      .set({ state: 'Sent' })
      .where(and(eq(emailOutbox.state, 'Queued'), ne(emailOutbox.toAddress, email)));
    const { sent: handed, received: sent } = await deliverOutbox(t.db);
    expect(handed).toBe(2);

    // The first link was cancelled by the second before its e-mail went: that e-mail is not sent.
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.id);
    expect(rows.map((r) => [r.entityId, r.state])).toEqual([
      [String(first.id), 'Failed'],
      [String(second.id), 'Sent'],
    ]);
    expect(rows[0]?.lastError).toMatch(/^Not sent: its link was cancelled/);
    expect(sent).toHaveLength(1);
    const token = /reset-password\?token=([\w-]+)/.exec(sent[0]?.text ?? '')?.[1] as string;
    expect(token).toHaveLength(43);
    expect(sent[0]?.html).toContain(`reset-password?token=${token}`);
    expect(sent[0]?.to).toEqual([email]);
    // The token is in the message only: the outbox rows keep the placeholder, the link its hash.
    expect(JSON.stringify(rows)).not.toContain(token);
    const links = await linksOf(admId);
    expect(links.map((l) => l.tokenHash)).toEqual([null, hashLinkToken(token)]);
    expect(await checkLink(t.db, 'password-reset', token)).toMatchObject({ ok: true, link: { id: second.id } });
  });
});

describe('LMS webhooks', () => {
  it('queues account.blocked, account.unblocked and account.deleted in the change itself', async () => {
    const [hook] = await t.db
      .insert(lmsWebhooks)
      .values({
        url: 'https://lms.example.test/hooks',
        eventTypes: ['account.blocked', 'account.unblocked', 'account.deleted'],
        secret: 'whsec_actions-test-secret-of-enough-length',
      })
      .returning({ id: lmsWebhooks.id });
    const { admId } = await person();
    await call('POST', `/accounts/${admId}/block`, { reason: 'Webhook test' });
    await call('POST', `/accounts/${admId}/block`, { reason: 'Refused: no second event' });
    await call('POST', `/accounts/${admId}/unblock`, {});
    await call('DELETE', `/accounts/${admId}`);
    const deliveries = await t.db
      .select()
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.webhookId, hook?.id as number), sql`${webhookDeliveries.body} like ${`%${admId}%`}`),
      )
      .orderBy(webhookDeliveries.id);
    expect(deliveries.map((d) => d.eventType)).toEqual(['account.blocked', 'account.unblocked', 'account.deleted']);
    expect(JSON.parse(deliveries[0]?.body ?? '{}').data).toMatchObject({ admId, isBlocked: true });
    await t.db
      .update(lmsWebhooks)
      .set({ active: false })
      .where(eq(lmsWebhooks.id, hook?.id as number));
  });
});
