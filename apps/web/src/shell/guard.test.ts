import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { pageError } from '../lib/page-error';
import { person } from '../lib/person';

const mocks = vi.hoisted(() => ({
  user: null as null | { access_token: string; expires_at: number; profile: { sub: string } },
  fetchProfile: vi.fn(),
  signIn: vi.fn(),
  forgetUser: vi.fn(async () => {}),
}));

vi.mock('./auth/client-config', () => ({ loadClientConfig: () => Promise.resolve({}) }));
vi.mock('./auth/session', () => ({
  currentUser: async () => mocks.user,
  isExpired: (u: { expires_at: number }) => u.expires_at <= Date.now() / 1000,
  applyUser: () => {},
  signIn: (returnTo: string) => {
    mocks.signIn(returnTo);
    return new Promise(() => {});
  },
  forgetUser: mocks.forgetUser,
  takeSignedOutMark: () => false,
}));
vi.mock('../lib/query-client', () => ({
  queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
}));
vi.mock('./profile', () => ({
  profileQueryOptions: (sub: string) => ({
    queryKey: ['profile', sub],
    queryFn: () => mocks.fetchProfile(sub),
    staleTime: 0,
    gcTime: Number.POSITIVE_INFINITY,
  }),
}));

const { queryClient } = await import('../lib/query-client');
const { AccessDenied, guard } = await import('./guard');

const at = (pathname: string, extra: { notFound?: boolean; preload?: boolean } = {}) => ({
  location: { pathname, href: `${pathname}?q=1` },
  notFound: extra.notFound ?? false,
  preload: extra.preload ?? false,
});
const signedIn = (expiresIn = 600, sub = 's') => {
  mocks.user = { access_token: 't', expires_at: Date.now() / 1000 + expiresIn, profile: { sub } };
};
const settle = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise((r) => setTimeout(() => r('pending'), 50))]);

describe('navigation guard (spec section 6)', () => {
  beforeEach(() => {
    mocks.user = null;
    mocks.signIn.mockReset();
    mocks.fetchProfile.mockReset();
    mocks.forgetUser.mockClear();
    queryClient.clear();
    pageError.set('none');
  });

  it('lets anonymous screens and unknown paths through without a user', async () => {
    await expect(guard(at('/authCallback'))).resolves.toBeUndefined();
    await expect(guard(at('/authenticationError'))).resolves.toBeUndefined();
    await expect(guard(at('/no/such/page', { notFound: true }))).resolves.toBeUndefined();
    expect(mocks.signIn).not.toHaveBeenCalled();
  });

  it('starts sign-in, saving the address, without a user or with an expired one', async () => {
    expect(await settle(guard(at('/users')))).toBe('pending');
    expect(mocks.signIn).toHaveBeenCalledWith('/users?q=1');
    signedIn(-5);
    expect(await settle(guard(at('/')))).toBe('pending');
    expect(mocks.signIn).toHaveBeenCalledTimes(2);
  });

  it('checks the screen against the profile and shows Unauthorized when it fails', async () => {
    signedIn();
    mocks.fetchProfile.mockResolvedValue({ canViewUsers: false });
    await expect(guard(at('/users'))).rejects.toBeInstanceOf(AccessDenied);
    expect(pageError.get()).toBe('unauthorized');
    await expect(guard(at('/'))).resolves.toBeUndefined();
    expect(pageError.get()).toBe('none');
  });

  it('guards a registered screen even before its area is built', async () => {
    signedIn();
    mocks.fetchProfile.mockResolvedValue({});
    await expect(guard(at('/system', { notFound: true }))).rejects.toBeInstanceOf(AccessDenied);
  });

  it('lets a person through to a screen their capability allows', async () => {
    signedIn();
    mocks.fetchProfile.mockResolvedValue({ canViewUsers: true });
    await expect(guard(at('/users/1b2c/edit'))).resolves.toBeUndefined();
  });

  it('goes to /authenticationError on any error, forgetting a token the API refuses', async () => {
    signedIn();
    mocks.fetchProfile.mockRejectedValue(new ApiError(401, 'Unauthorized', null, ''));
    const error = await guard(at('/')).catch((e: unknown) => e);
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { to: string } }).options.to).toBe('/authenticationError');
    expect(mocks.forgetUser).toHaveBeenCalled();
  });

  it('never signs in or fetches for a preload, and refuses denied screens', async () => {
    await expect(guard(at('/users', { preload: true }))).rejects.toThrow();
    expect(mocks.signIn).not.toHaveBeenCalled();
    person.set('s');
    queryClient.setQueryData(['profile', 's'], { canViewUsers: false });
    await expect(guard(at('/users', { preload: true }))).rejects.toBeInstanceOf(AccessDenied);
    expect(pageError.get()).toBe('none');
    person.set(null);
  });

  it("keeps a person's known profile when refreshing it fails; another person gets their own", async () => {
    signedIn();
    mocks.fetchProfile.mockResolvedValueOnce({ canViewUsers: true });
    await expect(guard(at('/users'))).resolves.toBeUndefined();
    // The profile is stale at once here: the next navigation refreshes it in the background, and that fails.
    mocks.fetchProfile.mockRejectedValue(new ApiError(503, 'Service Unavailable', null, ''));
    await expect(guard(at('/users/1b2c/edit'))).resolves.toBeUndefined();
    await vi.waitFor(() => expect(queryClient.getQueryState(['profile', 's'])?.status).toBe('error'));
    expect(queryClient.getQueryData(['profile', 's'])).toEqual({ canViewUsers: true });
    await expect(guard(at('/users'))).resolves.toBeUndefined();
    expect(pageError.get()).toBe('none');

    signedIn(600, 'other');
    mocks.fetchProfile.mockResolvedValueOnce({ canViewUsers: false });
    await expect(guard(at('/users'))).rejects.toBeInstanceOf(AccessDenied);
    expect(mocks.fetchProfile).toHaveBeenLastCalledWith('other');
  });
});
