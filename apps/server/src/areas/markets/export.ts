// Markets as a CSV file: every row matching the list's filters, in the list's order .
import type { MarketRow, marketListQuery } from '@eco/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { listPages } from '../../kits/lists/list-export.js';
import { type CsvColumn, csvDownload } from '../../platform/csv.js';
import { listMarkets } from './service.js';

const columns: CsvColumn<MarketRow>[] = [
  { header: 'Country code', value: (r) => r.countryCode },
  { header: 'Country', value: (r) => r.countryName },
  { header: 'Assigned', value: (r) => r.isAssigned },
  { header: 'Currency', value: (r) => r.currency },
  { header: 'Partner', value: (r) => r.partnerName },
  { header: 'Products', value: (r) => r.productCount },
  { header: 'Updated at', value: (r) => r.updatedAt },
];

type ExportQuery = Omit<z.infer<typeof marketListQuery>, 'page' | 'pageSize'>;

export function exportMarkets(db: Db, query: ExportQuery) {
  return csvDownload(
    'markets.csv',
    columns,
    listPages((paging) => listMarkets(db, { ...query, ...paging })),
  );
}
