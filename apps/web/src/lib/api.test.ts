import { contract } from '@eco/contract';
import { describe, expect, it } from 'vitest';
import { api, buildUrl, endpointRef, filenameOf } from './api';
import { ApiError, globalAction, parseProblem, serverErrorMessage, tooManyRequestsMessage } from './api-error';

const problem = (status: number, title: string, extra: object = {}) =>
  JSON.stringify({ type: 'about:blank', title, status, requestId: 'r1', ...extra });
const error = (status: number, body = '', statusText = '') =>
  new ApiError(status, statusText, parseProblem(body), body);

describe('tooManyRequestsMessage', () => {
  it("gives the server's reason for a 429, and nothing for other failures", () => {
    const busy = 'The server is busy with other exports. Try again in 5 seconds.';
    expect(tooManyRequestsMessage(error(429, problem(429, 'Too Many Requests', { detail: busy })))).toBe(busy);
    expect(tooManyRequestsMessage(error(429))).toBe('The server is busy. Try again in a few seconds.');
    expect(tooManyRequestsMessage(error(500, problem(500, 'Internal Server Error')))).toBeNull();
    expect(tooManyRequestsMessage(new Error('other'))).toBeNull();
  });
});

describe('error catalogue (spec section 8)', () => {
  it('sets the page states', () => {
    expect(globalAction('GET', error(0))).toEqual({ kind: 'page', state: 'network' });
    expect(globalAction('GET', error(404, problem(404, 'Not Found')))).toEqual({ kind: 'page', state: 'notfound' });
    expect(globalAction('GET', error(401, problem(401, 'Unauthorized')))).toEqual({
      kind: 'page',
      state: 'unauthorized',
    });
    expect(globalAction('POST', error(403, problem(403, 'Forbidden')))).toEqual({
      kind: 'page',
      state: 'unauthorized',
    });
  });

  it('passes a 400 with a body to the caller, with its field errors', () => {
    const e = error(400, problem(400, 'Bad Request', { errors: { email: ['Required'] } }));
    expect(globalAction('POST', e)).toEqual({ kind: 'caller' });
    expect(e.fieldErrors).toEqual({ email: ['Required'] });
  });

  it('fires the security change for a signing key the API does not know', () => {
    const body = 'Bearer error: SecurityTokenSignatureKeyNotFoundException: IDX10501';
    expect(globalAction('GET', error(401, body))).toEqual({ kind: 'securityChanged' });
    expect(globalAction('GET', error(500, problem(500, 'signing-key-not-found')))).toEqual({ kind: 'securityChanged' });
  });

  it('words other errors as the specification says', () => {
    expect(serverErrorMessage('PUT', error(500, problem(500, 'Internal Server Error'), 'Internal Server Error'))).toBe(
      'Sorry, an error occurred while saving changes.',
    );
    expect(
      serverErrorMessage('POST', error(409, problem(409, 'Conflict', { detail: 'Someone else changed it.' }))),
    ).toBe('Sorry, an error occurred while saving changes. Someone else changed it.');
    expect(serverErrorMessage('GET', error(500, problem(500, 'Oops'), 'Internal Server Error'))).toBe(
      'An error occurred with the API. Internal Server Error',
    );
    expect(serverErrorMessage('DELETE', error(409, problem(409, 'Conflict')))).toBe(
      'An error occurred with the API. Conflict',
    );
    expect(serverErrorMessage('GET', error(502, 'upstream down', 'Bad Gateway'))).toBe(
      'An error occurred with the API. upstream down',
    );
  });
});

describe('api client', () => {
  it('fills path parameters and joins query arrays with commas', () => {
    expect(buildUrl('/users/:admId', { admId: 'a b' })).toBe('/api/users/a%20b');
    expect(
      buildUrl('/questions', undefined, { questionTypes: ['essay', 'truefalse'], query: '', page: 2, x: null }),
    ).toBe('/api/questions?questionTypes=essay%2Ctruefalse&page=2');
    expect(() => buildUrl('/users/:admId', {})).toThrow('Missing path parameter admId');
  });

  it('reads the file name a download is given', () => {
    expect(filenameOf('attachment; filename="self-paced-students-2025-03-07.csv"')).toBe(
      'self-paced-students-2025-03-07.csv',
    );
    expect(filenameOf("attachment; filename*=UTF-8''codes%20list.csv")).toBe('codes list.csv');
    expect(filenameOf(null)).toBeNull();
  });

  it('is typed from the contract', () => {
    // Never called: the assertions are checked by the compiler.
    const typed = async () => {
      const user = await api(contract.users.get, { params: { admId: 'x' } });
      user.roles satisfies string[];
      // @ts-expect-error params are required for this endpoint
      await api(contract.users.get);
      const page = await api(contract.users.list, { query: { email: 'a' } }, { global: false });
      page.totalRowCount satisfies number;
      const profile = await api(endpointRef<typeof contract.profile.get>({ method: 'GET', path: '/profile' }));
      profile.canViewUsers satisfies boolean;
      // @ts-expect-error the body must match the contract
      await api(contract.users.update, { params: { admId: 'x' }, body: { roles: 'admin' } });
    };
    expect(typeof typed).toBe('function');
  });
});
