// The class headers report: one row a class the Classes list's filters select (classFilterWhere), read
// in keyset batches on (first day, id), newest first, so a year of classes streams in constant memory.
// The registration reports read their classes through the same batches.
import { type ClassSearchFilters, classDeliveryMethodLabels } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import type { CsvColumn } from '../../../platform/csv.js';
import { displayName } from '../../accounts/public.js';
import { classFilterWhere } from '../records/class-filter.js';

/** A class as the reports write it: text PostgreSQL has made ready, so a batch makes little garbage. */
export interface ClassReportRow {
  id: number;
  courseCode: string;
  courseName: string;
  state: string;
  cancellationReason: string | null;
  isPublished: boolean;
  scope: string;
  deliveryMethod: keyof typeof classDeliveryMethodLabels;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  sessions: number;
  leadTrainer: string | null;
  otherTrainers: string | null;
  partner: string | null;
  clientOrganization: string | null;
  countryCode: string | null;
  city: string;
  venue: string;
  meetingUrl: string | null;
  languageId: string;
  capacity: number | null;
  seatsTaken: number;
  waitlisted: number;
  priceAmount: number | null;
  currency: string | null;
}

/** Minor units as the currency writes its amounts (2 decimals for EUR, none for JPY). */
function price(r: Pick<ClassReportRow, 'priceAmount' | 'currency'>) {
  if (r.priceAmount === null || !r.currency) return null;
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: r.currency }).resolvedOptions()
    .maximumFractionDigits;
  return (r.priceAmount / 10 ** (digits ?? 2)).toFixed(digits ?? 2);
}

/** The class's columns, first in every class report. */
export const classColumns: CsvColumn<ClassReportRow>[] = [
  { header: 'Class Id', value: (r) => r.id },
  { header: 'Course Code', value: (r) => r.courseCode },
  { header: 'Course', value: (r) => r.courseName },
  { header: 'State', value: (r) => r.state },
  { header: 'Cancellation Reason', value: (r) => r.cancellationReason },
  { header: 'Published', value: (r) => r.isPublished },
  { header: 'Scope', value: (r) => r.scope },
  { header: 'Delivery Method', value: (r) => classDeliveryMethodLabels[r.deliveryMethod] ?? r.deliveryMethod },
  { header: 'First Day', value: (r) => r.startDate },
  { header: 'Last Day', value: (r) => r.endDate },
  { header: 'Start Time', value: (r) => r.startTime },
  { header: 'End Time', value: (r) => r.endTime },
  { header: 'Time Zone', value: (r) => r.timeZone },
  { header: 'Sessions', value: (r) => r.sessions },
  { header: 'Lead Trainer', value: (r) => r.leadTrainer },
  { header: 'Other Trainers', value: (r) => r.otherTrainers },
  { header: 'Partner', value: (r) => r.partner },
  { header: 'Client Organization', value: (r) => r.clientOrganization },
  { header: 'Country', value: (r) => r.countryCode },
  { header: 'City', value: (r) => r.city },
  { header: 'Venue', value: (r) => r.venue },
  { header: 'Meeting Link', value: (r) => r.meetingUrl },
  { header: 'Language', value: (r) => r.languageId },
];

/** What only the headers report adds: seats and price. */
export const headerColumns: CsvColumn<ClassReportRow>[] = [
  ...classColumns,
  { header: 'Capacity', value: (r) => r.capacity },
  { header: 'Seats Taken', value: (r) => r.seatsTaken },
  { header: 'Waitlisted', value: (r) => r.waitlisted },
  { header: 'Price', value: (r) => price(r) },
  { header: 'Currency', value: (r) => r.currency },
];

// 250 classes make about 75 kB of text: under V8's large-object threshold, so each batch dies young
// (see self-paced-report.ts).
const BATCH = 250;

/** The selected classes in keyset batches of `size`, newest first day first; exported for tests. */
export async function* classReportBatches(db: Db, filters: ClassSearchFilters, size = BATCH) {
  const where = classFilterWhere(filters);
  let after: { date: string; id: number } | undefined;
  for (;;) {
    const keyset = after ? sql`and (c.start_date, c.id) < (${after.date}::date, ${after.id})` : sql``;
    const rows = await queryRows<ClassReportRow>(
      db,
      sql`select c.id, co.code as "courseCode", co.name as "courseName", c.state,
                 c.cancellation_reason as "cancellationReason", c.is_published as "isPublished", c.scope,
                 c.delivery_method as "deliveryMethod", c.start_date::text as "startDate", c.end_date::text as "endDate",
                 to_char(c.daily_start_time, 'HH24:MI') as "startTime", to_char(c.daily_end_time, 'HH24:MI') as "endTime",
                 c.time_zone as "timeZone",
                 (select count(*)::int from class_session s where s.class_id = c.id) as "sessions",
                 c.lead_trainer_name as "leadTrainer",
                 (select string_agg(${displayName('a')}, '; ' order by a.last_name, a.first_name)
                    from class_trainer ct join account a on a.adm_id = ct.adm_id
                   where ct.class_id = c.id and not ct.is_lead) as "otherTrainers",
                 p.name as "partner", c.client_organization as "clientOrganization", c.country_code as "countryCode",
                 c.city, c.venue, c.meeting_url as "meetingUrl", c.language_id as "languageId", c.capacity,
                 c.seats_taken as "seatsTaken", c.waitlisted, c.price_amount as "priceAmount", c.currency
          from class c join course co on co.id = c.course_id left join partner p on p.id = c.partner_id
          where ${where} ${keyset}
          order by c.start_date desc, c.id desc
          limit ${size}`,
    );
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = { date: last.startDate, id: last.id };
  }
}
