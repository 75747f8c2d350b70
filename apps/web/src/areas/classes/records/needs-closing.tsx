// Needs closing: classes whose last session ended more than two days ago and that are neither Completed
// nor Cancelled, the oldest first, with how many seat holders still have no attendance status, each a
// link to its class page where attendance is recorded and the class completed.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BackLink } from '../../../lib/back-link';
import { formatDayRange } from '../../../lib/dates';
import { PageHeader } from '../../../lib/page-header';
import { PageLoader } from '../../../lib/page-loader';
import { needsClosingQueryOptions } from './class-queries';
import { ClassStateTag } from './class-state-tag';
import './classes.css';
import '../registrations/registrations.css';

export function NeedsClosing() {
  const list = useQuery(needsClosingQueryOptions());
  if (!list.data) return list.isError ? <p role="alert">The classes could not be read.</p> : <PageLoader />;
  const rows = list.data;
  return (
    <>
      <PageHeader
        subtitle="Classes whose last session ended more than two days ago and that are not yet Completed or Cancelled."
        back={<BackLink to="/classes" label="Classes" />}
      />
      {rows.length === 0 ? (
        <p className="cell-muted">No class needs closing.</p>
      ) : (
        <table className="class-sessions needs-closing">
          <thead>
            <tr>
              <th scope="col">Class</th>
              <th scope="col">Course</th>
              <th scope="col">Days</th>
              <th scope="col">Lead trainer</th>
              <th scope="col">State</th>
              <th scope="col">Seat holders</th>
              <th scope="col">Without attendance</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link to="/classes/$id" params={{ id: String(c.id) }}>
                    Class {c.id}
                  </Link>
                </td>
                <td>
                  {c.courseCode} — {c.courseName}
                </td>
                <td>
                  {formatDayRange(c.startDate, c.endDate)} ({c.timeZone.replaceAll('_', ' ')})
                </td>
                <td>{c.leadTrainerName ?? '—'}</td>
                <td>
                  <ClassStateTag state={c.state} />
                </td>
                <td>{c.registrations}</td>
                <td>{c.withoutAttendance}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
