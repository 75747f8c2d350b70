// The Classes area's handlers by part, as the contract holds its endpoints: records, registrations, reports,
// self-paced students and course stats.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';
import { classCourseStatsHandlers } from './course-stats/course-stats-routes.js';
import { classRecordHandlers } from './records/record-routes.js';
import { classRegistrationHandlers } from './registrations/registration-routes.js';
import { classReportHandlers } from './reports/report-routes.js';
import { classSelfPacedHandlers } from './self-paced/self-paced-routes.js';

export const classesHandlers = (deps: AreaDeps) =>
  ({
    records: classRecordHandlers(deps),
    registrations: classRegistrationHandlers(deps),
    reports: classReportHandlers(deps),
    selfPaced: classSelfPacedHandlers(deps),
    courseStats: classCourseStatsHandlers(deps),
  }) satisfies Handlers<typeof contract.classes>;
