// The request log never keeps a link's token or an authorization code.
import { describe, expect, it } from 'vitest';
import { maskSecrets } from './log-serializers.js';

describe('maskSecrets', () => {
  it('masks the values of secret-bearing query parameters and keeps the rest', () => {
    expect(maskSecrets('/idp/reset-password?token=abcDEF_-123')).toBe('/idp/reset-password?token=***');
    expect(maskSecrets('/authCallback?code=xyz&state=s1&iss=http%3A%2F%2Fx')).toBe(
      '/authCallback?code=***&state=***&iss=http%3A%2F%2Fx',
    );
    expect(maskSecrets('/api/passcodes?page=2&pageSize=50')).toBe('/api/passcodes?page=2&pageSize=50');
    expect(maskSecrets('/api/search?q=token')).toBe('/api/search?q=token');
  });
});
