// Licenses as a CSV file: every row matching the list's filters, in the list's order .
import type { LicenseRow, licenseListQuery } from '@eco/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { listPages } from '../../kits/lists/list-export.js';
import { type CsvColumn, csvDownload } from '../../platform/csv.js';
import { listLicenses } from './service.js';

const columns: CsvColumn<LicenseRow>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'Renews every (months)', value: (r) => r.renewalMonths },
  { header: 'Active', value: (r) => r.isActive },
  { header: 'Courses', value: (r) => r.courses.map((c) => c.code).join(' ') },
  { header: 'Required by courses', value: (r) => r.requiredByCourseCount },
  { header: 'Updated at', value: (r) => r.updatedAt },
];

type ExportQuery = Omit<z.infer<typeof licenseListQuery>, 'page' | 'pageSize'>;

export function exportLicenses(db: Db, query: ExportQuery) {
  return csvDownload(
    'licenses.csv',
    columns,
    listPages((paging) => listLicenses(db, { ...query, ...paging })),
  );
}
