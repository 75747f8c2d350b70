// Settings: defaults, derived values, and one clear line naming a bad variable.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs on embedded defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      issuer: 'http://localhost:3000/idp',
      audience: 'http://localhost:3000/api',
      clientId: 'eco-console',
      databaseUrl: undefined,
      externalIssuer: undefined,
      demoData: true,
      demoPassword: 'eco-demo',
      profileSource: 'auto',
    });
  });

  it('leaves response validation to the tests and development unless asked for', () => {
    expect(loadConfig({}).validateResponses).toBe(false);
    expect(loadConfig({ VALIDATE_RESPONSES: 'true' }).validateResponses).toBe(true);
    expect(() => loadConfig({ VALIDATE_RESPONSES: 'sometimes' })).toThrow(/^Invalid setting VALIDATE_RESPONSES:/);
  });

  it('makes the demo seller a Dutch company charging 21 % VAT, and reads the seller’s country and rate', () => {
    expect(loadConfig({}).seller).toMatchObject({ countryCode: 'NL', vatStandardRate: 21, vatId: 'NL000099998B57' });
    expect(loadConfig({ SELLER_COUNTRY_CODE: 'de', VAT_STANDARD_RATE: '19' }).seller).toMatchObject({
      countryCode: 'DE',
      vatStandardRate: 19,
    });
    expect(loadConfig({ VAT_STANDARD_RATE: '5.5' }).seller.vatStandardRate).toBe(5.5);
    expect(loadConfig({ SELLER_VAT_ID: 'none' }).seller.vatId).toBeNull();
    expect(() => loadConfig({ SELLER_COUNTRY_CODE: 'NLD' })).toThrow(/^Invalid setting SELLER_COUNTRY_CODE:/);
    expect(() => loadConfig({ VAT_STANDARD_RATE: '21.125' })).toThrow(/^Invalid setting VAT_STANDARD_RATE:/);
    expect(() => loadConfig({ VAT_STANDARD_RATE: '-1' })).toThrow(/^Invalid setting VAT_STANDARD_RATE:/);
  });

  it('keeps demo data off on PostgreSQL unless asked for', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/eco' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/eco', DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('uses an external issuer when one is set', () => {
    const c = loadConfig({ OIDC_ISSUER: 'https://login.example.org/', OIDC_AUDIENCE: 'eco-api' });
    expect(c).toMatchObject({
      issuer: 'https://login.example.org',
      externalIssuer: 'https://login.example.org',
      audience: 'eco-api',
    });
    expect(loadConfig({ OIDC_PROFILE_SOURCE: 'id_token' }).profileSource).toBe('id_token');
    expect(loadConfig({}).scope).toBe('openid offline_access profile email');
    expect(loadConfig({ OIDC_SCOPE: 'openid profile api://eco/.default' }).scope).toBe(
      'openid profile api://eco/.default',
    );
  });

  it('reads TRUST_PROXY as no proxy, a number of proxies, or their addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    // "true" is one proxy, never "every hop": that would believe the client's own X-Forwarded-For.
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
    ]);
  });

  it.each([
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'proxy.example.org'],
    ['PORT', 'eighty'],
    ['PUBLIC_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOG_LEVEL', 'loud'],
    ['SMTP_URL', 'http://mail'],
    ['DEMO_DATA', 'maybe'],
    ['ACCESS_TOKEN_TTL', '0'],
    ['OIDC_PROFILE_SOURCE', 'claims'],
    ['OIDC_SCOPE', 'profile email'],
  ])('names %s when its value is wrong', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid setting ${name}:`));
  });
});
