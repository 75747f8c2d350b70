// The class page (ClassView, /classes/$id): the class's course, state and publication with the actions
// that change them; its sessions in the class's zone (with the abbreviation) and in the viewer's; its
// trainers and place; the registrations panel; and the class's history.
import { type ClassDetails, classDeliveryMethodLabels } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { BackLink } from '../../../lib/back-link';
import { DownloadButton } from '../../../lib/download-button';
import { languageName } from '../../../lib/format';
import { canReadHistory, HistoryPanel } from '../../../lib/history/history-panel';
import { PageHeader } from '../../../lib/page-header';
import { PageLoader } from '../../../lib/page-loader';
import { useHeaderText } from '../../../shell/header-text';
import { useHeldCapabilities } from '../../../shell/profile';
import { ClassRegistrationsPanel } from '../registrations/class-registrations-panel';
import { ClassActions } from './class-actions';
import { ClassLoadError, classIdOf } from './class-load-error';
import { classDetailsQueryOptions, downloadClassCalendar } from './class-queries';
import { ClassStateTag } from './class-state-tag';
import { spanInZone, viewerZone } from './class-times';
import './classes.css';

const route = getRouteApi('/_classes/classes/$id/');

export function ClassView() {
  const id = classIdOf(route.useParams().id);
  const details = useQuery({ ...classDetailsQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null || details.isError) {
    return <ClassLoadError error={details.error} retry={id === null ? undefined : () => void details.refetch()} />;
  }
  if (!details.data) return <PageLoader />;
  return <ClassPage c={details.data} />;
}

function Sessions({ c }: { c: ClassDetails }) {
  const mine = viewerZone();
  const other = mine !== c.timeZone;
  return (
    <section className="class-panel" aria-labelledby="class-sessions-title">
      <h2 id="class-sessions-title">Sessions</h2>
      <table className="class-sessions">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">In the class's zone ({c.timeZone.replaceAll('_', ' ')})</th>
            {other && <th scope="col">In your zone ({mine.replaceAll('_', ' ')})</th>}
          </tr>
        </thead>
        <tbody>
          {c.sessions.map((s, i) => (
            <tr key={s.date}>
              <td>Day {i + 1}</td>
              <td>{spanInZone(s.startsAt, s.endsAt, c.timeZone)}</td>
              {other && <td>{spanInZone(s.startsAt, s.endsAt, mine)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {/* The sessions as an .ics file: each at its times in the class's zone, for any calendar. */}
      <DownloadButton
        label="Add to calendar (.ics)"
        icon="pi pi-calendar-plus"
        className="class-sessions__calendar"
        save={() => downloadClassCalendar(c.id)}
      />
    </section>
  );
}

function Facts({ c }: { c: ClassDetails }) {
  const lead = c.trainers.find((t) => t.isLead);
  const others = c.trainers.filter((t) => !t.isLead);
  const where =
    c.deliveryMethod === 'VirtualClassroom'
      ? c.meetingUrl
      : [c.venue, c.city, c.countryCode].filter(Boolean).join(', ');
  const price =
    c.priceAmount !== null && c.currency
      ? new Intl.NumberFormat('en', { style: 'currency', currency: c.currency }).format(
          c.priceAmount /
            10 **
              (new Intl.NumberFormat('en', { style: 'currency', currency: c.currency }).resolvedOptions()
                .maximumFractionDigits ?? 2),
        )
      : '—';
  return (
    <section className="class-panel" aria-labelledby="class-facts-title">
      <h2 id="class-facts-title">Details</h2>
      <dl className="class-facts">
        <dt>Course</dt>
        <dd>
          {c.courseCode} — {c.courseName}
        </dd>
        <dt>Lead trainer</dt>
        <dd>{lead ? `${lead.firstName} ${lead.lastName} (${lead.email})` : '—'}</dd>
        {others.length > 0 && (
          <>
            <dt>Other trainers</dt>
            <dd>{others.map((t) => `${t.firstName} ${t.lastName}`).join(', ')}</dd>
          </>
        )}
        <dt>Partner</dt>
        <dd>{c.partnerName ?? '—'}</dd>
        <dt>Delivery</dt>
        <dd>
          {classDeliveryMethodLabels[c.deliveryMethod]}
          {where ? `: ${where}` : ''}
        </dd>
        <dt>Language</dt>
        <dd>{languageName(c.languageId)}</dd>
        <dt>Scope</dt>
        <dd>
          {c.scope}
          {c.clientOrganization ? ` (${c.clientOrganization})` : ''}
        </dd>
        <dt>Seats</dt>
        <dd>
          {c.seatsTaken} of {c.capacity ?? '—'} taken{c.waitlisted > 0 ? `, ${c.waitlisted} on the waiting list` : ''}
        </dd>
        <dt>Price</dt>
        <dd>{price}</dd>
        {c.cancellationReason && (
          <>
            <dt>Cancellation reason</dt>
            <dd>{c.cancellationReason}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function ClassPage({ c }: { c: ClassDetails }) {
  const title = `${c.courseCode} class ${c.id}`;
  useHeaderText(title);
  const held = useHeldCapabilities();
  const first = c.sessions[0];
  return (
    <div className="class-page">
      <PageHeader
        title={title}
        back={<BackLink to="/classes" label="Classes" />}
        subtitle={
          <>
            <ClassStateTag state={c.state} /> {c.isPublished ? 'Published' : 'Not published'}
            {first ? ` · starts ${spanInZone(first.startsAt, first.endsAt, c.timeZone)}` : ''}
          </>
        }
      />
      <ClassActions c={c} canUpdate={held.has('canUpdateClasses')} />
      <ClassRegistrationsPanel classId={c.id} />
      <Sessions c={c} />
      <Facts c={c} />
      {canReadHistory('class', held) && (
        <HistoryPanel
          entity="class"
          id={String(c.id)}
          labels={{
            courseId: 'Course',
            partnerId: 'Partner',
            timeZone: 'Time zone',
            deliveryMethod: 'Delivery method',
            countryCode: 'Country',
            meetingUrl: 'Meeting link',
            clientOrganization: 'Client organization',
            priceAmount: 'Price (minor units)',
            isPublished: 'Published',
            cancellationReason: 'Cancellation reason',
            overrides: 'Checks overridden',
          }}
        />
      )}
    </div>
  );
}
