// Products as a CSV file: every row matching the list's filters, in the list's order .
import type { ProductRow, productListQuery } from '@eco/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { listPages } from '../../kits/lists/list-export.js';
import { type CsvColumn, csvDownload } from '../../platform/csv.js';
import { listProducts } from './service.js';

const columns: CsvColumn<ProductRow>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'SKU', value: (r) => r.sku },
  { header: 'Name', value: (r) => r.name },
  { header: 'Kind', value: (r) => r.kind },
  { header: 'Price (minor units)', value: (r) => r.price.amount },
  { header: 'Currency', value: (r) => r.price.currency },
  { header: 'Course', value: (r) => r.courseCode },
  { header: 'Online course', value: (r) => r.onlineCourseCode },
  { header: 'Assessment', value: (r) => r.assessmentCode },
  { header: 'Active', value: (r) => r.isActive },
  { header: 'Markets', value: (r) => r.marketCount },
  { header: 'Updated at', value: (r) => r.updatedAt },
];

type ExportQuery = Omit<z.infer<typeof productListQuery>, 'page' | 'pageSize'>;

export function exportProducts(db: Db, query: ExportQuery) {
  return csvDownload(
    'products.csv',
    columns,
    listPages((paging) => listProducts(db, { ...query, ...paging })),
  );
}
