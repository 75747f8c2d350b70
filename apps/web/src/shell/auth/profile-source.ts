// Where the signed-in person's claims come from (OIDC_PROFILE_SOURCE), as pure decisions: the userinfo
// endpoint (spec section 5), the ID token, or userinfo where the provider accepts the access token there
// and the ID token's claims where it refuses it (providers that issue access tokens for the API only).
import type { ProfileSource } from '@eco/contract';

export type Claims = Record<string, unknown> & { sub: string };

/** What the userinfo endpoint answered, read from its status and JSON body. */
export type UserinfoAnswer =
  | { kind: 'claims'; claims: Record<string, unknown> }
  /** 401 or 403 (RFC 6750 §3.1): the provider does not accept this access token for userinfo. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string }
  /** The provider advertises no userinfo endpoint. */
  | { kind: 'none' };

/** oidc-client-ts's default protocol claims, never part of a profile. */
const PROTOCOL_CLAIMS = ['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash'];

export const SUBJECT_MISMATCH = 'subject from UserInfo response does not match subject in ID Token';

export function asksUserinfo(source: ProfileSource): boolean {
  return source !== 'id_token';
}

function oauthError(body: unknown): { error?: string; description?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const { error, error_description } = body as { error?: unknown; error_description?: unknown };
  return {
    ...(typeof error === 'string' && error ? { error } : {}),
    ...(typeof error_description === 'string' && error_description ? { description: error_description } : {}),
  };
}

export function readUserinfoAnswer(status: number, statusText: string, body: unknown): UserinfoAnswer {
  const { error, description } = oauthError(body);
  const message = description ?? error ?? `${statusText || 'userinfo request failed'} (${status})`;
  if (status >= 200 && status < 300) {
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      return { kind: 'claims', claims: body as Record<string, unknown> };
    }
    return { kind: 'failed', message: 'The userinfo response is not a JSON object' };
  }
  // Some providers answer a refused token with 400 and the RFC 6750 error codes.
  const refusedCode = error === 'invalid_token' || error === 'insufficient_scope';
  if (status === 401 || status === 403 || refusedCode) return { kind: 'refused', message };
  return { kind: 'failed', message };
}

/**
 * The profile to keep: the ID token's claims, completed by userinfo's when it answered (its subject
 * must be the ID token's). With `auto`, a refused token or no endpoint keeps the ID token's claims;
 * with `userinfo`, either fails the sign-in or renewal, as does any other failure in both modes.
 */
export function completeProfile<P extends Claims>(source: ProfileSource, idTokenProfile: P, answer: UserinfoAnswer): P {
  switch (answer.kind) {
    case 'claims': {
      if (answer.claims.sub !== idTokenProfile.sub) throw new Error(SUBJECT_MISMATCH);
      const extra = Object.entries(answer.claims).filter(([name]) => !PROTOCOL_CLAIMS.includes(name));
      return { ...idTokenProfile, ...Object.fromEntries(extra) };
    }
    case 'refused':
      if (source === 'auto') return idTokenProfile;
      throw new Error(answer.message);
    case 'none':
      if (source === 'auto') return idTokenProfile;
      throw new Error('The identity provider has no userinfo endpoint');
    case 'failed':
      throw new Error(answer.message);
  }
}
