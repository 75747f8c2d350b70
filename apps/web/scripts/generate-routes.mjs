// Writes src/routeTree.gen.ts from the file routes, as the Vite plugin does on build and in dev mode,
// so `tsc` can check the typed routes without a build. (The file is generated, not committed: areas
// add routes at the same time.) Settings match vite.config.ts.
// @tanstack/router-generator is the plugin's own generator (installed with @tanstack/router-plugin).
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = getConfig({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }, root);
await new Generator({ config, root }).run();
