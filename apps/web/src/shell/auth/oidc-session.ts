// oidc-client-ts set up as spec sections 4, 5 and 9 describe (loaded lazily by session.ts): code flow
// with PKCE S256 only, the user in localStorage keyed by authority and client, the profile from the
// configured source (user-manager.ts), automatic silent renewal with the refresh token, and the
// renewal-failure policy. Library defaults that are the spec's own timings: 1 s expired timer, 5 s
// retry after a renewal timeout, timers polled at most every 5 s, 500 ms popup poll.
import type { ClientConfig } from '@eco/contract';
import { type User, type UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { installRenewalPolicy } from './renewal';
import { applyUser, readStoredUser, type StoredUser, session } from './session';
import { ConsoleUserManager } from './user-manager';

let instance: UserManager | null = null;

export function manager(): UserManager {
  if (!instance) throw new Error('oidc-client-ts is not started');
  return instance;
}

export function settingsFor(config: ClientConfig, origin: string) {
  const store = new WebStorageStateStore({ store: window.localStorage });
  return {
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    scope: config.oidc.scope,
    response_type: 'code',
    redirect_uri: `${origin}/authCallback`,
    silent_redirect_uri: `${origin}/authSilentRenew`,
    post_logout_redirect_uri: `${origin}/`,
    userStore: store,
    stateStore: store,
    automaticSilentRenew: true,
    silentRequestTimeoutInSeconds: 15,
    accessTokenExpiringNotificationTimeInSeconds: 120,
    staleStateAgeInSeconds: 900,
    monitorSession: false,
    checkSessionIntervalInSeconds: 2,
    validateSubOnSilentRenew: true,
  } as const;
}

export function start(config: ClientConfig): UserManager {
  if (instance) return instance;
  const userManager = new ConsoleUserManager(settingsFor(config, window.location.origin), config.oidc.profileSource);
  instance = userManager;
  const toStored = (user: User) => user as unknown as StoredUser;
  userManager.events.addUserLoaded((user) => applyUser(toStored(user), 'signedIn'));
  // No reaction to the stored user being removed: the renewal modal removes it when a renewal fails
  // (under load: a timeout, a 503), and the page must stay as the person had it, capabilities and Go to
  // included, so they can keep their work as the modal advises; the next screen signs in again. Signing
  // out leaves the page, and a refused token is forgotten with forgetUser, which resets the session.
  userManager.events.addAccessTokenExpiring(() => {
    const current = session.get();
    if (current.status === 'signedIn') session.set({ ...current, status: 'renewing' });
  });
  installRenewalPolicy(userManager, {
    readStoredUser: () => readStoredUser(config),
    initialExpiresAt: readStoredUser(config)?.expires_at,
  });
  // Arms the expiring/expired timers for a user stored by an earlier page load. A token that expired
  // meanwhile (a slow first screen) is renewed at once by those timers: the page keeps its person until
  // then rather than read as signed out.
  void userManager.getUser().then((user) => {
    if (user && !user.expired) applyUser(toStored(user));
  });
  void userManager.clearStaleState();
  return userManager;
}

/** Answers the hidden silent-renew frame: hands the response to the parent page, renews nothing itself. */
export async function completeSilentRenewFrame(config: ClientConfig): Promise<void> {
  const frameManager = new ConsoleUserManager(
    { ...settingsFor(config, window.location.origin), automaticSilentRenew: false },
    config.oidc.profileSource,
  );
  await frameManager.signinCallback();
}

/** Completes the redirect sign-in at /authCallback. */
export async function completeSignIn(): Promise<User | undefined> {
  return (await manager().signinCallback()) ?? undefined;
}
