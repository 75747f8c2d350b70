// The provider's pages behind e-mailed links: /reset-password sets a new password, /verify-email confirms
// an address. GET shows the form (or why the link does not work) and changes nothing; POST uses the link
// once. The token in the form is the proof: a forged post would need it. Posts from another site are
// refused all the same, by the browser's Origin or Sec-Fetch-Site.

import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import { recordAudit } from '../audit.js';
import { hashPassword, passwordProblem } from '../passwords.js';
import { checkLink, type LinkCheck, linkPages, useLink } from './account-links.js';
import { signInClient } from './interactions.js';
import {
  emailVerifiedPage,
  linkRefusedPage,
  passwordSetPage,
  resetPasswordPage,
  verifyEmailPage,
} from './link-pages.js';
import { errorPage, type PageContext } from './pages.js';
import { revokeAccountSessions } from './revoke.js';

export interface LinkPageOptions {
  db: Db;
  page: PageContext;
  /** The console's origin: the only one whose pages may post these forms. */
  origin: string;
}

type LinkRequest = FastifyRequest<{
  Querystring: { token?: string };
  Body: Record<string, string | undefined> | undefined;
}>;

// Tokens are 43 characters; anything far longer is not one of ours.
const tokenOf = (value: unknown) => (typeof value === 'string' && value.length <= 256 ? value : '');

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/** A browser says where a form post came from; one from another site is refused. */
function crossSite(request: FastifyRequest, origin: string): boolean {
  const from = request.headers.origin;
  if (typeof from === 'string' && from !== 'null' && from !== origin) return true;
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site';
}

export function registerLinkPages(app: FastifyInstance, { db, page, origin }: LinkPageOptions) {
  const resetAction = `${page.base}${linkPages['password-reset']}`;
  const verifyAction = `${page.base}${linkPages['email-verification']}`;
  const refused = (reply: FastifyReply, check: LinkCheck & { ok: false }, kind: 'reset' | 'verify') =>
    html(reply, check.reason === 'unknown' ? 404 : 410, linkRefusedPage(page, check.reason, kind));
  const forbiddenPost = (reply: FastifyReply) =>
    html(reply, 403, errorPage(page, 'This form was sent from another site. Open the link from your e-mail again.'));
  const actor = (request: FastifyRequest, admId: string) => ({
    principal: { subject: admId, account: { admId } },
    requestId: request.id,
  });
  const client = (request: FastifyRequest) => {
    const { address, userAgent } = signInClient(request);
    return { address, userAgent: userAgent?.slice(0, 512) ?? null };
  };

  app.get(linkPages['password-reset'], async (request: LinkRequest, reply) => {
    const token = tokenOf(request.query.token);
    const check = await checkLink(db, 'password-reset', token);
    if (!check.ok) return refused(reply, check, 'reset');
    return html(reply, 200, resetPasswordPage(page, { action: resetAction, token, email: check.link.email }));
  });

  app.post(linkPages['password-reset'], async (request: LinkRequest, reply) => {
    if (crossSite(request, origin)) return forbiddenPost(reply);
    const token = tokenOf(request.body?.token);
    const password = String(request.body?.password ?? '');
    const confirm = String(request.body?.confirm ?? '');
    const check = await checkLink(db, 'password-reset', token);
    if (!check.ok) return refused(reply, check, 'reset');
    const form = { action: resetAction, token, email: check.link.email };
    const problem =
      passwordProblem(password, { email: check.link.email }) ??
      (password === confirm ? undefined : 'The two passwords are not the same.');
    if (problem) return html(reply, 400, resetPasswordPage(page, { ...form, error: problem }));

    // Hashing is slow: done before the transaction, which then uses the link and sets the hash at once.
    const passwordHash = await hashPassword(password);
    const used = await db.transaction(async (tx) => {
      const outcome = await useLink(tx as Db, 'password-reset', token);
      if (!outcome.ok) return outcome;
      const { admId, email } = outcome.link;
      await tx
        .update(accounts)
        .set({
          passwordHash,
          // The person proved they read this address's mail.
          emailVerified: sql`${accounts.emailVerified} or lower(${accounts.email}) = lower(${email})`,
          version: sql`${accounts.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(accounts.admId, admId));
      // Whoever knew the old password is signed out everywhere.
      await revokeAccountSessions(tx as Db, admId);
      await recordAudit(tx as Db, actor(request, admId), {
        action: 'identity.password-reset',
        entity: 'account',
        entityId: admId,
        after: { actionId: outcome.link.id, ...client(request) },
      });
      return outcome;
    });
    if (!used.ok) return refused(reply, used, 'reset');
    return html(reply, 200, passwordSetPage(page));
  });

  app.get(linkPages['email-verification'], async (request: LinkRequest, reply) => {
    const token = tokenOf(request.query.token);
    const check = await checkLink(db, 'email-verification', token);
    if (!check.ok) return refused(reply, check, 'verify');
    return html(reply, 200, verifyEmailPage(page, { action: verifyAction, token, email: check.link.email }));
  });

  app.post(linkPages['email-verification'], async (request: LinkRequest, reply) => {
    if (crossSite(request, origin)) return forbiddenPost(reply);
    const token = tokenOf(request.body?.token);
    const outcome = await db.transaction(async (tx): Promise<LinkCheck | { ok: false; reason: 'moved' }> => {
      const used = await useLink(tx as Db, 'email-verification', token);
      if (!used.ok) return used;
      const { admId, email } = used.link;
      // Only the address the link went to: after a change of address, the old link confirms nothing
      // (it is used up all the same, so it cannot confirm a later change back either).
      const changed = await tx
        .update(accounts)
        .set({ emailVerified: true, version: sql`${accounts.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(accounts.admId, admId), eq(sql`lower(${accounts.email})`, email.toLowerCase())))
        .returning({ admId: accounts.admId });
      if (!changed.length) return { ok: false, reason: 'moved' };
      await recordAudit(tx as Db, actor(request, admId), {
        action: 'identity.email-verified',
        entity: 'account',
        entityId: admId,
        after: { email, actionId: used.link.id, ...client(request) },
      });
      return used;
    });
    if (!outcome.ok) {
      if (outcome.reason === 'moved') return html(reply, 409, linkRefusedPage(page, 'moved', 'verify'));
      return refused(reply, outcome, 'verify');
    }
    return html(reply, 200, emailVerifiedPage(page, outcome.link.email));
  });
}
