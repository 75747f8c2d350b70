// Search params of a partner's billing: the range of days lives in the query string and is read back on
// load; a missing day is filled in (this calendar year so far), the period a finance person bills.
// First load: no zod.
import { isoDay, searchSchema } from '../../../lib/search';

const schema = searchSchema({ startDate: isoDay(), endDate: isoDay() });

export interface BillingSearch {
  startDate: string;
  endDate: string;
}

const today = () => new Date().toISOString().slice(0, 10);

export const billingSearch = {
  parse: (input: Parameters<typeof schema.parse>[0]): BillingSearch => {
    const parsed = schema.parse(input);
    return { startDate: parsed.startDate ?? `${today().slice(0, 4)}-01-01`, endDate: parsed.endDate ?? today() };
  },
};
