// Wires the renewal-failure policy (renewal-policy.ts) to oidc-client-ts's events, and shows the
// Authentication Renewal modal (via eco.auth.refresh_needed) when the policy says so.
import type { UserManager } from 'oidc-client-ts';
import { emit, REFRESH_NEEDED } from '../../lib/events';
import {
  decideAfterRecheck,
  decideOnRenewError,
  initialRenewalState,
  onRenewed,
  type RenewalState,
  type RenewalStep,
} from './renewal-policy';
import { applyUser, type StoredUser } from './session';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Deps {
  /** The user as stored now (possibly renewed by another tab), read without re-arming timers. */
  readStoredUser(): StoredUser | null;
  /** Expiry of the token this tab holds. */
  initialExpiresAt: number | undefined;
}

export function installRenewalPolicy(userManager: UserManager, deps: Deps): void {
  let state: RenewalState = initialRenewalState;
  let knownExpiresAt = deps.initialExpiresAt;

  const perform = async (step: RenewalStep, error: unknown): Promise<void> => {
    switch (step.kind) {
      case 'ignore':
        return;
      case 'modal':
        // Showing the modal removes the stored user and ends renewal (spec section 4).
        userManager.stopSilentRenew();
        await userManager.removeUser().catch(() => {});
        emit(REFRESH_NEEDED, { message: step.message });
        return;
      case 'retryNetwork': {
        await sleep(step.delayMs);
        // Reloading the user re-arms the expiring timer, which renews again; an already expired token
        // arms no such timer, so that case renews directly.
        const user = await userManager.getUser();
        if (user?.expired) await userManager.signinSilent().catch(onError);
        return;
      }
      case 'recheckAfterInvalidRefreshToken': {
        await sleep(step.delayMs);
        const reloaded = deps.readStoredUser();
        const [next, after] = decideAfterRecheck(state, knownExpiresAt, reloaded, error);
        state = next;
        if (after.kind === 'ignore' && reloaded && !state.stopped) {
          // Another tab renewed: continue with its token and re-arm the timers from it.
          knownExpiresAt = reloaded.expires_at;
          applyUser(reloaded);
          await userManager.getUser();
          return;
        }
        return perform(after, error);
      }
    }
  };

  const onError = (error: unknown): Promise<void> => {
    const [next, step] = decideOnRenewError(state, error);
    state = next;
    return perform(step, error);
  };

  userManager.events.addSilentRenewError((error) => void onError(error));
  userManager.events.addUserLoaded((user) => {
    knownExpiresAt = user.expires_at;
    state = onRenewed(state);
  });
}
