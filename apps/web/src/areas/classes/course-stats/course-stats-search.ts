// Search params of Course Stats: the window of class first days lives in the query string and is read
// back on load; a missing day is the current year's first or last, as the server takes it. First load:
// no zod.
import { isoDay, searchSchema } from '../../../lib/search';

const schema = searchSchema({ startDate: isoDay(), endDate: isoDay() });

export interface CourseStatsSearch {
  startDate: string;
  endDate: string;
}

export const courseStatsSearch = {
  parse: (input: Parameters<typeof schema.parse>[0]): CourseStatsSearch => {
    const parsed = schema.parse(input);
    const year = new Date().getFullYear();
    return { startDate: parsed.startDate ?? `${year}-01-01`, endDate: parsed.endDate ?? `${year}-12-31` };
  },
};
