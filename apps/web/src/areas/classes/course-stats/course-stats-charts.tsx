// The charts of Course Stats, drawn by Chart.js through PrimeReact's Chart, which loads the library
// only when a chart first draws (this screen's own chunk, never the console's first load). Each chart
// is an image with a label saying what it shows; the tables beside them hold the same numbers.
import type { InstructorLedCourseStats, InstructorLedStats, SelfPacedCourseStats } from '@eco/contract';
import { classStates } from '@eco/contract';
import { Chart } from 'primereact/chart';

// Colours distinct for the common colour-vision deficiencies (Okabe and Ito's palette).
const palette = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#999999'];

const barOptions = (horizontal: boolean) => ({
  indexAxis: horizontal ? 'y' : 'x',
  maintainAspectRatio: false,
  animation: false,
  plugins: { legend: { position: 'bottom' } },
  scales: { x: { beginAtZero: true, ticks: { precision: 0 } }, y: { beginAtZero: true, ticks: { precision: 0 } } },
});

/** A bar chart's height: room for each course's group of bars when there are many. */
const heightFor = (groups: number) => `${Math.max(16, Math.min(60, groups * 2.5))}rem`;

/** One group of bars per row (a course), one bar per series, in the palette's order. */
function GroupedBars<T>(props: {
  rows: T[];
  label: (row: T) => string;
  series: [string, (row: T) => number | null][];
  ariaLabel: string;
}) {
  const data = {
    labels: props.rows.map(props.label),
    datasets: props.series.map(([label, value], i) => ({
      label,
      data: props.rows.map(value),
      backgroundColor: palette[i],
    })),
  };
  return (
    <Chart
      type="bar"
      data={data}
      options={barOptions(true)}
      style={{ height: heightFor(props.rows.length) }}
      ariaLabel={props.ariaLabel}
    />
  );
}

export function SeatsChart({ courses }: { courses: InstructorLedCourseStats[] }) {
  return (
    <GroupedBars
      rows={courses}
      label={(c) => c.courseCode}
      series={[
        ['Capacity', (c) => c.capacity],
        ['Seats taken', (c) => c.seatsTaken],
        ['Waitlisted', (c) => c.waitlisted],
        ['Attended', (c) => c.attended],
      ]}
      ariaLabel="Seats per course: capacity, seats taken, waitlisted and attended, as in the table"
    />
  );
}

export function StatesChart({ totals }: { totals: InstructorLedStats['totals'] }) {
  const data = {
    labels: [...classStates],
    datasets: [
      { data: classStates.map((s) => totals.byState[s]), backgroundColor: palette.slice(0, classStates.length) },
    ],
  };
  return (
    <Chart
      type="doughnut"
      data={data}
      options={{ maintainAspectRatio: false, animation: false, plugins: { legend: { position: 'bottom' } } }}
      style={{ height: '16rem' }}
      ariaLabel={`Classes by state: ${classStates.map((s) => `${totals.byState[s]} ${s}`).join(', ')}`}
    />
  );
}

export function SelfPacedChart({ courses }: { courses: SelfPacedCourseStats[] }) {
  return (
    <GroupedBars
      rows={courses}
      label={(c) => c.code}
      series={[
        ['Enrollments', (c) => c.enrollments],
        ['Active now', (c) => c.activeNow],
        ['Revoked', (c) => c.revoked],
      ]}
      ariaLabel="Self-paced enrollments per online course: all, active now and revoked, as in the table"
    />
  );
}
