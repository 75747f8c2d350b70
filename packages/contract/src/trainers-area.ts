// The Trainers area declared in one place: its endpoints (records, licenses held and renewals, F2F),
// its audit words, its history records and its OpenAPI tag.
import { defineContractArea } from './area.js';
import { trainerF2f } from './trainer-f2f.js';
import { trainerLicenses } from './trainer-licenses.js';
import { trainerRecords } from './trainers.js';

export const trainersArea = defineContractArea({
  key: 'trainers',
  word: 'trainers',
  tag: 'Trainers: who teaches (list, search, export, create and edit), the license renewal e-mail, and the face-to-face requirement per year with its registrations report.',
  audit: {
    verbs: ['create', 'update', 'resend-license-renewal', 'update-f2f-year'],
    entities: ['trainer'],
  },
  history: { trainer: 'canViewTrainers' },
  // One area, three files: records (list, create, edit, export), licenses held and renewals, F2F.
  endpoints: { ...trainerRecords, ...trainerLicenses, ...trainerF2f },
});
