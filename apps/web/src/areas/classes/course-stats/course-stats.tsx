// Course Stats (/courses/stats): per instructor-led course, its classes whose first day falls in a
// window (in the address, so a link or a reload shows the same), by state, with seats, registrations
// and attendance, as charts and a table with a CSV; and per online course its self-paced enrollments.
// The screen says how it counted, as the server words it.
import {
  contract,
  formatIsoDay,
  type InstructorLedCourseStats,
  type InstructorLedStats,
  type SelfPacedCourseStats,
} from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { formatCount } from '../../../lib/format';
import { CsvButton, ExportProgress } from '../../../lib/list/csv-export';
import { DayRangeFields, useDayRangeReport } from '../../../lib/list/day-range';
import { PageHeader } from '../../../lib/page-header';
import { SeatsChart, SelfPacedChart, StatesChart } from './course-stats-charts';
import { instructorLedStatsQueryOptions, selfPacedStatsQueryOptions } from './course-stats-queries';
import './course-stats.css';

const route = getRouteApi('/_classes/courses/stats');

type Counted = Pick<InstructorLedCourseStats, 'classes' | 'capacity' | 'seatsTaken' | 'waitlisted' | 'attended'>;

/** The number columns, each footed by its total. */
const countColumns: [string, keyof Counted][] = [
  ['Classes', 'classes'],
  ['Capacity', 'capacity'],
  ['Seats taken', 'seatsTaken'],
  ['Waitlisted', 'waitlisted'],
  ['Attended', 'attended'],
];

const fill = (r: Pick<InstructorLedCourseStats, 'capacity' | 'seatsTaken'>) =>
  r.capacity > 0 ? `${Math.round((r.seatsTaken / r.capacity) * 100)}%` : '—';

function byState(r: Pick<InstructorLedCourseStats, 'byState'>) {
  const parts = Object.entries(r.byState).filter(([, n]) => n > 0);
  return parts.map(([s, n]) => `${formatCount(n)} ${s}`).join(' · ') || '—';
}

function InstructorLedTable({ stats, loading }: { stats: InstructorLedStats | undefined; loading: boolean }) {
  const totals = stats?.totals;
  return (
    <DataTable
      value={stats?.courses ?? []}
      dataKey="courseId"
      loading={loading}
      emptyMessage="No class has its first day in this window."
      pt={{ table: { 'aria-label': 'Instructor-led courses and their classes in the window' } as never }}
      stripedRows
      size="small"
    >
      <Column
        header="Course"
        footer="Total"
        body={(r: InstructorLedCourseStats) => (
          <span>
            <span className="cell-code">{r.courseCode}</span> {r.courseName}
            {r.isBeta ? <span className="cell-muted"> (beta)</span> : null}
          </span>
        )}
      />
      {countColumns.map(([header, key]) => (
        <Column
          key={key}
          header={header}
          align="right"
          body={(r: InstructorLedCourseStats) => formatCount(r[key])}
          footer={totals ? formatCount(totals[key]) : ''}
        />
      ))}
      <Column header="Filled" align="right" body={fill} footer={totals ? fill(totals) : ''} />
      <Column header="By state" body={byState} footer={totals ? byState(totals) : ''} />
    </DataTable>
  );
}

function SelfPacedTable({ courses, loading }: { courses: SelfPacedCourseStats[]; loading: boolean }) {
  return (
    <DataTable
      value={courses}
      dataKey="onlineCourseId"
      loading={loading}
      emptyMessage="No online course yet."
      pt={{ table: { 'aria-label': 'Online courses and their self-paced enrollments' } as never }}
      stripedRows
      size="small"
    >
      <Column
        header="Online course"
        body={(r: SelfPacedCourseStats) => (
          <span>
            <span className="cell-code">{r.code}</span> {r.name}
            {r.isActive ? null : <span className="cell-muted"> (inactive)</span>}
          </span>
        )}
      />
      <Column header="Enrollments" align="right" body={(r: SelfPacedCourseStats) => formatCount(r.enrollments)} />
      <Column header="Active now" align="right" body={(r: SelfPacedCourseStats) => formatCount(r.activeNow)} />
      <Column header="Revoked" align="right" body={(r: SelfPacedCourseStats) => formatCount(r.revoked)} />
    </DataTable>
  );
}

export function CourseStats() {
  const window = route.useSearch();
  const navigate = useNavigate({ from: '/courses/stats' });
  const { backwards, exporter, set } = useDayRangeReport(window, (search) => void navigate({ search }));
  const instructorLed = useQuery({ ...instructorLedStatsQueryOptions(window), enabled: !backwards });
  const selfPaced = useQuery(selfPacedStatsQueryOptions);
  const stats = instructorLed.data;
  const online = (selfPaced.data?.courses ?? []).filter((c) => c.enrollments > 0 || c.isActive);

  return (
    <div className="list-screen course-stats">
      <PageHeader
        subtitle={`Classes whose first day falls from ${formatIsoDay(window.startDate)} to ${formatIsoDay(window.endDate)}`}
        actions={
          <CsvButton
            exporter={exporter}
            onClick={() =>
              void exporter.run(
                contract.classes.courseStats.exportInstructorLedCourseStats,
                { query: window },
                `course-stats-${window.startDate}-${window.endDate}.csv`,
              )
            }
          />
        }
      />
      <DayRangeFields
        range={window}
        legend="Classes whose first day falls between"
        fromLabel="First day from"
        onChange={set}
      />
      <ExportProgress exporter={exporter} />

      <section className="course-stats__section" aria-labelledby="instructor-led-title">
        <h2 id="instructor-led-title">Instructor-led courses</h2>
        {stats && <p className="cell-muted course-stats__note">{stats.note}</p>}
        {instructorLed.isError && <p role="alert">The instructor-led stats could not be loaded.</p>}
        {stats && stats.courses.length > 0 && (
          <div className="course-stats__charts">
            <figure className="course-stats__chart course-stats__chart--wide">
              <figcaption>Seats per course</figcaption>
              <SeatsChart courses={stats.courses} />
            </figure>
            <figure className="course-stats__chart">
              <figcaption>Classes by state ({formatCount(stats.totals.classes)})</figcaption>
              <StatesChart totals={stats.totals} />
            </figure>
          </div>
        )}
        <InstructorLedTable stats={stats} loading={instructorLed.isFetching} />
      </section>

      <section className="course-stats__section" aria-labelledby="self-paced-title">
        <h2 id="self-paced-title">Self-paced courses</h2>
        {selfPaced.data && (
          <p className="cell-muted course-stats__note">
            All enrollments of each online course; active now: not revoked and within its dates on{' '}
            {formatIsoDay(selfPaced.data.asOf)} (UTC).
          </p>
        )}
        {selfPaced.isError && <p role="alert">The self-paced stats could not be loaded.</p>}
        {online.some((c) => c.enrollments > 0) && (
          <figure className="course-stats__chart course-stats__chart--wide">
            <figcaption>Enrollments per online course</figcaption>
            <SelfPacedChart courses={online.filter((c) => c.enrollments > 0)} />
          </figure>
        )}
        <SelfPacedTable courses={online} loading={selfPaced.isFetching} />
      </section>
    </div>
  );
}
