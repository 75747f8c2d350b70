// Partners as a CSV file: every row matching the list's filters, in the list's order .
import type { PartnerRow, partnerListQuery } from '@eco/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { listPages } from '../../kits/lists/list-export.js';
import { type CsvColumn, csvDownload } from '../../platform/csv.js';
import { listPartners } from './service.js';

const columns: CsvColumn<PartnerRow>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'Country code', value: (r) => r.countryCode },
  { header: 'Country', value: (r) => r.countryName },
  { header: 'Contact', value: (r) => r.contactName },
  { header: 'Billing e-mail', value: (r) => r.billingEmail },
  { header: 'Currency', value: (r) => r.currency },
  { header: 'Active', value: (r) => r.isActive },
  { header: 'Markets', value: (r) => r.marketCount },
];

type ExportQuery = Omit<z.infer<typeof partnerListQuery>, 'page' | 'pageSize'>;

export function exportPartners(db: Db, query: ExportQuery) {
  return csvDownload(
    'partners.csv',
    columns,
    listPages((paging) => listPartners(db, { ...query, ...paging })),
  );
}
