// The Trainers area declared in one place: its three parts (records, licenses held and renewals, F2F),
// its audit words, its history records and its OpenAPI tag.
import { defineContractArea } from '../area.js';
import { trainerF2f } from './f2f.js';
import { trainerLicenses } from './licenses.js';
import { trainerRecords } from './records.js';

export * from './f2f.js';
export * from './licenses.js';
export * from './records.js';
export * from './refusals.js';

/** The Trainers area's endpoints by part: `contract.trainers.<part>.<name>`. */
export const trainers = { records: trainerRecords, licenses: trainerLicenses, f2f: trainerF2f } as const;

export const trainersArea = defineContractArea({
  key: 'trainers',
  word: 'trainers',
  tag: 'Trainers: who teaches (list, search, export, create and edit), the licenses they hold (granted, renewed, ended) and the renewal e-mail, and the face-to-face requirement per year with its registrations report.',
  audit: {
    verbs: [
      'create',
      'update',
      'resend-license-renewal',
      'grant-license',
      'renew-license',
      'end-license',
      'update-f2f-year',
    ],
    entities: ['trainer'],
  },
  history: { trainer: 'canViewTrainers' },
  endpoints: trainers,
});
