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

export function SeatsChart({ courses }: { courses: InstructorLedCourseStats[] }) {
  const series: [string, keyof InstructorLedCourseStats][] = [
    ['Capacity', 'capacity'],
    ['Seats taken', 'seatsTaken'],
    ['Waitlisted', 'waitlisted'],
    ['Attended', 'attended'],
  ];
  const data = {
    labels: courses.map((c) => c.courseCode),
    datasets: series.map(([label, key], i) => ({
      label,
      data: courses.map((c) => c[key]),
      backgroundColor: palette[i],
    })),
  };
  return (
    <Chart
      type="bar"
      data={data}
      options={barOptions(true)}
      style={{ height: heightFor(courses.length) }}
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
  const series: [string, keyof SelfPacedCourseStats][] = [
    ['Enrollments', 'enrollments'],
    ['Active now', 'activeNow'],
    ['Revoked', 'revoked'],
  ];
  const data = {
    labels: courses.map((c) => c.code),
    datasets: series.map(([label, key], i) => ({
      label,
      data: courses.map((c) => c[key]),
      backgroundColor: palette[i],
    })),
  };
  return (
    <Chart
      type="bar"
      data={data}
      options={barOptions(true)}
      style={{ height: heightFor(courses.length) }}
      ariaLabel="Self-paced enrollments per online course: all, active now and revoked, as in the table"
    />
  );
}
