// Compiles the server for production into dist/: the server and its two command-line tools, each one
// ES module bundled by esbuild for Node 22 with a source map. Packages stay in node_modules, loaded by
// Node; the workspace's contract (TypeScript) is bundled in. `npm run build -w @eco/server`.
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const server = path.resolve(import.meta.dirname, '..');
const dist = path.join(server, 'dist');

const entryPoints = {
  main: 'src/main.ts',
  'grant-role-cli': 'src/cli/grant-role-cli.ts',
  'bench-seed-cli': 'src/seed/bench-cli.ts',
};

// Files a module reads at run time beside itself (through import.meta.url): in a bundle that module's URL
// is the bundle's, in dist/, so each folder is copied where the module's relative path then points.
const runtimeFiles = {
  'src/db/migrations': 'migrations', // db/client.ts: ./migrations
  'src/platform/idp/assets': 'assets', // platform/idp/index.ts: ./assets/<name>
};

// Bare imports are packages, left to Node, except the workspace's own (TypeScript sources, bundled).
const packagesExternal = {
  name: 'packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@eco/') ? undefined : { path: args.path, external: true },
    );
  },
};

// Written over the last build, not into an emptied folder: a server started from it keeps running, and
// the command-line tools may build while it does.
await build({
  absWorkingDir: server,
  entryPoints,
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  // Stack traces need the mapping only; the sources are in the repository.
  sourcesContent: false,
  plugins: [packagesExternal],
  logLevel: 'warning',
});
for (const [from, to] of Object.entries(runtimeFiles)) {
  const source = path.join(server, from);
  if (!existsSync(source)) throw new Error(`${from} is gone: update runtimeFiles in scripts/build.mjs`);
  cpSync(source, path.join(dist, to), { recursive: true });
}
