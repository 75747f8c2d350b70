// The seat decision under load: 100 registrations at once for 10 seats, sent to two server instances
// sharing one PostgreSQL database, end with exactly 10 registered and 90 waitlisted, positions 1..90 in
// arrival order (the order the class's row lock was taken), and the class's counts exact.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { startTestCluster, type TestCluster } from '../../../testing/cluster.js';
import { testDatabaseUrl } from '../../../testing/test-database.js';
import { arrangeClassFixture } from '../records/class-fixture.js';

const LEARNERS = 100;
const SEATS = 10;

describe.skipIf(!testDatabaseUrl)('registrations on two instances (needs TEST_DATABASE_URL)', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await startTestCluster({ instances: 2 });
  });
  afterAll(() => cluster?.close());

  it(`${LEARNERS} registrations at once for ${SEATS} seats end ${SEATS} registered, the rest waitlisted in arrival order`, async () => {
    const f = await arrangeClassFixture(cluster.db, 'race');
    const [a, b] = cluster.instances;
    if (!a || !b) throw new Error('two instances expected');
    const made = await fetch(`${a.baseUrl}/api/classes`, {
      method: 'POST',
      headers: { ...(await a.as('classes-admin@example.com')), 'content-type': 'application/json' },
      body: JSON.stringify({
        courseId: f.courseId,
        trainers: [{ admId: f.licensed, isLead: true }],
        timeZone: 'Europe/Berlin',
        sessions: [{ date: '2031-05-05', startTime: '09:00', endTime: '17:00' }],
        deliveryMethod: 'VirtualClassroom',
        languageId: 'en',
        meetingUrl: 'https://meet.example.com/race',
        capacity: SEATS,
      }),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const headers = [
      { ...(await a.as('classes-admin@example.com')), 'content-type': 'application/json' },
      { ...(await b.as('classes-admin@example.com')), 'content-type': 'application/json' },
    ];
    const answers = await Promise.all(
      Array.from({ length: LEARNERS }, (_, i) =>
        fetch(`${cluster.instances[i % 2]?.baseUrl}/api/classes/${id}/registrations`, {
          method: 'POST',
          headers: headers[i % 2],
          body: JSON.stringify({
            newAccount: { email: `race${i}@race.example.com`, firstName: 'R', lastName: `${i}` },
          }),
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(LEARNERS).fill(201));

    const rows = await queryRows<{ status: string; position: number | null }>(
      cluster.db,
      sql`select status, waitlist_position as position from class_registration
          where class_id = ${id} order by registered_at, id`,
    );
    expect(rows.slice(0, SEATS).every((r) => r.status === 'registered')).toBe(true);
    expect(rows.slice(SEATS).map((r) => r.position)).toEqual(Array.from({ length: LEARNERS - SEATS }, (_, i) => i + 1));
    expect(rows.slice(SEATS).every((r) => r.status === 'waitlisted')).toBe(true);
    const [counts] = await queryRows<{ seats: number; waiting: number }>(
      cluster.db,
      sql`select seats_taken as seats, waitlisted as waiting from class where id = ${id}`,
    );
    expect(counts).toEqual({ seats: SEATS, waiting: LEARNERS - SEATS });
  });
});
