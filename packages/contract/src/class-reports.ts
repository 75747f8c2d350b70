// Classes: the reports of the current search (headers, classes, student scores) as CSV and XLSX, and
// course stats (instructor-led and self-paced). Part of the Classes area: the contract's index joins
// these endpoints into `contract.classes`.
import type { endpoint } from './endpoint.js';

export const classReports = {} satisfies Record<string, ReturnType<typeof endpoint>>;
