// Closed accounts and e-mailed links through the whole app: a blocked or deleted account fails on the real
// sign-in page and its refresh token stops at the next refresh; a deleted account's e-mail serves a new
// account; the reset e-mail reaches a real SMTP server and its link sets a password once, its token kept
// nowhere in the database (made as the e-mail is sent, only its hash stored); expired and
// cancelled links are refused; the verification link confirms the address.
import { and, asc, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { accountActionRows, accounts, auditEvents, emailOutbox } from '../../db/schema/index.js';
import type { TestApp } from '../../testing/harness.js';
import { discover, type SignInTokens, signIn } from '../../testing/sign-in.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';
import { startTestSmtp, type TestSmtp, waitFor } from '../../testing/smtp.js';
import { hashPassword } from '../passwords.js';
import { hashLinkToken } from './account-links.js';

const OLD_PASSWORD = 'an old password of mine';
const NEW_PASSWORD = 'a brand new passphrase';

let smtp: TestSmtp;
let t: TestApp;
let support: SignedIn;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());
signedInApp(
  'support@example.com',
  (app, headers) => {
    t = app;
    support = headers;
  },
  () => ({ SMTP_URL: smtp.url, MAIL_POLL_MS: '50' }),
);

let serial = 0;
async function person(emailVerified = false) {
  serial += 1;
  const email = `closed-${serial}@learners.test`;
  const [row] = await t.db
    .insert(accounts)
    .values({
      email,
      firstName: 'Robin',
      lastName: `Reader ${serial}`,
      emailVerified,
      passwordHash: await hashPassword(OLD_PASSWORD),
    })
    .returning({ admId: accounts.admId });
  return { admId: (row as { admId: string }).admId, email };
}

const signInAs = (email: string, password = OLD_PASSWORD) =>
  signIn(t.baseUrl, {
    email,
    password,
    clientId: t.config.clientId,
    redirectUri: `${t.config.publicUrl}/authCallback`,
  });
const refresh = async (tokens: SignInTokens) =>
  oidc.refreshTokenGrant(await discover(t.config.issuer, t.config.clientId), tokens.refreshToken);
const api = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: support, ...(payload ? { payload } : {}) });
const failuresOf = async (email: string) =>
  (await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, email)).orderBy(asc(auditEvents.id))).map(
    (e) => (e.after as { reason: string }).reason,
  );

async function linkIn(email: string, page: string) {
  const mail = await waitFor(() => smtp.received.filter((m) => m.to.includes(email)).at(-1));
  const match = new RegExp(`(https?://[^\\s"<]+/idp/${page}\\?token=[\\w-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${page} link in the e-mail`);
  return { url: match[1], token: new URL(match[1]).searchParams.get('token') as string, subject: mail.subject };
}

/** The tables with a row whose text (every column) holds `text`. */
async function tablesHolding(text: string): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const holding: string[] = [];
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(name)} r where strpos(r::text, ${text}) > 0`,
    );
    if (row?.n) holding.push(name);
  }
  return holding;
}

const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}/idp/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
const alertOf = (html: string) => /role="alert">([^<]*)</.exec(html)?.[1];

describe('a blocked account', () => {
  it('fails on the sign-in page, and its refresh token stops at the next refresh', async () => {
    const { admId, email } = await person();
    const tokens = await signInAs(email);
    await refresh(tokens).then((r) => expect(r.access_token).toBeTruthy());
    const rotated = await signInAs(email);

    expect((await api('POST', `/accounts/${admId}/block`, { reason: 'Shared their login' })).statusCode).toBe(200);
    await expect(refresh(rotated)).rejects.toMatchObject({ error: 'invalid_grant' });
    // The same words as any failure: the page tells nobody that the account exists.
    await expect(signInAs(email)).rejects.toThrow('sign-in failed (401): Incorrect email or password.');
    expect(await failuresOf(email)).toEqual(['blocked']);

    expect((await api('POST', `/accounts/${admId}/unblock`, {})).statusCode).toBe(200);
    await expect(signInAs(email)).resolves.toMatchObject({ refreshToken: expect.any(String) });
  });
});

describe('a deleted account', () => {
  it('fails to sign in, its refresh token stops, and its e-mail serves a new account', async () => {
    const { admId, email } = await person();
    const tokens = await signInAs(email);
    expect((await api('DELETE', `/accounts/${admId}`)).statusCode).toBe(200);
    await expect(refresh(tokens)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(signInAs(email)).rejects.toThrow('Incorrect email or password.');
    expect(await failuresOf(email)).toEqual(['deleted']);

    // A new account with the same address signs in as itself, not as the deleted one.
    const [fresh] = await t.db
      .insert(accounts)
      .values({ email, firstName: 'Robin', lastName: 'Again', passwordHash: await hashPassword(NEW_PASSWORD) })
      .returning({ admId: accounts.admId });
    const again = await signInAs(email, NEW_PASSWORD);
    expect(decodeJwt(again.accessToken).sub).toBe(fresh?.admId);
  });

  it('a merged account cannot sign in either', async () => {
    const into = await person();
    const { email } = await person();
    await t.db.update(accounts).set({ mergedIntoAdmId: into.admId }).where(eq(accounts.email, email));
    await expect(signInAs(email)).rejects.toThrow('Incorrect email or password.');
    expect(await failuresOf(email)).toEqual(['merged']);
  });
});

describe('the password reset link', () => {
  it('arrives by e-mail, sets a new password once, and signs the person out everywhere', async () => {
    const { admId, email } = await person();
    const before = await signInAs(email);
    expect((await api('POST', `/accounts/${admId}/forgotpassword`)).statusCode).toBe(200);
    const link = await linkIn(email, 'reset-password');
    expect(link.subject).toBe(`Set a new password for ${t.config.productName} Eco`);
    expect(link.url.startsWith(`${t.config.issuer}/reset-password?token=`)).toBe(true);
    // The token is in the e-mail and nowhere in the database: the outbox row keeps a placeholder, the
    // link's row only the token's hash.
    expect(await tablesHolding(link.token)).toEqual([]);
    const queued = await waitFor(async () => {
      const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      return row?.state === 'Sent' ? row : undefined;
    });
    expect(queued?.textBody).toContain('/reset-password?token=link-token-made-at-send');
    const [action] = await t.db.select().from(accountActionRows).where(eq(accountActionRows.admId, admId));
    expect(action?.tokenHash).toBe(hashLinkToken(link.token));

    const page = await fetch(link.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<label for="password">New password</label>');
    expect(html).toContain(email);

    // A weak or mistyped password is refused on the page, and the link still works.
    const short = await post('reset-password', { token: link.token, password: 'short', confirm: 'short' });
    expect(short.status).toBe(400);
    expect(alertOf(await short.text())).toBe('Use at least 12 characters.');
    const mismatch = await post('reset-password', { token: link.token, password: NEW_PASSWORD, confirm: 'other' });
    expect(alertOf(await mismatch.text())).toBe('The two passwords are not the same.');
    // A post from another site is refused whatever it carries.
    const forged = await post(
      'reset-password',
      { token: link.token, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    await forged.text();

    const done = await post('reset-password', { token: link.token, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your password is changed');
    await expect(refresh(before)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(signInAs(email)).rejects.toThrow('Incorrect email or password.');
    await expect(signInAs(email, NEW_PASSWORD)).resolves.toMatchObject({ accessToken: expect.any(String) });

    // The second use is refused, on the page and on the form.
    const reopened = await fetch(link.url);
    expect(reopened.status).toBe(410);
    expect(alertOf(await reopened.text())).toBe('This link has already been used. Each link works once.');
    const reused = await post('reset-password', { token: link.token, password: OLD_PASSWORD, confirm: OLD_PASSWORD });
    expect(reused.status).toBe(410);
    await reused.text();
    await expect(signInAs(email, NEW_PASSWORD)).resolves.toBeTruthy();

    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'identity.password-reset'), eq(auditEvents.entityId, admId)));
    expect(event).toMatchObject({ actorAdmId: admId, entityId: admId });
    expect(event?.after).toMatchObject({ address: '127.0.0.1' });
    expect((await t.db.select().from(accounts).where(eq(accounts.admId, admId)))[0]?.emailVerified).toBe(true);
  });

  it('refuses an expired link and a cancelled one, and an unknown token', async () => {
    const { admId, email } = await person();
    const sent = (await api('POST', `/accounts/${admId}/forgotpassword`)).json();
    const expired = await linkIn(email, 'reset-password');
    await t.db
      .update(accountActionRows)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(accountActionRows.id, sent.id));
    const page = await fetch(expired.url);
    expect(page.status).toBe(410);
    expect(alertOf(await page.text())).toBe('This link has expired.');
    const late = await post('reset-password', { token: expired.token, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(late.status).toBe(410);
    await late.text();

    const next = (await api('POST', `/accounts/${admId}/forgotpassword`)).json();
    const cancelledLink = await waitFor(async () => {
      const l = await linkIn(email, 'reset-password');
      return l.token !== expired.token ? l : undefined;
    });
    expect((await api('DELETE', `/accounts/action/${next.id}`)).statusCode).toBe(200);
    const refused = await post('reset-password', {
      token: cancelledLink.token,
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expect(refused.status).toBe(410);
    expect(alertOf(await refused.text())).toMatch(/^This link was cancelled/);
    await expect(signInAs(email)).resolves.toBeTruthy();

    const unknown = await fetch(`${t.config.issuer}/reset-password?token=nothing-like-a-token`);
    expect(unknown.status).toBe(404);
    await unknown.text();
  });
});

describe('the verification link', () => {
  it('shows a button first, then marks the address verified, once', async () => {
    const { admId, email } = await person(false);
    expect((await api('POST', `/accounts/${admId}/resend-verification-email`)).statusCode).toBe(200);
    const link = await linkIn(email, 'verify-email');
    const page = await fetch(link.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirm my address</button>');
    // Opening the link (a mail scanner does) changes nothing.
    const [unchanged] = await t.db.select().from(accounts).where(eq(accounts.admId, admId));
    expect(unchanged?.emailVerified).toBe(false);

    const confirmed = await post('verify-email', { token: link.token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('is confirmed');
    const [row] = await t.db.select().from(accounts).where(eq(accounts.admId, admId));
    expect(row?.emailVerified).toBe(true);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'identity.email-verified'), eq(auditEvents.entityId, admId)));
    expect(event).toMatchObject({ entityId: admId, after: expect.objectContaining({ email }) });
    const again = await post('verify-email', { token: link.token });
    expect(again.status).toBe(410);
    await again.text();
  });
});
