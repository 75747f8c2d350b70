// Search params of the F2F registrations report: the range of class start days lives in the query string
// and is read back on load; a missing day is filled in (the last 30 days and the next 60), so the report
// opens on the classes a trainer-relations person is looking after. First load: no zod.
import type { F2fRegistrationsReportQuery } from '@eco/contract';
import { isoDay, searchSchema } from '../../../lib/search';

const schema = searchSchema({ startDate: isoDay(), endDate: isoDay() });

const dayOf = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export const f2fReportSearch = {
  parse: (input: Parameters<typeof schema.parse>[0]): F2fRegistrationsReportQuery => {
    const parsed = schema.parse(input);
    return { startDate: parsed.startDate ?? dayOf(-30), endDate: parsed.endDate ?? dayOf(60) };
  },
};
