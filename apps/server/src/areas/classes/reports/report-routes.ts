// The class reports of the current search and course stats.
import type { classReports } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../../platform/register-area.js';
import { exportInstructorLedStats, instructorLedStats, selfPacedStats } from '../course-stats/course-stats.js';
import { classHeadersReport, classRegistrationsReport } from './class-reports.js';
import { studentScoresReport } from './student-scores-report.js';

export const classReportHandlers = (_deps: AreaDeps): Handlers<typeof classReports> => ({
  classHeadersReport: ({ ctx, body }) => classHeadersReport(ctx.db, body),
  classRegistrationsReport: ({ ctx, body }) => classRegistrationsReport(ctx.db, body),
  classStudentScoresReport: ({ ctx, body }) => studentScoresReport(ctx.db, body),
  instructorLedCourseStats: ({ ctx, query }) => instructorLedStats(ctx.db, query),
  exportInstructorLedCourseStats: ({ ctx, query }) => exportInstructorLedStats(ctx.db, query),
  selfPacedCourseStats: ({ ctx }) => selfPacedStats(ctx.db),
});
