// Accounts as a CSV file: every row matching the list's filters, in the list's order.
import { type AccountRow, accountStatusLabels } from '@eco/contract';
import type { Db } from '../../../db/client.js';
import { listPages } from '../../../kits/lists/list-export.js';
import { type CsvColumn, csvDownload } from '../../../platform/csv.js';
import { type AccountListQuery, listAccounts } from './account-list.js';

const columns: CsvColumn<AccountRow>[] = [
  { header: 'AdmId', value: (r) => r.admId },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'First name', value: (r) => r.firstName },
  { header: 'Last name', value: (r) => r.lastName },
  { header: 'Country code', value: (r) => r.countryCode },
  { header: 'Country', value: (r) => r.countryName },
  { header: 'Partner', value: (r) => r.partnerName },
  { header: 'E-mail verified', value: (r) => r.emailVerified },
  { header: 'Status', value: (r) => accountStatusLabels[r.status] },
  { header: 'Created', value: (r) => r.createdAt },
  { header: 'Last sign-in', value: (r) => r.lastSignInAt },
];

export function exportAccounts(db: Db, query: Omit<AccountListQuery, 'page' | 'pageSize'>) {
  return csvDownload(
    'accounts.csv',
    columns,
    listPages(async (paging) => listAccounts(db, { ...query, ...paging })),
  );
}
