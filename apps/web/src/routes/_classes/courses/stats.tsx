// CourseStats (/courses/stats): a window's classes per course and self-paced enrollments, tables and charts.
import { createFileRoute } from '@tanstack/react-router';
import { CourseStats } from '../../../areas/classes/course-stats/course-stats';
import { courseStatsSearch } from '../../../areas/classes/course-stats/course-stats-search';

// The route's component is split into its own chunk (autoCodeSplitting), and the chart library is
// loaded by the chart component when it first draws: neither is part of any other screen.
export const Route = createFileRoute('/_classes/courses/stats')({
  validateSearch: courseStatsSearch,
  component: CourseStats,
});
