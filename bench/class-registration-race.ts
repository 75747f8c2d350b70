// The waiting list under a rush, for bench/classes.ts: a class of 10 seats, a second server process on
// the same database beside the benchmark's, and 100 learners registering at once, alternating between
// the two. Every registration locks the class row, so whichever order they arrive in, exactly the first
// 10 to arrive hold a seat and the other 90 wait, numbered 1 to 90 in arrival order.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../apps/server/src/config.js';
import { type Db, queryRows } from '../apps/server/src/db/client.js';
import { freePort } from '../apps/server/src/testing/harness.js';
import { signIn } from '../apps/server/src/testing/sign-in.js';
import { startServer } from './server-process.js';

export interface RaceFixture {
  classId: number;
  learners: string[];
}

/** A coming Approved class of 10 seats taught by a demo trainer, and 100 learners none of whom is in it. */
export async function raceFixture(db: Db): Promise<RaceFixture> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`with c as (
          insert into class (course_id, delivery_method, state, is_published, time_zone, start_date, end_date,
                             starts_at, ends_at, country_code, city, venue, capacity, price_amount, currency)
          select id, 'InPerson', 'Approved', true, 'Europe/Berlin', current_date + 400, current_date + 400,
                 (current_date + 400 + time '09:00') at time zone 'Europe/Berlin',
                 (current_date + 400 + time '17:00') at time zone 'Europe/Berlin', 'DE', 'Berlin', 'Bench Room', 10,
                 100000, 'EUR'
          from course where is_active order by id limit 1
          returning id, start_date, starts_at, ends_at)
        , s as (insert into class_session (class_id, session_date, start_time, end_time, starts_at, ends_at)
                select id, start_date, '09:00', '17:00', starts_at, ends_at from c)
        select id from c`,
  );
  if (!row) throw new Error('the race needs a course');
  await db.execute(sql`
    insert into class_trainer (class_id, adm_id, is_lead)
    select ${row.id}, adm_id, true from trainer where is_active order by id limit 1`);
  const learners = await queryRows<{ adm_id: string }>(
    db,
    sql`select adm_id from account a where deleted_at is null and merged_into_adm_id is null and not is_blocked
        and not exists (select 1 from trainer t where t.adm_id = a.adm_id) order by id desc limit 100`,
  );
  return { classId: row.id, learners: learners.map((l) => l.adm_id) };
}

interface Registration {
  id: number;
  status: string;
  waitlistPosition: number | null;
  registeredAt: string;
}

/** Whether the seats went to the first 10 arrivals and the line is 1..90 in arrival order. */
function judge(registrations: Registration[]) {
  const byArrival = [...registrations].sort(
    (a, b) => Date.parse(a.registeredAt) - Date.parse(b.registeredAt) || a.id - b.id,
  );
  const registered = registrations.filter((r) => r.status !== 'waitlisted').length;
  const waitlisted = registrations.filter((r) => r.status === 'waitlisted');
  const seatsFirst = byArrival.slice(0, 10).every((r) => r.status !== 'waitlisted');
  const line = byArrival.filter((r) => r.status === 'waitlisted').map((r) => r.waitlistPosition);
  const lineInArrivalOrder = line.every((p, i) => p === i + 1);
  return {
    registered,
    waitlisted: waitlisted.length,
    seatsToFirstArrivals: seatsFirst,
    waitlistPositionsInArrivalOrder: lineInArrivalOrder,
    ok: registered === 10 && waitlisted.length === 90 && seatsFirst && lineInArrivalOrder,
  };
}

/**
 * Starts a second server (its own process, port and data folder; `env` names the same database), signs
 * in on both, fires the 100 registrations at once, alternating instances, and reads the class back.
 */
export async function registrationRace(env: Record<string, string>, config: Config, fixture: RaceFixture) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eco-bench-classes-second-'));
  const secondUrl = `http://127.0.0.1:${port}`;
  const second = await startServer({ ...env, PORT: String(port), PUBLIC_URL: secondUrl, DATA_DIR: dataDir });
  try {
    const instances = await Promise.all(
      [config.publicUrl, secondUrl].map(async (url) => {
        const tokens = await signIn(url, {
          email: 'classes-admin@example.com',
          password: config.demoPassword,
          clientId: config.clientId,
          redirectUri: `${url}/authCallback`,
        });
        return { url, authorization: `Bearer ${tokens.accessToken}` };
      }),
    );
    const started = performance.now();
    const answers = await Promise.all(
      fixture.learners.map(async (admId, i) => {
        const at = instances[i % 2] as (typeof instances)[number];
        const res = await fetch(`${at.url}/api/classes/${fixture.classId}/registrations`, {
          method: 'POST',
          headers: { authorization: at.authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ admId }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
    const first = instances[0] as (typeof instances)[number];
    const read = await fetch(`${first.url}/api/classes/${fixture.classId}/registrations`, {
      headers: { authorization: first.authorization },
    });
    if (!read.ok) throw new Error(`reading the registrations: ${read.status}`);
    const list = (await read.json()) as { seatsTaken: number; waitlisted: number; registrations: Registration[] };
    return {
      instances: 2,
      requests: answers.length,
      created: answers.filter((s) => s === 201).length,
      failed: answers.filter((s) => s !== 201).length,
      seconds,
      classCounts: { seatsTaken: list.seatsTaken, waitlisted: list.waitlisted },
      ...judge(list.registrations),
    };
  } finally {
    await second.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
