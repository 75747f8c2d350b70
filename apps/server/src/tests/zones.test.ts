// The zones of the code base, checked on every import of the contract, the server and the web: the contract
// imports only zod; the web never imports the server (nor the server the web); an area never imports another
// area (on the server, only another area's public.ts); a lower layer never imports a higher one (server: db,
// config < platform < kits < areas < app; web: lib < shell < areas < routes); code outside tests never
// imports test helpers; and files are named in kebab-case (a folder's README.md aside). Data crossings too:
// an area file that imports another area's tables from db/schema, or whose SQL text names one after from,
// join, update, into or delete from (owners in areas/table-owners.ts), is listed in tests/data-crossings.ts
// with its reason, and an entry that no longer happens fails as well, so the list only shrinks. Test files,
// fixtures (*-fixture.ts), seeds (an area's seed/ folder, and seed/) and bench are outside the data rule for
// now: they set up and measure every area's rows at once.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { tableOwners } from '../areas/table-owners.js';
import { readSchemaTables } from '../testing/schema-tables.js';
import { type AllowedCrossing, dataCrossings, staleAllowances, unlistedCrossings } from '../testing/table-reach.js';
import { allowedDataCrossings } from './data-crossings.js';

const repo = path.resolve(import.meta.dirname, '../../../..');
const roots = ['packages/contract/src', 'apps/server/src', 'apps/web/src'];
/** Written by tools, named by them: drizzle-kit's migrations, the router's route tree. */
const generated = [/^apps\/server\/src\/db\/migrations\//, /^apps\/web\/src\/routeTree\.gen\.ts$/];
/** A folder's notes: README.md, the name every reader of a repository looks for. */
const folderNotes = /(?:^|\/)README\.md$/;
/**
 * Screen paths in the specification's camelCase style; their route files must carry them as written: the
 * spec's own authentication screens, and notSignedIn, the neutral screen after signing out or a cancelled
 * sign-in, named beside them in the same style.
 */
const specScreenSegments = new Set(['authCallback', 'authSilentRenew', 'authenticationError', 'notSignedIn']);

const walk = (dir: string): string[] =>
  readdirSync(path.join(repo, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    return statSync(path.join(repo, rel)).isDirectory() ? walk(rel) : [rel];
  });

/** Workspace packages by name (@eco/contract), each with the file or folder an import of it reaches. */
const workspaces = new Map(
  ['packages/contract', 'apps/server', 'apps/web', 'e2e'].map((dir) => {
    const manifest = JSON.parse(readFileSync(path.join(repo, dir, 'package.json'), 'utf8'));
    const entry = manifest.exports?.['.'] ?? manifest.main;
    return [manifest.name as string, entry ? path.posix.join(dir, entry) : dir];
  }),
);

export type Target = { file: string } | { pkg: string };

/** Where an import specifier leads: a repository file, or a package by name. */
export function resolveImport(from: string, specifier: string): Target {
  if (specifier.startsWith('.')) {
    const base = path.posix.join(path.posix.dirname(from), specifier);
    const candidates = [
      base,
      base.replace(/\.js$/, '.ts'),
      base.replace(/\.js$/, '.tsx'),
      `${base}.ts`,
      `${base}.tsx`,
      `${base}/index.ts`,
      `${base}/index.tsx`,
    ];
    const found = candidates.find((c) => existsSync(path.join(repo, c)) && statSync(path.join(repo, c)).isFile());
    return { file: found ?? base };
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
  const workspace = workspaces.get(name);
  return workspace ? { file: workspace } : { pkg: name };
}

interface Zone {
  space: 'contract' | 'server' | 'web' | 'elsewhere';
  /** Server: db and config 0, platform 1, kits 2, areas 3, app 4. Web: lib and styles 0, shell 1, areas 2, app 3. */
  rank: number;
  layer: string;
  area?: string;
  testing?: boolean;
}

export function zoneOf(file: string): Zone {
  if (file.startsWith('packages/contract/')) return { space: 'contract', rank: 0, layer: 'contract' };
  const server = /^apps\/server(?:\/src\/([^/]+)(?:\/([^/]+))?)?/.exec(file);
  if (server) {
    const [, top = '', sub] = server;
    // The validated environment is read by every layer: it sits with the database at the bottom.
    if (top === 'db' || top === 'config.ts') return { space: 'server', rank: 0, layer: top === 'db' ? 'db' : 'config' };
    if (top === 'platform') return { space: 'server', rank: 1, layer: 'platform' };
    if (top === 'kits') return { space: 'server', rank: 2, layer: `kits/${sub}` };
    if (top === 'areas' && sub && !sub.endsWith('.ts')) return { space: 'server', rank: 3, layer: 'areas', area: sub };
    const testing = top === 'testing' || top === 'tests';
    return { space: 'server', rank: 4, layer: testing ? top : 'app', testing };
  }
  const web = /^apps\/web(?:\/src\/([^/]+)(?:\/([^/]+))?)?/.exec(file);
  if (web) {
    const [, top = '', sub] = web;
    if (top === 'lib' || top === 'styles') return { space: 'web', rank: 0, layer: top };
    if (top === 'shell') return { space: 'web', rank: 1, layer: 'shell' };
    if (top === 'areas' && sub && !sub.includes('.')) return { space: 'web', rank: 2, layer: 'areas', area: sub };
    return { space: 'web', rank: 3, layer: 'app' };
  }
  return { space: 'elsewhere', rank: 0, layer: file.split('/').slice(0, 2).join('/') };
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Why `from` may not import `target`, or undefined when it may. */
export function zoneViolation(from: string, target: Target): string | undefined {
  const source = zoneOf(from);
  if ('pkg' in target) {
    if (source.space === 'contract' && target.pkg !== 'zod') return 'the contract imports only zod';
    return undefined;
  }
  const to = zoneOf(target.file);
  if (source.space === 'contract') {
    return to.space === 'contract' ? undefined : 'the contract imports only zod and its own files';
  }
  if (to.space !== source.space) {
    if (to.space === 'contract') {
      return target.file === workspaces.get('@eco/contract') ? undefined : 'the contract is imported as @eco/contract';
    }
    if (source.space === 'web' && to.space === 'server') return 'the web never imports the server';
    return `${source.space} code imports nothing of ${to.layer}`;
  }
  if (to.area && source.area && source.area !== to.area) {
    if (source.space === 'server' && target.file === `apps/server/src/areas/${to.area}/public.ts`) return undefined;
    return source.space === 'server'
      ? `an area imports another area only through its public.ts (areas/${to.area}/public.ts)`
      : 'an area never imports another area';
  }
  // Tests sit beside the code they test but start the whole app: they may reach up, never across.
  if (isTest(from)) return undefined;
  if (to.testing && !source.testing) return 'only tests import the test helpers';
  if (to.rank > source.rank) return `${source.layer} is below ${to.layer}: a lower layer never imports a higher one`;
  return undefined;
}

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Route files name URL segments: `$param`, `_pathless` layouts, `__root`, and the spec's own paths. */
const routePart = (part: string) =>
  kebab.test(part) ||
  /^\$[A-Za-z][A-Za-z0-9]*$/.test(part) ||
  /^_{1,2}[a-z0-9]+(?:-[a-z0-9]+)*$/.test(part) ||
  specScreenSegments.has(part);

/** Why a file's path breaks the naming rule, or undefined. Every dot-separated part of every name counts. */
export function namingViolation(file: string): string | undefined {
  if (generated.some((g) => g.test(file)) || folderNotes.test(file)) return undefined;
  const root = roots.find((r) => file.startsWith(`${r}/`)) ?? '';
  const inRoutes = file.startsWith('apps/web/src/routes/');
  const names = file.slice(root.length + 1).split('/');
  for (const name of names) {
    const parts = name.split('.');
    const ok = parts.every((part) => (inRoutes ? routePart(part) : kebab.test(part)));
    if (!ok) return `"${name}" is not kebab-case`;
  }
  return undefined;
}

const files = roots.flatMap(walk);
const sources = files.filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts'));

function importViolations(): string[] {
  const found: string[] = [];
  for (const file of sources) {
    const text = readFileSync(path.join(repo, file), 'utf8');
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const target = resolveImport(file, fileName);
      const why = zoneViolation(file, target);
      if (why) found.push(`${file} imports '${fileName}'${'file' in target ? ` (${target.file})` : ''}: ${why}`);
    }
  }
  return found;
}

const schema = await readSchemaTables();
/** Area code under the data rule: not tests, not their fixtures, not the audit test's examples, not seeds. */
const isTestInput = (f: string) => f.endsWith('-fixture.ts') || f.endsWith('/audit-examples.ts');
/** An area's demo seed (areas/<area>/seed/): it fills its rows beside the rows of the areas before it. */
const isSeed = (f: string) => /^apps\/server\/src\/areas\/[^/]+\/seed\//.test(f);
const areaSources = sources.filter(
  (f) => /^apps\/server\/src\/areas\/[^/]+\//.test(f) && !isTest(f) && !isTestInput(f) && !isSeed(f),
);
const crossings = areaSources.flatMap((file) =>
  dataCrossings(file, readFileSync(path.join(repo, file), 'utf8'), schema, tableOwners),
);

describe('zones', () => {
  it('read the contract, the server and the web', () => {
    expect(sources.filter((f) => f.startsWith('packages/contract/')).length).toBeGreaterThan(10);
    expect(sources.filter((f) => f.startsWith('apps/server/src/areas/')).length).toBeGreaterThan(20);
    expect(sources.filter((f) => f.startsWith('apps/web/src/lib/')).length).toBeGreaterThan(20);
  });

  it('catch each kind of crossing, however the import is spelt', () => {
    const check = (from: string, specifier: string) => zoneViolation(from, resolveImport(from, specifier));
    expect(check('packages/contract/src/passcodes.ts', 'drizzle-orm')).toMatch(/only zod/);
    expect(check('packages/contract/src/passcodes.ts', '@scope/thing')).toMatch(/only zod/);
    expect(check('packages/contract/src/passcodes.ts', '../../../apps/server/src/config.js')).toMatch(/only zod/);
    expect(check('packages/contract/src/passcodes.ts', 'zod')).toBeUndefined();
    expect(check('apps/web/src/lib/api.ts', '@eco/server')).toMatch(/never imports the server/);
    expect(check('apps/web/src/lib/api.ts', '../../../server/src/config.js')).toMatch(/never imports the server/);
    expect(check('apps/web/src/lib/api.ts', '../../../../packages/contract/src/common.js')).toMatch(/@eco\/contract/);
    expect(check('apps/web/src/lib/api.ts', '@eco/contract')).toBeUndefined();
    expect(check('apps/server/src/areas/classes/routes.ts', '../passcodes/service.js')).toMatch(/public\.ts/);
    expect(check('apps/server/src/areas/classes/routes.ts', '../passcodes/public.js')).toBeUndefined();
    expect(check('apps/server/src/platform/audit.ts', '../areas/passcodes/public.js')).toMatch(/lower layer/);
    expect(check('apps/server/src/platform/audit.ts', '../kits/lists/paging.js')).toMatch(/lower layer/);
    expect(check('apps/server/src/kits/lists/paging.ts', '../../areas/users/service.js')).toMatch(/lower layer/);
    expect(check('apps/server/src/platform/audit.ts', '../testing/harness.js')).toMatch(/only tests/);
    expect(check('apps/server/src/config.ts', './platform/errors.js')).toMatch(/lower layer/);
    expect(check('apps/server/src/areas/users/users.test.ts', '../../testing/harness.js')).toBeUndefined();
    expect(check('apps/web/src/lib/format.ts', '../shell/profile')).toMatch(/lower layer/);
    expect(check('apps/web/src/lib/format.ts', '../areas/passcodes/queries')).toMatch(/lower layer/);
    expect(check('apps/web/src/areas/classes/queries.ts', '../passcodes/queries')).toMatch(/another area/);
    expect(namingViolation('apps/web/src/lib/dateUtils.ts')).toMatch(/kebab/);
    expect(namingViolation('apps/server/src/kits/Lists/paging.ts')).toMatch(/kebab/);
    expect(namingViolation('apps/web/src/routes/_codes/passcodes/$passcodeId.edit.tsx')).toBeUndefined();
    expect(namingViolation('apps/web/src/routes/__root.tsx')).toBeUndefined();
    expect(namingViolation('apps/web/src/routes/notSignedIn.tsx')).toBeUndefined();
    expect(namingViolation('apps/web/src/routes/signedOut.tsx')).toMatch(/kebab/);
    expect(namingViolation('apps/server/src/areas/README.md')).toBeUndefined();
    expect(namingViolation('apps/server/src/areas/Notes.md')).toMatch(/kebab/);
    expect(namingViolation('apps/server/src/areas/README.ts')).toMatch(/kebab/);
  });

  it('hold for every import', () => {
    expect(importViolations()).toEqual([]);
  });

  it('catch each kind of data crossing, however it is spelt', () => {
    const classes = 'apps/server/src/areas/classes/x.ts';
    const tables = (text: string, file = classes) =>
      dataCrossings(file, text, schema, tableOwners).map((c) => `${c.table} ${c.owner}`);
    const barrel = "from '../../db/schema/index.js'";
    expect(tables(`import { accounts } ${barrel};`)).toEqual(['account accounts']);
    expect(tables("import { passcodes as p } from '../../db/schema/passcodes.js';")).toEqual(['passcode passcodes']);
    expect(tables(`import type { products } ${barrel};`)).toEqual(['product products']);
    expect(tables(`import * as s ${barrel}; s.partners.id; s.classes.id;`)).toEqual(['partner partners']);
    expect(tables(`export { courses } ${barrel};`)).toEqual(['course courses']);
    // Its own tables, the platform's and the schema's helpers are no crossing.
    expect(tables(`import { classes, auditEvents, emailOutbox } ${barrel};`)).toEqual([]);
    expect(tables("import { accountFullName } from '../../db/schema/account-profile.js';")).toEqual([]);
    expect(tables('sql`select 1 from account a`')).toEqual(['account accounts']);
    expect(tables(`sql\`select 1 from \${x} left join "passcode" p on true\``)).toEqual(['passcode passcodes']);
    expect(tables('sql`UPDATE Product set x = 1`')).toEqual(['product products']);
    expect(tables("db.execute(sql.raw('insert into public.partner values (1)'))")).toEqual(['partner partners']);
    expect(tables(`\`delete from trainer where \${x}\``)).toEqual(['trainer trainers']);
    expect(tables("const q = 'select 1 FROM\\n  course_category';")).toEqual(['course_category courses']);
    expect(tables('sql`select 1 from accounts, account_x, class_registration`')).toEqual([]);
    expect(tables(`sql\`select 1 from \${accounts}\` // from account`)).toEqual([]);
    expect(tables('sql`select 1 from class`')).toEqual([]);
    expect(tables('sql`select 1 from account`', 'apps/server/src/areas/accounts/x.ts')).toEqual([]);
    expect(tables('sql`select 1 from audit_event`')).toEqual([]);
    // The allow-list: a crossing it names passes, one it does not fails, an entry that no longer happens fails.
    const found = dataCrossings(classes, 'sql`select 1 from account`', schema, tableOwners);
    const entry = (files: string[]): AllowedCrossing[] => [{ area: 'classes', table: 'account', files, reason: 'r' }];
    expect(unlistedCrossings(found, entry(['x.ts']))).toEqual([]);
    expect(unlistedCrossings(found, entry(['y.ts']))).toEqual([
      'areas/classes/x.ts reaches account of accounts: sql "from account"',
    ]);
    expect(staleAllowances(found, entry(['x.ts']))).toEqual([]);
    expect(staleAllowances(found, entry(['x.ts', 'y.ts']))).toEqual([
      'areas/classes/y.ts no longer reaches account: take it out of the allow-list',
    ]);
  });

  it('allow only the data crossings listed, each once with its reason', () => {
    expect(areaSources.length).toBeGreaterThan(100);
    expect(unlistedCrossings(crossings, allowedDataCrossings)).toEqual([]);
    const keys = allowedDataCrossings.map((a) => `${a.area} ${a.table}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(allowedDataCrossings.filter((a) => a.reason.trim() === '' || a.files.length === 0)).toEqual([]);
  });

  it('list no data crossing that no longer happens', () => {
    expect(staleAllowances(crossings, allowedDataCrossings)).toEqual([]);
  });

  it('name every file in kebab-case', () => {
    const misnamed = files.flatMap((file) => {
      const why = namingViolation(file);
      return why ? [`${file}: ${why}`] : [];
    });
    expect(misnamed).toEqual([]);
  });
});
