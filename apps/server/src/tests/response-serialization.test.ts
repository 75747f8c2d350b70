// Generated from the contract: every JSON GET endpoint answers the demo data through the compiled
// serializer, while the harness's validation (VALIDATE_RESPONSES) checks each answer against the
// contract and against what zod's encoding and JSON.stringify would have sent; a difference is a 500.
// Endpoints with a path parameter are called with a value from the list above them.
import type { Endpoint } from '@eco/contract';
import { describe, expect, it } from 'vitest';
import { walkContract } from '../testing/contract-walk.js';
import type { TestApp } from '../testing/harness.js';
import { testApp } from '../testing/signed-in-app.js';

let t: TestApp;
testApp((app) => {
  t = app;
});

const gets = walkContract().filter((w) => w.endpoint.method === 'GET' && w.endpoint.response && !w.endpoint.produces);
const paramOf = (e: Endpoint) => /:(\w+)/.exec(e.path)?.[1];

/**
 * A value for `param` from the first row of the list above it (/courses/online for /courses/online/:id),
 * in the row's field of that name or ending in it (a market's countryCode).
 */
async function valueFor(endpoint: Endpoint, param: string) {
  // The list one level up: /courses/online for /courses/online/:id, /accounts for /accounts/:admId/actions.
  const listPath = endpoint.path.slice(0, endpoint.path.indexOf(`/:${param}`));
  const posted = postedLists[listPath];
  const list = gets.find((w) => w.endpoint.path === listPath);
  if (!list && !posted) throw new Error(`No list at ${listPath}`);
  const headers = await t.as('admin@example.com');
  const res = posted
    ? await t.app.inject({ method: 'POST', url: posted.url, headers, payload: posted.body })
    : await t.app.inject({ url: list?.url() ?? '', headers });
  const first = (res.json() as { results?: Record<string, unknown>[] }).results?.[0] ?? {};
  const key = posted?.field ?? Object.keys(first).find((k) => k === param || k.startsWith(param));
  if (!key || first[key] === null) throw new Error(`The first row of ${listPath} has no ${param}`);
  return String(first[key]);
}

/** Lists read by POST (their filters are a body), by the path their records' endpoints sit under. */
const postedLists: Record<string, { url: string; body: object; field: string }> = {
  // A trainer is named by its account's admId.
  '/trainers': { url: '/api/trainers/list', body: { isActive: null }, field: 'admId' },
  // A class (its record, page and registrations) from the class search, in any state.
  '/classes': { url: '/api/classes/search', body: { filters: { states: [] } }, field: 'id' },
};

/** Endpoints whose URL needs more than one path value from a list: a required query, or two parameters. */
const explicitUrls: Record<string, string> = {
  '/profile/saved-filters': '/api/profile/saved-filters?list=/passcodes',
  '/history/:entity/:id': '/api/history/course/1',
  '/search': '/api/search?q=PSM',
  '/users/capabilities/:capability': '/api/users/capabilities/canViewUsers',
  // The demo's LMS webhook (the first) and its deliveries: the webhook list is not paged.
  '/system/lms-webhooks/:id': '/api/system/lms-webhooks/1',
  '/system/lms-webhooks/:id/deliveries': '/api/system/lms-webhooks/1/deliveries',
  '/system/lms-webhooks/deliveries/:id': '/api/system/lms-webhooks/deliveries/1',
  '/reports/user-interactions':
    '/api/reports/user-interactions?userInteractionStartDate=2000-01-01&userInteractionEndDate=2099-12-31',
  // The demo's classes: a few years of in-person classes behind the trainers' F2F records.
  '/trainers/f2f-registrations-report':
    '/api/trainers/f2f-registrations-report?startDate=2000-01-01&endDate=2099-12-31',
  // Accounts a class registration could name, by the start of an e-mail.
  '/classes/registration-accounts': '/api/classes/registration-accounts?q=admin',
  // The first e-mail content's first revision: every content has one.
  '/email-contents/:id/revisions/:revision': '/api/email-contents/1/revisions/1',
  // The demo's question import, a dry run waiting to be run (its id is fixed by the questions' demo seed).
  '/questions/import/:id': '/api/questions/import/5d1f6e0a-4b7c-4d2e-9a31-8c0b2e7f9a10',
  // The demo's first question, published twice: its revisions 1 and 2 (ids 1 and 2), and their diffs.
  '/questions/:id/revisions/:rev': '/api/questions/1/revisions/1',
  '/questions/diff/:a': '/api/questions/diff/2',
  '/questions/diff/:a/:b': '/api/questions/diff/1/2',
  // Selected questions and their figures, named by comma-joined ids: the demo's first two.
  '/questions/selectedQuestions/:ids': '/api/questions/selectedQuestions/1,2',
  '/questions/stats/:ids': '/api/questions/stats/1,2',
  // A demo partner's billing over the demo's years.
  '/partners/:id/billing': '/api/partners/1/billing?startDate=2000-01-01&endDate=2099-12-31',
};

describe.each(gets)('$name', ({ endpoint, url }) => {
  it('answers the demo data as the contract declares it', async () => {
    const param = paramOf(endpoint);
    const res = await t.app.inject({
      url: explicitUrls[endpoint.path] ?? url(param ? await valueFor(endpoint, param) : undefined),
      headers: await t.as('admin@example.com'),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.body.length).toBeGreaterThan(2);
  });
});
