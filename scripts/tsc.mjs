// The type check: TypeScript 7, the compiler ported to native code, which checks the server in 8 s where
// TypeScript 5 took 46 s. TypeScript 5 stays the `typescript` package because openapi-typescript (and
// the OpenAPI test that compiles its output) use its JavaScript API, which TypeScript 7 does not ship
// yet; TypeScript 7 is installed beside it under another name and run from here, with the arguments given.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const bin = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');
const { status, signal } = spawnSync(process.execPath, [bin, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(signal ? 1 : (status ?? 1));
