// What other areas may ask of Trainers: the only file of this folder they import.
export { trainerHistorySources } from './history.js';
export { writeHolderStates } from './license-job.js';
export { type TeachingLicense, teachingLicense } from './teaching-licenses.js';
