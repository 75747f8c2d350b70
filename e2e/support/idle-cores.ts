// How many of the machine's cores are free right now: the idle share of every core over a short
// sample of /proc/stat (time stolen by a shared host's other guests counts as busy). Where there is no
// /proc/stat (not Linux), every core counts as free.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** The machine's CPU time so far: all of it and the idle part, in clock ticks. */
function cpuTimes(): { total: number; idle: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  // cpu user nice system idle iowait irq softirq steal guest guest_nice (guest time is inside user).
  const [, user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
  const free = (idle ?? 0) + (iowait ?? 0);
  return { total: [user, nice, system, irq, softirq, steal].reduce<number>((a, b) => a + (b ?? 0), free), idle: free };
}

/** Cores free over the next `seconds` (a blocking sample: it runs once, when the runner starts). */
export function idleCores(seconds = 1): number {
  const cores = availableParallelism();
  if (!existsSync('/proc/stat')) return cores;
  const before = cpuTimes();
  execFileSync('sleep', [String(seconds)]);
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (cores * (after.idle - before.idle)) / total : cores;
}
