// The Classes area declared in one place: its endpoints (self-paced students, class records,
// registrations, reports and stats), its audit words, its history records and its OpenAPI tag.
import { defineContractArea } from './area.js';
import { classRecords } from './class-records.js';
import { classRegistrations } from './class-registrations.js';
import { classReports } from './class-reports.js';
import { classes } from './classes.js';

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
  // One area, four files: self-paced students, class records, registrations, reports and stats.
  endpoints: { ...classes, ...classRecords, ...classRegistrations, ...classReports },
});
