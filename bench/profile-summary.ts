// Summarises a V8 CPU profile (.cpuprofile, e.g. from BENCH_CPU_PROF) of the server under a benchmark:
// busy time by package and the functions with the most self time, as shares of the busy time.
//   npx tsx bench/profile-summary.ts <file.cpuprofile> [top=30]
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
  const project = /\/(apps\/[^/]+|packages\/[^/]+|bench)\//.exec(url);
  return project?.[1] ?? url;
}

const [file, top = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));

const functions = new Map<string, number>();
const packages = new Map<string, number>();
let busy = 0;
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)?.callFrame ?? { functionName: '?', url: '', lineNumber: 0 };
  if (functionName === '(idle)') continue;
  busy += us;
  const pkg = packageOf(url, functionName);
  const key = `${functionName || '(anonymous)'} ${pkg}${url ? `:${lineNumber + 1}` : ''}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
  packages.set(pkg, (packages.get(pkg) ?? 0) + us);
}
const share = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
const ranked = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`busy ${(busy / 1e6).toFixed(1)} s\n\nby package:`);
for (const [pkg, us] of ranked(packages, 20)) console.log(`${share(us)}  ${pkg}`);
console.log('\nby function (self time):');
for (const [fn, us] of ranked(functions, Number(top))) console.log(`${share(us)}  ${fn}`);
