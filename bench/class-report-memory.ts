// The year's classes report, for bench/classes.ts: POST /classes/reports/classes for one calendar year of
// classes in every state (one row a registration, about a million on the bench data), read to the end
// while the server's resident memory is sampled every 20 ms. Streaming keeps the growth flat whatever
// the year holds: target under 50 MB, for CSV and for XLSX.
import { sampleRss } from './memory.js';

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
  const sampler = sampleRss(pid);
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}/api/classes/reports/classes`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        format,
        filters: { ...window, states: [], includeBetaCourses: true },
      }),
    });
    if (res.status !== 200 || !res.body) throw new Error(`classes report (${format}): ${res.status}`);
    let bytes = 0;
    let lines = 0;
    let firstByteSeconds = 0;
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      if (!bytes) firstByteSeconds = Math.round(performance.now() - started) / 1000;
      bytes += chunk.length;
      if (format === 'csv') for (const b of chunk) if (b === 10) lines++;
    }
    return {
      format,
      // The CSV's lines, less its header lines (the filters it used, the column names): about the rows.
      ...(format === 'csv' ? { rows: lines } : {}),
      megabytes: Math.round(bytes / 1e5) / 10,
      seconds: Math.round(performance.now() - started) / 1000,
      firstByteSeconds,
      serverRssMb: sampler.stop(),
    };
  } finally {
    sampler.stop();
  }
}
