// The server process's memory, from /proc: its resident size and peak now, and sampled while a CSV
// downloads (the exports must stream, not hold the file).
import { readFileSync } from 'node:fs';

export function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** Samples the server's RSS every 20 ms from now until stopped: where it began and the highest seen. */
export function sampleRss(pid: number) {
  const before = rssMb(pid).rss;
  let highest = before;
  const timer = setInterval(() => {
    highest = Math.max(highest, rssMb(pid).rss);
  }, 20);
  return {
    /** Stops sampling; the server's RSS before, at its highest, and the growth, in MB. */
    stop: () => {
      clearInterval(timer);
      return { before, highest, growth: highest - before };
    },
  };
}

/**
 * Reads a response to the end, counting its lines and bytes, while sampling the server's RSS every 20 ms:
 * the lines, the size in MB, the seconds to the first byte and to the end, and the server's RSS.
 */
export async function download(url: string, pid: number, init: RequestInit) {
  const sampler = sampleRss(pid);
  const started = performance.now();
  try {
    const res = await fetch(url, init);
    if (res.status !== 200 || !res.body) throw new Error(`${url}: ${res.status}`);
    let bytes = 0;
    let lines = 0;
    let firstByteSeconds = 0;
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      if (!bytes) firstByteSeconds = Math.round(performance.now() - started) / 1000;
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
    const seconds = Math.round(performance.now() - started) / 1000;
    return { lines, megabytes: Math.round(bytes / 1e5) / 10, seconds, firstByteSeconds, serverRssMb: sampler.stop() };
  } finally {
    sampler.stop();
  }
}

/** Downloads a CSV, counting rows and bytes, while sampling the server's RSS every 20 ms. */
export async function downloadCsv(url: string, pid: number, authorization: string) {
  const { lines, ...read } = await download(url, pid, { headers: { authorization } });
  return { rows: lines - 1, ...read, rowsPerSecond: Math.round((lines - 1) / read.seconds) };
}
