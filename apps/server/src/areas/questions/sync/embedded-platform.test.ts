// The server as `npm start` runs it: CLASSMARKER_URL left at "embedded" starts the local fake platform in
// the process and the worker sends to it, so a category renamed in the console reaches the platform and
// comes back with its id, and the queue's endpoint shows it Sent within the budget.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';

let t: TestApp;
let headers: SignedIn;
signedInApp(
  'question-reviewer@example.com',
  (app, h) => {
    t = app;
    headers = h;
  },
  // A budget the demo's own waiting items cannot spend first.
  { CLASSMARKER_POLL_MS: '50', CLASSMARKER_CALLS_PER_HOUR: '1000' },
);

it('sends a renamed category to the embedded platform and shows it sent', async () => {
  const [row] = await queryRows<{ id: number; parentId: number }>(
    t.db,
    sql`with p as (insert into classmarker_parent_category (language_id, name) values ('zh', 'Embedded parent') returning id)
        insert into classmarker_category (language_id, name, parent_category_id) select 'zh', 'Embedded', id from p
        returning id, parent_category_id as "parentId"`,
  );
  const renamed = await t.app.inject({
    method: 'POST',
    url: `/api/classMarkerCategories/${row?.id}`,
    headers,
    payload: { name: 'Embedded category', parentCategoryId: row?.parentId, version: 1 },
  });
  expect(renamed.statusCode).toBe(200);
  let providerId: number | null = null;
  for (let i = 0; i < 100 && providerId === null; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    providerId = (await t.app.inject({ url: `/api/classMarkerCategories/${row?.id}`, headers })).json().providerId;
  }
  expect(providerId).toBeGreaterThan(0);
  const queue = (await t.app.inject({ url: '/api/questions/sync?state=Sent', headers })).json();
  expect(
    queue.results.some(
      (item: { entityId: number; kind: string }) => item.kind === 'category' && item.entityId === row?.id,
    ),
  ).toBe(true);
  expect(queue.callsThisHour[0].calls).toBeGreaterThanOrEqual(2);
  expect(queue.budgetPerHour).toBe(1000);
});

it('starts the embedded platform with the categories Eco says are there, so their updates keep their ids', async () => {
  const [known] = await queryRows<{ id: number; providerId: number; parentId: number; version: number; name: string }>(
    t.db,
    sql`select c.id, c.provider_id as "providerId", c.parent_category_id as "parentId", c.version, c.name
        from classmarker_category c join classmarker_parent_category p on p.id = c.parent_category_id
        where c.provider_id is not null and p.provider_id is not null order by c.id limit 1`,
  );
  if (!known) throw new Error('the demo has no category on the platform');
  const renamed = await t.app.inject({
    method: 'POST',
    url: `/api/classMarkerCategories/${known.id}`,
    headers,
    payload: { name: `${known.name} (renamed)`, parentCategoryId: known.parentId, version: known.version },
  });
  expect(renamed.statusCode).toBe(200);
  let state: string | null = null;
  for (let i = 0; i < 100 && state !== 'Sent'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    state = (await t.app.inject({ url: `/api/classMarkerCategories/${known.id}`, headers })).json().syncState;
  }
  expect(state).toBe('Sent');
  // Updated in place on the platform, not created anew.
  expect((await t.app.inject({ url: `/api/classMarkerCategories/${known.id}`, headers })).json().providerId).toBe(
    known.providerId,
  );
});
