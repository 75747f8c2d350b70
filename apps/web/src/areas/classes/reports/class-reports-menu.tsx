// The Classes list's reports of the current search: headers (one row a class), classes (one row a
// registration) and student scores, each as CSV or XLSX for the filters on screen. The server streams
// every matching class, not just the page; the file says itself which filters and zone it used.
import { type ClassReportFormat, type ClassSearchFiltersInput, contract } from '@eco/contract';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { ExportProgress, useCsvExport } from '../../../lib/list/csv-export';

const reports = [
  {
    label: 'Headers',
    hint: 'one row a class',
    endpoint: contract.classes.reports.classHeadersReport,
    file: 'class-headers',
  },
  {
    label: 'Classes',
    hint: 'one row a registration',
    endpoint: contract.classes.reports.classRegistrationsReport,
    file: 'class-registrations',
  },
  {
    label: 'Student scores',
    hint: 'passcodes and whether redeemed',
    endpoint: contract.classes.reports.classStudentScoresReport,
    file: 'class-student-scores',
  },
] as const;

const formats: { format: ClassReportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel (XLSX)' },
];

export function ClassReportsMenu({
  filters,
}: {
  /** The list's filters as its search sends them (ClassSearchFiltersInput). */
  filters: ClassSearchFiltersInput | Record<string, unknown>;
}) {
  const menu = useRef<Menu>(null);
  const exporter = useCsvExport();
  const today = new Date().toISOString().slice(0, 10);
  // One list, a group per report, so every choice is one click (or arrow keys) away.
  const items: MenuItem[] = reports.map((r) => ({
    label: `${r.label} (${r.hint})`,
    items: formats.map((f) => ({
      label: `${r.label} as ${f.label}`,
      command: () =>
        void exporter.run(
          r.endpoint,
          { body: { filters: filters as ClassSearchFiltersInput, format: f.format } },
          `${r.file}-${today}.${f.format}`,
        ),
    })),
  }));
  return (
    <>
      <Menu
        model={items}
        popup
        ref={menu}
        id="class-reports-menu"
        style={{ width: '20rem' }}
        pt={{ menu: { 'aria-label': 'Class reports' } }}
      />
      <button
        type="button"
        className="p-button p-component p-button-outlined p-button-sm"
        aria-haspopup="menu"
        aria-controls="class-reports-menu"
        disabled={exporter.running}
        onClick={(event) => menu.current?.toggle(event)}
      >
        <span
          className={`p-button-icon p-button-icon-left pi ${exporter.running ? 'pi-spin pi-spinner' : 'pi-download'}`}
          aria-hidden="true"
        />
        <span className="p-button-label">Reports</span>
        <span className="p-button-icon p-button-icon-right pi pi-chevron-down" aria-hidden="true" />
      </button>
      <ExportProgress exporter={exporter} />
    </>
  );
}
