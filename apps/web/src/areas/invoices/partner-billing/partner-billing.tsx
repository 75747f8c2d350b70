// A partner's billing (PartnerBilling, /partners/$id/billing): what the partner did between two days
// that can be invoiced (completed classes, passcodes made for it), each with its amount and a link to
// where it came from, billed rows beside unbilled ones with the invoice they sit on, a button making a
// Draft invoice of the unbilled rows ticked, and the statement of its open invoices aged in buckets; above
// them, the partner's billing identity (the partners area's, given by the route). This file is the page
// and its range of days; the rows, the tables and the statement have files of their own.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BackLink } from '../../../lib/back-link';
import { DayInput } from '../../../lib/calendar';
import { PageHeader } from '../../../lib/page-header';
import { RecordLoader } from '../../../lib/record-loader';
import { BillingBody } from './billable-activity';
import { partnerBillingQueryOptions } from './billing-queries';
import './partner-billing.css';

const route = getRouteApi('/partners/$id/billing');

/** `identity`: the partner's billing identity, shown under the title (the partners area's section). */
export function PartnerBilling({ identity }: { identity?: ReactNode }) {
  const id = Number(route.useParams().id);
  const range = route.useSearch();
  const billing = useQuery(partnerBillingQueryOptions(id, range));
  return (
    <div className="partner-billing">
      <PageHeader
        title={billing.data ? `Billing: ${billing.data.partner.name}` : 'Partner Billing'}
        back={<BackLink to="/partners" label="Partners" />}
      />
      {identity}
      <RangePicker />
      {billing.data ? <BillingBody billing={billing.data} /> : <RecordLoader query={billing} what="partner" />}
    </div>
  );
}

function RangePicker() {
  const range = route.useSearch();
  const params = route.useParams();
  const navigate = useNavigate();
  const set = (key: 'startDate' | 'endDate', day: string) =>
    void navigate({ to: '/partners/$id/billing', params, search: { ...range, [key]: day } });
  return (
    <fieldset className="partner-billing__range">
      <legend className="sr-only">Activity between</legend>
      <DayInput label="From" value={range.startDate} onChange={(day) => set('startDate', day)} />
      <DayInput label="To" value={range.endDate} onChange={(day) => set('endDate', day)} />
    </fieldset>
  );
}
