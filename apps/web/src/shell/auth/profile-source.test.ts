import { describe, expect, it } from 'vitest';
import {
  asksUserinfo,
  completeProfile,
  readUserinfoAnswer,
  SUBJECT_MISMATCH,
  type UserinfoAnswer,
} from './profile-source';

const idToken = { sub: 'u-1', email: 'robin@example.org', given_name: 'Robin', family_name: 'Okafor' };
// oidc-provider's answer to an access token issued for another audience (a resource server).
const refusedBody = { error: 'invalid_token', error_description: 'invalid token provided' };

describe('reading the userinfo answer', () => {
  it('reads claims from a 200 JSON object', () => {
    expect(readUserinfoAnswer(200, 'OK', { sub: 'u-1', email: 'a@b.c' })).toEqual({
      kind: 'claims',
      claims: { sub: 'u-1', email: 'a@b.c' },
    });
    expect(readUserinfoAnswer(200, 'OK', undefined).kind).toBe('failed');
    expect(readUserinfoAnswer(200, 'OK', ['sub']).kind).toBe('failed');
  });

  it('reads 401 and 403 as the provider refusing the token, with its description', () => {
    expect(readUserinfoAnswer(401, 'Unauthorized', refusedBody)).toEqual({
      kind: 'refused',
      message: 'invalid token provided',
    });
    expect(readUserinfoAnswer(403, 'Forbidden', { error: 'insufficient_scope' })).toEqual({
      kind: 'refused',
      message: 'insufficient_scope',
    });
    expect(readUserinfoAnswer(401, 'Unauthorized', undefined)).toEqual({
      kind: 'refused',
      message: 'Unauthorized (401)',
    });
  });

  it('reads the RFC 6750 token errors as a refusal whatever the status', () => {
    expect(readUserinfoAnswer(400, 'Bad Request', refusedBody).kind).toBe('refused');
  });

  it('reads any other error as a failure', () => {
    expect(readUserinfoAnswer(500, 'Internal Server Error', undefined)).toEqual({
      kind: 'failed',
      message: 'Internal Server Error (500)',
    });
    expect(readUserinfoAnswer(400, 'Bad Request', { error: 'invalid_request' })).toEqual({
      kind: 'failed',
      message: 'invalid_request',
    });
  });
});

describe('the profile kept for each source', () => {
  const claims: UserinfoAnswer = { kind: 'claims', claims: { sub: 'u-1', email: 'new@example.org', nonce: 'n' } };
  const refused: UserinfoAnswer = { kind: 'refused', message: 'invalid token provided' };
  const failed: UserinfoAnswer = { kind: 'failed', message: 'Internal Server Error (500)' };
  const none: UserinfoAnswer = { kind: 'none' };

  it('asks userinfo unless the source is the ID token', () => {
    expect(asksUserinfo('userinfo')).toBe(true);
    expect(asksUserinfo('auto')).toBe(true);
    expect(asksUserinfo('id_token')).toBe(false);
  });

  it("adds userinfo's claims over the ID token's, without protocol claims, in both modes", () => {
    for (const source of ['userinfo', 'auto'] as const) {
      expect(completeProfile(source, idToken, claims)).toEqual({ ...idToken, email: 'new@example.org' });
    }
  });

  it("refuses userinfo claims for another subject than the ID token's (spec section 5), in both modes", () => {
    const other: UserinfoAnswer = { kind: 'claims', claims: { sub: 'u-2', email: 'x@example.org' } };
    const missing: UserinfoAnswer = { kind: 'claims', claims: { email: 'x@example.org' } };
    for (const source of ['userinfo', 'auto'] as const) {
      expect(() => completeProfile(source, idToken, other)).toThrow(SUBJECT_MISMATCH);
      expect(() => completeProfile(source, idToken, missing)).toThrow(SUBJECT_MISMATCH);
    }
  });

  it("with auto, keeps the ID token's claims when the token is refused or there is no endpoint", () => {
    expect(completeProfile('auto', idToken, refused)).toEqual(idToken);
    expect(completeProfile('auto', idToken, none)).toEqual(idToken);
  });

  it('with userinfo, fails on a refused token or a missing endpoint, with the reason', () => {
    expect(() => completeProfile('userinfo', idToken, refused)).toThrow('invalid token provided');
    expect(() => completeProfile('userinfo', idToken, none)).toThrow('no userinfo endpoint');
  });

  it('fails on any other userinfo failure, in both modes', () => {
    for (const source of ['userinfo', 'auto'] as const) {
      expect(() => completeProfile(source, idToken, failed)).toThrow('Internal Server Error (500)');
    }
  });
});
