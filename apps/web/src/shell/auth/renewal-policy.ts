// What to do when silent renewal fails: spec section 4's policy with section 9's timings, as pure
// decisions (the wiring in renewal.ts performs them). Policy:
// - a network failure (failed to fetch, load failed, networkerror) not yet retried: wait 10 s, reload
//   the user (which re-arms renewal);
// - a message saying the refresh_token is invalid: wait 2 s, reload the user; if its expiry is unchanged
//   or there is no user, show the renewal modal, otherwise continue with the new token (another tab
//   renewed first: the user lives in localStorage, shared by tabs);
// - anything else: the modal with the error's message (or 'network error').
// Showing the modal stops any further renew-error handling. A successful renewal clears the retry
// mark, so each outage gets its one retry.

export const NETWORK_RETRY_MS = 10_000;
export const REFRESH_TOKEN_RETRY_MS = 2_000;

export interface RenewalState {
  networkRetried: boolean;
  /** The modal was shown: ignore every later error. */
  stopped: boolean;
}

export const initialRenewalState: RenewalState = { networkRetried: false, stopped: false };

export type RenewalStep =
  | { kind: 'ignore' }
  | { kind: 'retryNetwork'; delayMs: number }
  | { kind: 'recheckAfterInvalidRefreshToken'; delayMs: number }
  | { kind: 'modal'; message: string };

const networkFailure = /failed to fetch|load failed|networkerror/i;
const refreshTokenInvalid = /refresh_token.*invalid|invalid.*refresh_token/i;

export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message || 'network error';
}

/**
 * Whether the identity provider refused the refresh token. The OAuth error for that is invalid_grant
 * (RFC 6749 §5.2); some providers only say it in words ("refresh_token is invalid").
 */
function isInvalidRefreshToken(error: unknown): boolean {
  if (refreshTokenInvalid.test(errorMessage(error))) return true;
  return typeof error === 'object' && error !== null && (error as { error?: unknown }).error === 'invalid_grant';
}

export function decideOnRenewError(state: RenewalState, error: unknown): [RenewalState, RenewalStep] {
  if (state.stopped) return [state, { kind: 'ignore' }];
  const message = errorMessage(error);
  if (networkFailure.test(message) && !state.networkRetried) {
    return [
      { ...state, networkRetried: true },
      { kind: 'retryNetwork', delayMs: NETWORK_RETRY_MS },
    ];
  }
  if (isInvalidRefreshToken(error)) {
    return [state, { kind: 'recheckAfterInvalidRefreshToken', delayMs: REFRESH_TOKEN_RETRY_MS }];
  }
  return [
    { ...state, stopped: true },
    { kind: 'modal', message },
  ];
}

/** After the 2 s wait: continue only if the reloaded user's expiry moved (someone renewed it). */
export function decideAfterRecheck(
  state: RenewalState,
  previousExpiresAt: number | undefined,
  reloaded: { expires_at?: number | undefined } | null,
  error: unknown,
): [RenewalState, RenewalStep] {
  if (state.stopped) return [state, { kind: 'ignore' }];
  if (!reloaded || reloaded.expires_at === previousExpiresAt) {
    return [
      { ...state, stopped: true },
      { kind: 'modal', message: errorMessage(error) },
    ];
  }
  return [state, { kind: 'ignore' }];
}

export function onRenewed(state: RenewalState): RenewalState {
  return state.stopped ? state : { ...state, networkRetried: false };
}
