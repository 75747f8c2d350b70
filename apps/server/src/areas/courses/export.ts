// Courses as a CSV file: every row matching the list's filters, in the list's order .
import type { CourseRow, courseListQuery } from '@eco/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { listPages } from '../../kits/lists/list-export.js';
import { type CsvColumn, csvDownload } from '../../platform/csv.js';
import { listCourses } from './service.js';

const columns: CsvColumn<CourseRow>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Code', value: (r) => r.code },
  { header: 'Name', value: (r) => r.name },
  { header: 'Category', value: (r) => r.categoryName },
  { header: 'Type', value: (r) => r.courseType },
  { header: 'Beta', value: (r) => r.isBeta },
  { header: 'Active', value: (r) => r.isActive },
  { header: 'Language', value: (r) => r.defaultLanguageId },
  { header: 'Duration (days)', value: (r) => r.durationDays },
  { header: 'Required license', value: (r) => r.requiredLicenseName },
  { header: 'Online courses', value: (r) => r.onlineCourseCount },
  { header: 'Updated at', value: (r) => r.updatedAt },
];

type ExportQuery = Omit<z.infer<typeof courseListQuery>, 'page' | 'pageSize'>;

export function exportCourses(db: Db, query: ExportQuery) {
  return csvDownload(
    'courses.csv',
    columns,
    listPages((paging) => listCourses(db, { ...query, ...paging })),
  );
}
