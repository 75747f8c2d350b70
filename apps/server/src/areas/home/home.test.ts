// The start page's counts through the real app: what each person may see, and counts that follow the data.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { enqueueEmail } from '../../platform/mail/index.js';
import type { TestApp } from '../../testing/harness.js';
import { testApp } from '../../testing/signed-in-app.js';

let t: TestApp;
testApp((app) => {
  t = app;
});

const attention = async (email: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/home/attention', headers: await t.as(email) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { key: string; count: number; to: string; search: Record<string, string> }[];
};
const failedInDatabase = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from email_outbox where state = 'Failed'`))[0]?.n;

describe('GET /home/attention', () => {
  it('counts the e-mails that failed, linking to the outbox filtered on Failed', async () => {
    const [failed] = await attention('system-admin@example.com');
    expect(failed).toEqual({
      key: 'failedEmails',
      area: 'system',
      one: 'e-mail failed to send',
      other: 'e-mails failed to send',
      count: await failedInDatabase(),
      to: '/system',
      search: { state: 'Failed' },
    });
  });

  it('follows the data: one more failed e-mail counts one more, a queued one does not', async () => {
    const before = (await attention('admin@example.com')).find((i) => i.key === 'failedEmails')?.count ?? -1;
    const id = await enqueueEmail(t.db, { to: 'home@example.test', subject: 'Home', text: 'x', template: 'test' });
    expect((await attention('admin@example.com')).find((i) => i.key === 'failedEmails')?.count).toBe(before);
    await t.db.execute(sql`update email_outbox set state = 'Failed', last_error = 'refused' where id = ${id}`);
    expect((await attention('admin@example.com')).find((i) => i.key === 'failedEmails')?.count).toBe(before + 1);
  });

  it('gives each person only the counts of what they may see', async () => {
    expect((await attention('finance@example.com')).map((i) => i.key)).not.toContain('failedEmails');
    expect(await attention('nobody@example.com')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/home/attention' })).statusCode).toBe(401);
  });
});
