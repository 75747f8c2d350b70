// The waiting list: promotion of the first in line when a seat frees or capacity rises. Filled by the
// registrations work; the class record's update calls fillFreedSeats after a capacity change.
import type { Db } from '../../db/client.js';

/** Promotes waitlisted registrations of `classId` into free seats inside `tx`; returns how many. */
export async function fillFreedSeats(_tx: Db, _classId: number): Promise<number> {
  return 0;
}
