// Classes' reports part: the reports of the current search (headers, classes, student scores) as CSV and
// XLSX; the area's index joins it as `contract.classes.reports`.
import { z } from 'zod';
import { endpoint, XLSX_MEDIA_TYPE } from '../endpoint.js';
import { classSearchFilters } from './class-search.js';

export const classReportFormats = ['csv', 'xlsx'] as const;
export const classReportFormat = z.enum(classReportFormats);
export type ClassReportFormat = z.infer<typeof classReportFormat>;

/**
 * A class report's request: the Classes list's filters as the list sends them (always: an empty object
 * takes every default, as the search's) and the file format.
 */
export const classReportBody = z.object({
  filters: classSearchFilters,
  format: classReportFormat.default('csv'),
});
export type ClassReportBody = z.input<typeof classReportBody>;

const reportSummary = (what: string) =>
  `${what} of the classes the Classes list's filters select, as CSV (format csv, the default) or XLSX (format xlsx, answered as ${XLSX_MEDIA_TYPE}), streamed. The file says first which filters it used and that dates and times are each class's own (its zone in a column).`;

export const classReports = {
  classHeadersReport: endpoint({
    method: 'POST',
    path: '/classes/reports/headers',
    access: 'canViewClasses',
    summary: reportSummary('One row a class (course, dates, times, zone, trainers, place, state, seats)'),
    body: classReportBody,
    response: z.string(),
    produces: 'text/csv',
    alsoProduces: [XLSX_MEDIA_TYPE],
    readOnly: true,
  }),
  classRegistrationsReport: endpoint({
    method: 'POST',
    path: '/classes/reports/classes',
    access: 'canViewClasses',
    summary: reportSummary("One row per registration with its class's columns"),
    body: classReportBody,
    response: z.string(),
    produces: 'text/csv',
    alsoProduces: [XLSX_MEDIA_TYPE],
    readOnly: true,
  }),
  classStudentScoresReport: endpoint({
    method: 'POST',
    path: '/classes/reports/student-scores',
    access: 'canViewClasses',
    summary: reportSummary(
      'The students (registrations) with their passcode and whether it was redeemed; assessment scores come with the assessment results area, which does not exist yet, so the score columns say so',
    ),
    body: classReportBody,
    response: z.string(),
    produces: 'text/csv',
    alsoProduces: [XLSX_MEDIA_TYPE],
    readOnly: true,
  }),
};
