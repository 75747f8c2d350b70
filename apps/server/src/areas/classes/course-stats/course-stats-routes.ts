// Course stats: per course, the instructor-led classes of a window (also as CSV) and the self-paced enrollments.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../../platform/register-area.js';
import { exportInstructorLedStats, instructorLedStats, selfPacedStats } from './course-stats.js';

export const classCourseStatsHandlers = (_deps: AreaDeps): Handlers<typeof contract.classes.courseStats> => ({
  instructorLedCourseStats: ({ ctx, query }) => instructorLedStats(ctx.db, query),
  exportInstructorLedCourseStats: ({ ctx, query }) => exportInstructorLedStats(ctx.db, query),
  selfPacedCourseStats: ({ ctx }) => selfPacedStats(ctx.db),
});
