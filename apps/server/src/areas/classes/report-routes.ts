// The class reports of the current search and course stats.
import type { classReports } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';

export const classReportHandlers = (_deps: AreaDeps): Handlers<typeof classReports> => ({});
