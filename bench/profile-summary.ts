// Summarises a V8 CPU profile (.cpuprofile, e.g. from BENCH_CPU_PROF) of the server under a benchmark:
// how busy each second was, then busy time by package and the functions with the most self time, as
// shares of the busy time, within the seconds asked for (the load, not the start or the seeding).
//   npx tsx bench/profile-summary.ts <file.cpuprofile> [from-second] [to-second] [top=30]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package a script belongs to: node_modules/<name> (scoped too), node's own, or the project's path. */
function packageOf(url: string, name: string) {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules?.[1]) return inModules[1];
  if (url.startsWith('node:')) return 'node';
  const project = /\/(apps\/[^/]+\/src\/[^/]+(?:\/[^/]+)?|packages\/[^/]+|bench)\//.exec(url);
  return project?.[1] ?? url;
}

const [file, from = '0', to = 'Infinity', top = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [from-second] [to-second] [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const frameOf = (id: number) => byId.get(id)?.callFrame ?? { functionName: '?', url: '', lineNumber: 0 };

// Per second: busy share, to find the load.
const seconds: { busy: number; all: number }[] = [];
let clock = 0;
const self = new Map<number, number>();
for (const [i, id] of profile.samples.entries()) {
  const us = profile.timeDeltas[i] ?? 0;
  clock += us;
  const second = Math.floor(clock / 1e6);
  seconds[second] ??= { busy: 0, all: 0 };
  const slot = seconds[second];
  slot.all += us;
  if (frameOf(id).functionName !== '(idle)') slot.busy += us;
  if (second >= Number(from) && second < Number(to)) self.set(id, (self.get(id) ?? 0) + us);
}
console.log(`busy % per second: ${seconds.map((s) => Math.round((100 * s.busy) / Math.max(1, s.all))).join(' ')}`);

const functions = new Map<string, number>();
const packages = new Map<string, number>();
let busy = 0;
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = frameOf(id);
  if (functionName === '(idle)') continue;
  busy += us;
  const pkg = packageOf(url, functionName);
  const key = `${functionName || '(anonymous)'} ${pkg}${url ? `:${lineNumber + 1}` : ''}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
  packages.set(pkg, (packages.get(pkg) ?? 0) + us);
}
const share = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
const ranked = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`\nbusy ${(busy / 1e6).toFixed(1)} s from second ${from} to ${to}\n\nby package:`);
for (const [pkg, us] of ranked(packages, 20)) console.log(`${share(us)}  ${pkg}`);
console.log('\nby function (self time):');
for (const [fn, us] of ranked(functions, Number(top))) console.log(`${share(us)}  ${fn}`);
