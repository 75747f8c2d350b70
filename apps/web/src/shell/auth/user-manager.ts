// oidc-client-ts's UserManager with the console's profile source (profile-source.ts): every user it
// stores (a sign-in, a renewal with the refresh token or the hidden frame) first gets its profile from
// userinfo, the ID token or both. A failure here fails that sign-in or renewal, as the library's own
// userinfo step would, so the sign-in callback and the renewal policy see it as before.
import type { ProfileSource } from '@eco/contract';
import { ErrorTimeout, type User, UserManager, type UserManagerSettings } from 'oidc-client-ts';
import { asksUserinfo, completeProfile, readUserinfoAnswer, type UserinfoAnswer } from './profile-source';

/** The spec's silent-renew timeout (section 9): a userinfo call is part of a renewal. */
const USERINFO_TIMEOUT_MS = 15_000;

export class ConsoleUserManager extends UserManager {
  private readonly profileSource: ProfileSource;

  constructor(settings: UserManagerSettings, profileSource: ProfileSource) {
    // The library's userinfo step cannot fall back to the ID token; this class does that step itself.
    super({ ...settings, loadUserInfo: false });
    this.profileSource = profileSource;
  }

  override async storeUser(user: User | null): Promise<void> {
    if (user && asksUserinfo(this.profileSource)) {
      user.profile = completeProfile(this.profileSource, user.profile, await this.askUserinfo(user.access_token));
    }
    return super.storeUser(user);
  }

  private async askUserinfo(accessToken: string): Promise<UserinfoAnswer> {
    const { userinfo_endpoint: endpoint } = await this.metadataService.getMetadata();
    if (!endpoint) return { kind: 'none' };
    let response: Response;
    try {
      response = await fetch(endpoint, {
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(USERINFO_TIMEOUT_MS),
      });
    } catch (error) {
      // The library's wording for a timeout (spec section 8); a network failure keeps its own message
      // ('Failed to fetch'), which the renewal policy retries.
      if (error instanceof DOMException && error.name === 'TimeoutError') throw new ErrorTimeout('Network timed out');
      throw error;
    }
    const body: unknown = await response.json().catch(() => undefined);
    return readUserinfoAnswer(response.status, response.statusText, body);
  }
}
