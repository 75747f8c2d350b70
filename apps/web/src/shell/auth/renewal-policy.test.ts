import { describe, expect, it } from 'vitest';
import {
  decideAfterRecheck,
  decideOnRenewError,
  initialRenewalState,
  NETWORK_RETRY_MS,
  onRenewed,
  REFRESH_TOKEN_RETRY_MS,
} from './renewal-policy';

const invalidGrant = Object.assign(new Error('grant request is invalid'), { error: 'invalid_grant' });

describe('silent renew failure policy (spec sections 4 and 9)', () => {
  it.each(['Failed to fetch', 'Load failed', 'NetworkError when attempting to fetch resource.'])(
    'retries a network failure (%s) once after 10 s',
    (message) => {
      const [state, step] = decideOnRenewError(initialRenewalState, new TypeError(message));
      expect(step).toEqual({ kind: 'retryNetwork', delayMs: 10_000 });
      expect(NETWORK_RETRY_MS).toBe(10_000);
      const [, second] = decideOnRenewError(state, new TypeError(message));
      expect(second).toEqual({ kind: 'modal', message });
    },
  );

  it('gives each outage its retry again after a successful renewal', () => {
    const [retried] = decideOnRenewError(initialRenewalState, new TypeError('Failed to fetch'));
    const [, step] = decideOnRenewError(onRenewed(retried), new TypeError('Failed to fetch'));
    expect(step.kind).toBe('retryNetwork');
  });

  it('rechecks after 2 s when the refresh token is invalid, by message or by invalid_grant', () => {
    for (const error of [new Error('refresh_token is invalid'), invalidGrant]) {
      const [, step] = decideOnRenewError(initialRenewalState, error);
      expect(step).toEqual({ kind: 'recheckAfterInvalidRefreshToken', delayMs: 2_000 });
    }
    expect(REFRESH_TOKEN_RETRY_MS).toBe(2_000);
  });

  it('continues when the reloaded user has a new expiry, else shows the modal', () => {
    const s = initialRenewalState;
    expect(decideAfterRecheck(s, 100, { expires_at: 160 }, invalidGrant)[1]).toEqual({ kind: 'ignore' });
    expect(decideAfterRecheck(s, 100, { expires_at: 100 }, invalidGrant)[1]).toEqual({
      kind: 'modal',
      message: 'grant request is invalid',
    });
    const [stopped, step] = decideAfterRecheck(s, 100, null, invalidGrant);
    expect(step.kind).toBe('modal');
    expect(stopped.stopped).toBe(true);
  });

  it("shows the modal for anything else, with the message or 'network error'", () => {
    expect(decideOnRenewError(initialRenewalState, new Error('login_required'))[1]).toEqual({
      kind: 'modal',
      message: 'login_required',
    });
    expect(decideOnRenewError(initialRenewalState, new Error(''))[1]).toEqual({
      kind: 'modal',
      message: 'network error',
    });
  });

  it('stops handling errors once the modal was shown', () => {
    const [stopped] = decideOnRenewError(initialRenewalState, new Error('boom'));
    expect(decideOnRenewError(stopped, new TypeError('Failed to fetch'))[1]).toEqual({ kind: 'ignore' });
    expect(decideAfterRecheck(stopped, 1, null, invalidGrant)[1]).toEqual({ kind: 'ignore' });
    expect(onRenewed(stopped)).toBe(stopped);
  });
});
