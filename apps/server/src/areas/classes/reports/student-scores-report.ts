// The student scores report: the students of the selected classes with the passcode each was issued
// and whether it was redeemed. Scores need assessment results, which arrive with the assessment
// results area: until then the Score and Passed columns stay empty and the file says why.
import type { Db } from '../../../db/client.js';
import type { CsvColumn } from '../../../platform/csv.js';
import { learnerColumns, type RegistrationReportRow, type ReportBody, registrationBatches } from './class-reports.js';
import { reportDownload } from './report-file.js';
import { describeFilters, generatedNote, ZONE_NOTE } from './report-filters.js';

export const SCORES_NOTE =
  'Score and Passed are empty: assessment results do not exist yet; they come with the assessment results area. Redeemed says whether the passcode has been used for the assessment.';

const passcodeState = (r: RegistrationReportRow) =>
  r.passcode === null ? null : r.passcodeRevoked ? 'Revoked' : r.passcodeActive ? 'Active' : 'Inactive';

const columns: CsvColumn<RegistrationReportRow>[] = [
  ...learnerColumns,
  { header: 'Passcode', value: (r) => r.passcode },
  { header: 'Passcode State', value: passcodeState },
  { header: 'Redeemed', value: (r) => (r.passcode === null ? null : r.redeemedAt !== null) },
  { header: 'Redeemed At', value: (r) => r.redeemedAt },
  { header: 'Score', value: () => null },
  { header: 'Passed', value: () => null },
];

export async function studentScoresReport(db: Db, body: ReportBody) {
  const filters = body.filters;
  const at = new Date();
  return reportDownload(
    {
      name: `class-student-scores-${at.toISOString().slice(0, 10)}`,
      sheet: 'Students',
      notes: [
        'Student scores: one row a student (registration) with the passcode issued and whether it was redeemed.',
        SCORES_NOTE,
        await describeFilters(db, filters),
        ZONE_NOTE,
        generatedNote(at),
      ],
      columns,
      batches: registrationBatches(db, filters),
    },
    body.format,
  );
}
