// The Classes area declared in one place: its five parts (class records, registrations, reports, self-paced
// students, course stats), its audit words, its history records and its OpenAPI tag.
import { defineContractArea } from '../area.js';
import { classCourseStats } from './course-stats.js';
import { classRecords } from './records.js';
import { classRegistrations } from './registrations.js';
import { classReports } from './reports.js';
import { classSelfPaced } from './self-paced.js';

export * from '../class-registration-statuses.js';
export * from './class-form.js';
export * from './class-search.js';
export * from './course-stats.js';
export * from './records.js';
export * from './refusals.js';
export * from './registrations.js';
export * from './reports.js';
export * from './self-paced.js';
export * from './states.js';
export * from './times.js';

/** The Classes area's endpoints by part: `contract.classes.<part>.<name>`. */
export const classes = {
  records: classRecords,
  registrations: classRegistrations,
  reports: classReports,
  selfPaced: classSelfPaced,
  courseStats: classCourseStats,
} as const;

export const classesArea = defineContractArea({
  key: 'classes',
  word: 'classes',
  tag: "Classes: class records and their states, registrations and the waiting list, students' passcodes, class reports, self-paced students and course stats.",
  audit: {
    verbs: [
      'revoke-self-paced',
      // The class record: its edits, state changes and publication.
      'create',
      'update',
      'delete',
      'change-state',
      'publish',
      'unpublish',
      // Registrations, the waiting list and the students' passcodes.
      'register',
      'unregister',
      'promote',
      'set-registration-status',
      'reorder-waitlist',
      'generate-passcodes',
      'deactivate-passcodes',
      'send-passcode-emails',
    ],
    entities: ['user-online-class', 'class', 'class-registration'],
  },
  history: { class: 'canViewClasses' },
  endpoints: classes,
});
