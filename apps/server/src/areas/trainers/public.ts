// What other areas may ask of Trainers: the only file of this folder they import.
export { recountF2f } from './f2f/f2f-years.js';
export { sendDueReminders, writeHolderStates } from './licenses/license-job.js';
export { daysBefore } from './licenses/license-timeline.js';
export { type TeachingLicense, teachingLicense } from './licenses/teaching-licenses.js';
export { type TrainerOption, trainerNameOf, trainerOptions, trainersAmong } from './records/trainer-options.js';
