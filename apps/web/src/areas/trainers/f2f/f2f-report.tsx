// F2F Registrations Report (/trainers/f2f-registrations-report): the in-person classes starting between
// two days, each opening its class, with its course, days, trainers (lead first), place, seats taken
// against the capacity (the waiting list apart) and registrations by status, and
// the CSV of the same range (every class, a column per status). The range is in the address, so a link
// or a reload shows the same report.
import { contract, type F2fRegistrationsReportRow } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { formatDayRange } from '../../../lib/dates';
import { CsvButton, ExportProgress } from '../../../lib/list/csv-export';
import { DayRangeFields, useDayRangeReport } from '../../../lib/list/day-range';
import { PageHeader } from '../../../lib/page-header';
import { f2fReportQueryOptions } from './f2f-queries';
import '../renewals.css';

const route = getRouteApi('/_trainers/trainers/f2f-registrations-report');

const statusWords: [keyof F2fRegistrationsReportRow['byStatus'], string][] = [
  ['registered', 'registered'],
  ['pending', 'pending'],
  ['waitlisted', 'waitlisted'],
  ['attended', 'attended'],
  ['complete', 'complete'],
  ['incomplete', 'incomplete'],
  ['deferred', 'deferred'],
  ['n/a', 'n/a'],
  ['unknown', 'unknown'],
];

function Trainers({ row }: { row: F2fRegistrationsReportRow }) {
  return (
    <div className="cell-stack">
      {row.trainers.map((t) => (
        <span key={t.admId} className={t.isLead ? 'cell-strong' : 'cell-muted'}>
          {t.name}
          {t.isLead ? ' (lead)' : ''}
        </span>
      ))}
    </div>
  );
}

function Registrations({ row }: { row: F2fRegistrationsReportRow }) {
  const parts = statusWords.filter(([s]) => row.byStatus[s] > 0).map(([s, word]) => `${row.byStatus[s]} ${word}`);
  return (
    <div className="cell-stack">
      {/* Seats against the capacity; the waiting list holds none, so it is said apart. */}
      <span className="cell-strong">
        {row.seatsTaken}
        {row.capacity !== null ? ` of ${row.capacity}` : ''}
        {row.waitlisted > 0 ? `, ${row.waitlisted} waiting` : ''}
      </span>
      <span className="cell-muted">{parts.join(' · ') || 'None yet'}</span>
    </div>
  );
}

export function F2fRegistrationsReport() {
  const range = route.useSearch();
  const navigate = useNavigate({ from: '/trainers/f2f-registrations-report' });
  const { backwards, exporter, set } = useDayRangeReport(range, (search) => void navigate({ search }));
  const report = useQuery({ ...f2fReportQueryOptions(range), enabled: !backwards });
  const rows = report.data?.rows ?? [];

  return (
    <div className="list-screen">
      <PageHeader
        subtitle={report.data ? `${rows.length} in-person ${rows.length === 1 ? 'class' : 'classes'}` : undefined}
        actions={
          <CsvButton
            exporter={exporter}
            onClick={() =>
              void exporter.run(
                contract.trainers.f2f.exportF2fRegistrationsReport,
                { query: range },
                `f2f-registrations-${range.startDate}-to-${range.endDate}.csv`,
              )
            }
          />
        }
      />
      <DayRangeFields
        range={range}
        legend="Classes starting between"
        fromLabel="Classes starting from"
        onChange={set}
      />
      <ExportProgress exporter={exporter} />
      {report.data?.truncated && (
        <p className="cell-muted">The first 1,000 classes are shown; the CSV has every class in the range.</p>
      )}
      <DataTable
        value={rows}
        dataKey="classId"
        loading={report.isFetching}
        emptyMessage={report.isError ? 'The report could not be loaded.' : 'No in-person class starts in this range.'}
        aria-label="In-person classes and their registrations"
        stripedRows
        size="small"
      >
        <Column
          header="Class"
          body={(r: F2fRegistrationsReportRow) => (
            <div className="cell-stack">
              <Link to="/classes/$id" params={{ id: String(r.classId) }} className="cell-link cell-strong">
                <span className="cell-code">{r.courseCode}</span> {r.courseName}
              </Link>
              <span className="cell-muted">
                Class {r.classId} · {r.state}
              </span>
            </div>
          )}
        />
        <Column
          header="Dates"
          body={(r: F2fRegistrationsReportRow) => (
            <div className="cell-stack">
              <span>{formatDayRange(r.startDate, r.endDate)}</span>
              <span className="cell-muted">{r.timeZone}</span>
            </div>
          )}
        />
        <Column header="Trainers" body={(r: F2fRegistrationsReportRow) => <Trainers row={r} />} />
        <Column
          header="Where"
          body={(r: F2fRegistrationsReportRow) => [r.city, r.country].filter(Boolean).join(', ') || '—'}
        />
        <Column header="Registrations" body={(r: F2fRegistrationsReportRow) => <Registrations row={r} />} />
      </DataTable>
    </div>
  );
}
