// The year's classes report, for bench/classes.ts: POST /classes/reports/classes for one calendar year of
// classes in every state (one row a registration, about a million on the bench data), read to the end
// while the server's resident memory is sampled every 20 ms. Streaming keeps the growth flat whatever
// the year holds: target under 50 MB, for CSV and for XLSX.
import { download } from './memory.js';

export interface ReportRun {
  format: 'csv' | 'xlsx';
  rows?: number;
  megabytes: number;
  seconds: number;
  firstByteSeconds: number;
  serverRssMb: { before: number; highest: number; growth: number };
}

/**
 * The report of classes starting in `year` (or in `window` within it), every state, beta courses too.
 * The bench first reads a month's report in each format: the server's heap grows its young generation
 * to full size under the first heavy allocation, whatever allocates, and that one-time growth (about
 * 30 MB) is not the year's report's.
 */
export async function yearReport(
  baseUrl: string,
  pid: number,
  authorization: string,
  year: number,
  format: 'csv' | 'xlsx',
  window = { startDate: `${year}-01-01`, endDate: `${year}-12-31` },
): Promise<ReportRun> {
  const { lines, ...read } = await download(`${baseUrl}/api/classes/reports/classes`, pid, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ format, filters: { ...window, states: [], includeBetaCourses: true } }),
  });
  // The CSV's lines, less its header lines (the filters it used, the column names): about the rows.
  return { format, ...(format === 'csv' ? { rows: lines } : {}), ...read };
}
