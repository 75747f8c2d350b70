// What other areas may ask of Enrollment codes: the only file of this folder they import.
export { enrollmentCodeHistorySources } from './history.js';
