// The console's built screens, read from its file routes the way TanStack Router names them
// (routes/classes/self-paced.tsx and routes/classes.self-paced.tsx are both /classes/self-paced).
import { readdirSync } from 'node:fs';
import path from 'node:path';

const routesDir = path.resolve(import.meta.dirname, '../../apps/web/src/routes');

function* files(dir: string, prefix: string[]): Generator<string[]> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('-') || entry.name.startsWith('__root')) continue;
    if (entry.isDirectory()) yield* files(path.join(dir, entry.name), [...prefix, entry.name]);
    else if (/\.(tsx|ts)$/.test(entry.name) && !entry.name.endsWith('.gen.ts') && !/\.test\.tsx?$/.test(entry.name)) {
      yield [
        ...prefix,
        ...entry.name
          .replace(/\.(tsx|ts)$/, '')
          .replace(/\.lazy$/, '')
          .split('.'),
      ];
    }
  }
}

export function implementedRoutePaths(): Set<string> {
  const paths = new Set<string>();
  for (const segments of files(routesDir, [])) {
    const kept = segments
      .filter((s) => s !== 'index' && s !== 'route' && !/^\(.*\)$/.test(s) && !s.startsWith('_'))
      .map((s) => s.replace(/_$/, ''));
    paths.add(`/${kept.join('/')}`);
  }
  return paths;
}
