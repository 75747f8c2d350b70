// What other areas may ask of Trainers: the only file of this folder they import.
export { writeHolderStates } from './licenses/license-job.js';
export { type TeachingLicense, teachingLicense } from './licenses/teaching-licenses.js';
