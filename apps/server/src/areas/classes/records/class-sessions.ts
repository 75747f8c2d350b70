// A class's sessions as instants: each session's date and wall-clock times are read in the class's own
// IANA zone, so a session on the day of a daylight-saving change keeps its 09:00 to 17:00 there and its
// instants move with the offset (never "the same UTC time as yesterday").
import { TZDate } from '@date-fns/tz';
import type { ClassSessionInput } from '@eco/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { classSessions } from '../../../db/schema/index.js';

export interface SessionInstants extends ClassSessionInput {
  startsAt: Date;
  endsAt: Date;
}

/** The instant a wall-clock time on a day has in a zone. */
export function instantIn(isoDay: string, time: string, timeZone: string): Date {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, 0, timeZone).getTime());
}

/** The sessions in date order, each with its instants in the zone. */
export function sessionInstants(sessions: readonly ClassSessionInput[], timeZone: string): SessionInstants[] {
  return [...sessions]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((s) => ({
      ...s,
      startsAt: instantIn(s.date, s.startTime, timeZone),
      endsAt: instantIn(s.date, s.endTime, timeZone),
    }));
}

/** Replaces a class's sessions with these (a save writes the whole schedule). */
export async function saveSessions(tx: Db, classId: number, sessions: readonly SessionInstants[]) {
  await tx.execute(sql`delete from class_session where class_id = ${classId}`);
  await tx.insert(classSessions).values(
    sessions.map((s) => ({
      classId,
      sessionDate: s.date,
      startTime: s.startTime,
      endTime: s.endTime,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
    })),
  );
}
