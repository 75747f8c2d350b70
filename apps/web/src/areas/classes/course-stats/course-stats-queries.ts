// Reads of Course Stats: the instructor-led courses' classes in a window and the self-paced courses'
// enrollments, one query-options factory each, shared by the route loader and the screen.
import { contract } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { CourseStatsSearch } from './course-stats-search';

export const courseStatsKey = ['classes', 'course-stats'] as const;

export const instructorLedStatsQueryOptions = (window: CourseStatsSearch) =>
  queryOptions({
    queryKey: [...courseStatsKey, 'instructor-led', window],
    queryFn: ({ signal }) => api(contract.classes.courseStats.instructorLedCourseStats, { query: window }, { signal }),
  });

export const selfPacedStatsQueryOptions = queryOptions({
  queryKey: [...courseStatsKey, 'self-paced'],
  queryFn: ({ signal }) => api(contract.classes.courseStats.selfPacedCourseStats, undefined, { signal }),
});
