// Our side of the provider's interactions: the sign-in form (GET/POST /idp/interaction/:uid), its
// cancel path, and silent consent for the first-party console. Never a consent screen.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction, Provider } from 'oidc-provider';
import type { Db } from '../../db/client.js';
import { checkCredentials, recordSignIn } from './accounts.js';
import { errorPage, type PageContext, signInPage } from './pages.js';
import { recordSuccess, reserveAttempt, type SignInLimits } from './rate-limit.js';
import { auditSignIn, type SignInClient } from './sign-in-audit.js';

export const INVALID_CREDENTIALS = 'Incorrect email or password.';

export interface InteractionOptions {
  provider: Provider;
  db: Db;
  page: PageContext;
  limits: SignInLimits;
}

type UidRequest = FastifyRequest<{ Params: { uid: string }; Body: Record<string, string | undefined> }>;

export const TOO_MANY_ATTEMPTS = 'Too many attempts.';

/** Where a request to the provider came from, as the audit trail records it. */
export function signInClient(request: FastifyRequest): SignInClient {
  const agent = request.headers['user-agent'];
  return { address: request.ip, userAgent: typeof agent === 'string' ? agent : null, requestId: request.id };
}

export async function registerInteractions(app: FastifyInstance, { provider, db, page, limits }: InteractionOptions) {
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  // The interaction cookie is SameSite=Lax and scoped to this uid's path, so a missing or foreign
  // interaction means an expired tab or a forged post: both get a page that leads back to the console.
  async function load(request: UidRequest, reply: FastifyReply): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      if (interaction.uid === request.params.uid) return interaction;
    } catch (error) {
      if ((error as { name?: string }).name !== 'SessionNotFound') throw error;
    }
    html(
      reply,
      400,
      errorPage(page, 'This sign-in page has expired. Start again from the console.', 'session_not_found'),
    );
    return undefined;
  }

  async function finish(request: UidRequest, reply: FastifyReply, result: Record<string, unknown>) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.code(303).header('cache-control', 'no-store').redirect(returnTo);
  }

  /** Records what the first-party client needs in its grant and goes on, instead of asking. */
  async function consent(request: UidRequest, reply: FastifyReply, interaction: Interaction) {
    const accountId = interaction.session?.accountId;
    const clientId = interaction.params.client_id;
    if (!accountId || !clientId) return html(reply, 400, errorPage(page, 'The sign-in request is incomplete.'));
    const grant = interaction.grantId
      ? ((await provider.Grant.find(interaction.grantId)) ?? new provider.Grant({ accountId, clientId }))
      : new provider.Grant({ accountId, clientId });
    const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = interaction.prompt.details;
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    const grantId = await grant.save();
    return finish(request, reply, { consent: { grantId } });
  }

  app.get('/interaction/:uid', async (request: UidRequest, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return reply;
    if (interaction.prompt.name === 'consent') return consent(request, reply, interaction);
    const hint = interaction.params.login_hint;
    return html(reply, 200, signInPage(page, { uid: interaction.uid, email: typeof hint === 'string' ? hint : '' }));
  });

  app.post('/interaction/:uid', async (request: UidRequest, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return reply;
    if (interaction.prompt.name !== 'login') return consent(request, reply, interaction);

    const email = String(request.body?.email ?? '')
      .trim()
      .slice(0, 320);
    const password = String(request.body?.password ?? '').slice(0, 1024);
    const form = { uid: interaction.uid, email };
    if (!email || !password) {
      return html(reply, 400, signInPage(page, { ...form, error: 'Enter your email and password.' }));
    }

    // The attempt is counted before the password is checked, so guesses sent together cannot all
    // slip through; a refusal is answered without checking it.
    const client = signInClient(request);
    const attempt = { email, address: client.address };
    const reservation = await reserveAttempt(db, attempt, limits);
    if (!reservation.allowed) {
      const wait = reservation.waitSeconds;
      if (reservation.firstRefusal) {
        await auditSignIn(db, client, { kind: 'throttled', email, scope: reservation.scope, waitSeconds: wait });
      }
      reply.header('retry-after', String(wait));
      return html(reply, 429, signInPage(page, { ...form, error: TOO_MANY_ATTEMPTS, retryAfter: wait }));
    }

    const check = await checkCredentials(db, email, password);
    if (!check.ok) {
      await auditSignIn(db, client, { kind: 'failed', email, reason: check.reason, admId: check.admId });
      // One message whatever went wrong: it must not tell whether the e-mail has an account.
      const wait = reservation.waitAfterFailure;
      return html(reply, 401, signInPage(page, { ...form, error: INVALID_CREDENTIALS, retryAfter: wait }));
    }

    await recordSuccess(db, attempt, reservation);
    await recordSignIn(db, check.admId);
    await auditSignIn(db, client, { kind: 'signed-in', admId: check.admId, email });
    return finish(request, reply, { login: { accountId: check.admId, amr: ['pwd'] } });
  });

  // Cancel: the console receives error=access_denied at its redirect URI and decides what to show.
  app.post('/interaction/:uid/abort', async (request: UidRequest, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return reply;
    return finish(request, reply, { error: 'access_denied', error_description: 'The person cancelled the sign-in.' });
  });
}
