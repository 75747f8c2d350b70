// The class reports of the current search: headers, classes and student scores.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../../platform/register-area.js';
import { classHeadersReport, classRegistrationsReport } from './class-reports.js';
import { studentScoresReport } from './student-scores-report.js';

export const classReportHandlers = (_deps: AreaDeps): Handlers<typeof contract.classes.reports> => ({
  classHeadersReport: ({ ctx, body }) => classHeadersReport(ctx.db, body),
  classRegistrationsReport: ({ ctx, body }) => classRegistrationsReport(ctx.db, body),
  classStudentScoresReport: ({ ctx, body }) => studentScoresReport(ctx.db, body),
});
