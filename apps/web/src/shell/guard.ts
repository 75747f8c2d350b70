// The navigation guard of spec section 6, run before every navigation (the root route's beforeLoad):
// anonymous screens skip it; no user or an expired one starts the sign-in redirect (saving the address);
// otherwise the token becomes the API credential, the profile is fetched and the registry's access rule
// is checked (the server enforces the same flags). Any error here goes to /authenticationError.
import { allows } from '@eco/contract';
import { isRedirect, redirect } from '@tanstack/react-router';
import { ApiError } from '../lib/api';
import { resetPageError, setPageError } from '../lib/page-error';
import { person } from '../lib/person';
import { queryClient } from '../lib/query-client';
import { matchRoute, type RouteEntry } from '../lib/route-registry';
import { heldCapabilities } from './areas';
import { loadClientConfig } from './auth/client-config';
import { applyUser, currentUser, forgetUser, isExpired, signIn, takeSignedOutMark } from './auth/session';
import { profileQueryOptions } from './profile';

/** Thrown when the person lacks the screen's capability: the root shows the Unauthorized state. */
export class AccessDenied extends Error {
  constructor(readonly entry: RouteEntry) {
    super(`Access denied: ${entry.name}`);
    this.name = 'AccessDenied';
  }
}

interface GuardInput {
  location: { pathname: string; href: string };
  /** True when no file route matches: NotFound, which is anonymous. */
  notFound: boolean;
  preload: boolean;
}

export async function guard({ location, notFound, preload }: GuardInput): Promise<void> {
  if (!preload) resetPageError();
  // Anonymous screens need the settings too (product name in the title, the Log In button).
  const config = loadClientConfig();
  config.catch(() => {});
  const entry = matchRoute(location.pathname);
  // Unknown paths show NotFound to anyone; a registered screen not built yet is still guarded, so a
  // person without its capability learns that rather than 'not found'.
  if (entry?.access === 'public' || (!entry && notFound)) return;
  if (preload) {
    // Preloading on hover must neither sign in nor fetch data of a screen the person may not open.
    const sub = person.get();
    const profile = sub ? queryClient.getQueryData(profileQueryOptions(sub).queryKey) : undefined;
    if (!profile) throw new Error('Not preloaded: nobody is signed in yet');
    if (entry && !allows(entry.access, heldCapabilities(profile), true)) throw new AccessDenied(entry);
    return;
  }

  let denied = false;
  try {
    const user = await currentUser();
    // Back from signing out: say so, with a Sign in button, rather than show the provider's form at once.
    if (!user && takeSignedOutMark())
      throw redirect({ to: '/notSignedIn', search: { reason: 'signedOut' }, replace: true });
    if (!user || isExpired(user)) await signIn(location.href);
    else {
      applyUser(user);
      const options = profileQueryOptions(user.profile.sub);
      const profile = await queryClient.ensureQueryData({ ...options, revalidateIfStale: true });
      denied = !!entry && !allows(entry.access, heldCapabilities(profile), true);
    }
  } catch (error) {
    if (isRedirect(error)) throw error;
    // A token the API refuses will not get better: forget it, so 'Restart Application' signs in again.
    if (error instanceof ApiError && error.status === 401) await forgetUser().catch(() => {});
    throw redirect({ to: '/authenticationError', search: { reason: reasonOf(error) }, replace: true });
  }
  if (denied && entry) {
    setPageError('unauthorized');
    throw new AccessDenied(entry);
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof ApiError) return error.isNetworkError ? 'network error' : `${error.status} ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
