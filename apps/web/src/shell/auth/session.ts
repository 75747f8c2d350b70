// The signed-in session as the shell sees it: who is signed in, the API credential, and sign-in and
// sign-out. oidc-client-ts is loaded lazily (oidc-session.ts): the first screen only needs the user it
// stored, which this module reads directly, so the library stays out of the first load.
import type { ClientConfig } from '@eco/contract';
import { setApiToken } from '../../lib/api';
import { clearDrafts } from '../../lib/form/draft';
import { person } from '../../lib/person';
import { queryClient } from '../../lib/query-client';
import { createStore } from '../../lib/store';
import { loadClientConfig } from './client-config';

export type SessionStatus = 'signedOut' | 'signedIn' | 'renewing';

export interface Identity {
  sub: string;
  name: string;
  email: string;
}

export interface SessionState {
  status: SessionStatus;
  identity: Identity | null;
}

export const session = createStore<SessionState>({ status: 'signedOut', identity: null });

/** The parts of oidc-client-ts's stored user (its JSON in localStorage) the shell reads. */
export interface StoredUser {
  access_token: string;
  expires_at?: number | undefined;
  profile: { sub: string; email?: string; given_name?: string; family_name?: string; name?: string };
}

/** oidc-client-ts's key: the user is stored per authority and client (spec section 3). */
export function userStorageKey(config: ClientConfig): string {
  return `oidc.user:${config.oidc.authority}:${config.oidc.clientId}`;
}

export function isExpired(user: Pick<StoredUser, 'expires_at'>, nowSeconds = Date.now() / 1000): boolean {
  return user.expires_at !== undefined && user.expires_at <= nowSeconds;
}

export function readStoredUser(config: ClientConfig): StoredUser | null {
  try {
    const raw = localStorage.getItem(userStorageKey(config));
    const user = raw ? (JSON.parse(raw) as StoredUser) : null;
    return user?.access_token && user.profile?.sub ? user : null;
  } catch {
    return null;
  }
}

export function identityOf(user: StoredUser): Identity {
  const { sub, email, given_name, family_name, name } = user.profile;
  const full = [given_name, family_name].filter(Boolean).join(' ') || name || email || sub;
  return { sub, name: full, email: email ?? '' };
}

/** Logged in: a user exists and is not expired; then its token is the API credential (spec section 4). */
export function applyUser(user: StoredUser | null, status?: SessionStatus): void {
  if (user && !isExpired(user)) {
    setApiToken(user.access_token);
    person.set(user.profile.sub);
    const current = session.get();
    const next = status ?? (current.status === 'renewing' ? 'renewing' : 'signedIn');
    const identity = identityOf(user);
    const same =
      current.status === next &&
      current.identity?.sub === identity.sub &&
      current.identity.name === identity.name &&
      current.identity.email === identity.email;
    if (!same) session.set({ status: next, identity });
  } else {
    setApiToken(null);
    person.set(null);
    session.set({ status: 'signedOut', identity: null });
    // The profile is reset when nobody is signed in (spec section 3).
    queryClient.removeQueries({ queryKey: ['profile'] });
  }
}

type OidcSession = typeof import('./oidc-session');
let oidc: Promise<OidcSession> | null = null;

/** Loads oidc-client-ts and starts automatic silent renewal (once). */
export function loadOidc(): Promise<OidcSession> {
  oidc ??= Promise.all([import('./oidc-session'), loadClientConfig()]).then(([module, config]) => {
    module.start(config);
    return module;
  });
  oidc.catch(() => {
    oidc = null;
  });
  return oidc;
}

export async function currentUser(): Promise<StoredUser | null> {
  const config = await loadClientConfig();
  return readStoredUser(config);
}

/** Starts the sign-in redirect, saving the address to come back to; never resolves (the page leaves). */
export async function signIn(returnTo: string): Promise<never> {
  const { manager } = await loadOidc();
  await manager().signinRedirect({ state: returnTo });
  return new Promise<never>(() => {});
}

const SIGNED_OUT_KEY = 'eco.signedOut';
/** How long after signing out the origin root says 'You have signed out' rather than asking to sign in. */
const SIGNED_OUT_NOTICE_MS = 10 * 60_000;

/**
 * Signs out at the identity provider, which returns to the origin root; the guard then shows 'You have
 * signed out' (once) instead of the provider's sign-in form. Drafts of unsaved forms go too.
 */
export async function signOut(): Promise<void> {
  const { manager } = await loadOidc();
  clearDrafts();
  sessionStorage.setItem(SIGNED_OUT_KEY, String(Date.now()));
  await manager().signoutRedirect();
}

/** True once right after a sign-out of this tab (the mark is then gone). */
export function takeSignedOutMark(now = Date.now()): boolean {
  try {
    const at = Number(sessionStorage.getItem(SIGNED_OUT_KEY));
    sessionStorage.removeItem(SIGNED_OUT_KEY);
    return at > 0 && now - at < SIGNED_OUT_NOTICE_MS;
  } catch {
    return false;
  }
}

/** Forgets the stored user (a rejected token): the next guarded screen signs in again. */
export async function forgetUser(): Promise<void> {
  const { manager } = await loadOidc();
  await manager().removeUser();
  applyUser(null);
}
