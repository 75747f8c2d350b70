// The sign-in page's events in the audit trail: signed in, failed, throttled, signed out, each with the
// client's address and user agent, for the user-interaction report. Never the password.
import type { Db } from '../../db/client.js';
import { recordAudit } from '../audit.js';
import type { SignInFailure } from './accounts.js';
import type { ThrottleScope } from './rate-limit.js';

/** Where an attempt came from: the address the trusted proxy saw (or the socket's) and the browser. */
export interface SignInClient {
  address: string;
  userAgent: string | null;
  requestId: string | null;
}

type Event =
  | { kind: 'signed-in'; admId: string; email: string }
  | { kind: 'failed'; email: string; reason: SignInFailure; admId: string | null }
  | { kind: 'throttled'; email: string; scope: ThrottleScope; waitSeconds: number }
  | {
      kind: 'signed-out';
      admId: string /** The provider's session ended too, not only the console's. */;
      everywhere: boolean;
    };

// A user agent is the caller's text: kept, but not without bound.
const clientOf = (client: SignInClient) => ({
  address: client.address,
  userAgent: client.userAgent?.slice(0, 512) ?? null,
});

const emailKey = (email: string) => email.trim().toLowerCase();

export async function auditSignIn(db: Db, client: SignInClient, event: Event): Promise<void> {
  const actor = (admId: string | null) => ({
    principal: admId ? { subject: admId, account: { admId } } : null,
    requestId: client.requestId,
  });
  switch (event.kind) {
    case 'signed-in':
      return recordAudit(db, actor(event.admId), {
        action: 'identity.sign-in',
        entity: 'account',
        entityId: event.admId,
        after: { email: event.email, ...clientOf(client) },
      });
    case 'signed-out':
      return recordAudit(db, actor(event.admId), {
        action: 'identity.sign-out',
        entity: 'account',
        entityId: event.admId,
        after: { everywhere: event.everywhere, ...clientOf(client) },
      });
    case 'failed':
      // Nobody is known to have acted: the account the e-mail names, if any, is what was tried.
      return recordAudit(db, actor(null), {
        action: 'identity.sign-in-failed',
        entity: 'sign-in',
        entityId: emailKey(event.email),
        after: { email: event.email, reason: event.reason, admId: event.admId, ...clientOf(client) },
      });
    case 'throttled':
      return recordAudit(db, actor(null), {
        action: 'identity.sign-in-throttled',
        entity: 'sign-in',
        entityId: emailKey(event.email),
        after: { email: event.email, limit: event.scope, waitSeconds: event.waitSeconds, ...clientOf(client) },
      });
  }
}
