import { describe, expect, it } from 'vitest';
import { browserOf } from './account-sign-ins';

describe('browserOf', () => {
  it('names the browser, its version and the system from a user agent', () => {
    expect(
      browserOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge 131 on Windows');
    expect(
      browserOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18 on iPhone (iOS 18)');
    expect(
      browserOf(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome 131 on Android 14');
    expect(browserOf('Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0')).toBe(
      'Firefox 132 on Linux',
    );
    expect(browserOf('curl/8.5.0')).toBe('curl/8.5.0');
  });
});
