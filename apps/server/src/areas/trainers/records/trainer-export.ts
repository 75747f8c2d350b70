// Trainers as a CSV file: every row matching the list's filters, in the list's order.
import { renewalStateLabels, type TrainerRow } from '@eco/contract';
import type { Db } from '../../../db/client.js';
import { listPages } from '../../../kits/lists/list-export.js';
import { type CsvColumn, csvDownload } from '../../../platform/csv.js';
import { searchModeOf, type TrainerListFilterOut, trainerPageRows } from './trainer-list.js';

const f2f = (y: TrainerRow['f2fCurrentYear']) =>
  `${y.status === 'Met' ? 'Met' : 'Not met'} (${y.completed} of ${y.required})${y.exempt ? ', exempt' : ''}`;

const columns: CsvColumn<TrainerRow>[] = [
  { header: 'AdmId', value: (r) => r.admId },
  { header: 'Last name', value: (r) => r.lastName },
  { header: 'First name', value: (r) => r.firstName },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Active', value: (r) => r.isActive },
  { header: 'Time zone', value: (r) => r.timeZone },
  { header: 'Languages', value: (r) => r.languages.join(' ') },
  {
    header: 'Licenses',
    value: (r) => r.licenses.map((l) => `${l.licenseName} (${renewalStateLabels[l.renewalState]})`).join('; '),
  },
  { header: 'Next expiry', value: (r) => r.nextExpiresAt },
  { header: 'F2F prior year', value: (r) => f2f(r.f2fPriorYear) },
  { header: 'F2F current year', value: (r) => f2f(r.f2fCurrentYear) },
  { header: 'Created', value: (r) => r.createdAt },
];

export async function exportTrainers(db: Db, filter: TrainerListFilterOut) {
  const mode = await searchModeOf(db, filter);
  return csvDownload(
    'trainers.csv',
    columns,
    listPages(async (paging) => ({ results: (await trainerPageRows(db, { ...filter, ...paging }, mode)).rows })),
  );
}
