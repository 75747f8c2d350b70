// One word per area (tests/area-words.ts): the contract's keys are the built areas' words, and each area's
// contract file, server folder, console folder, route folder, browser spec and demo seed (in its folder's
// seed/) spell it, or are listed there with the reason they do not. No contract file, area folder, route folder, spec or demo seed
// goes by a word that is not pinned, and an exception that no longer happens fails too, so the lists only
// shrink. The checks run on a listing of the repository, so the test also proves they catch a misnamed one.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import * as contractPackage from '@eco/contract';
import { describe, expect, it } from 'vitest';
import {
  builtAreas,
  contractPartFiles,
  futureAreas,
  menuLayouts,
  sharedContractFiles,
  sharedSeeds,
  sharedSpecs,
} from './area-words.js';

const repo = path.resolve(import.meta.dirname, '../../../..');

/** What the checks read: names relative to each place. */
export interface Listing {
  contractKeys: string[];
  /** The contract's area declarations (area.ts): each one's key and word. */
  declared: { key: string; word: string }[];
  /** Files under packages/contract/src: `x.ts`, `x/y.ts`. */
  contract: string[];
  /** Folders under apps/server/src/areas and apps/web/src/areas. */
  serverAreas: string[];
  webAreas: string[];
  /** Folders under apps/web/src/routes: `_classes/classes/courses`. */
  routes: string[];
  /** Files in e2e/ and apps/server/src/seed/. */
  specs: string[];
  seeds: string[];
  /** Files in the server areas' seed folders: `passcodes/seed/demo.ts`. */
  areaSeeds: string[];
}

const isDir = (rel: string) => statSync(path.join(repo, rel)).isDirectory();
const entries = (dir: string) => (existsSync(path.join(repo, dir)) ? readdirSync(path.join(repo, dir)) : []);
const folders = (dir: string) => entries(dir).filter((n) => isDir(`${dir}/${n}`));
const walk = (dir: string, rel = ''): string[] =>
  entries(`${dir}${rel}`).flatMap((n) => (isDir(`${dir}${rel}/${n}`) ? walk(dir, `${rel}/${n}`) : [`${rel}/${n}`]));
const walkFolders = (dir: string, rel = ''): string[] =>
  folders(`${dir}${rel}`).flatMap((n) => [`${rel}/${n}`.slice(1), ...walkFolders(dir, `${rel}/${n}`)]);

export function readListing(): Listing {
  return {
    contractKeys: Object.keys(contractPackage.contract),
    declared: Object.values(contractPackage)
      .flatMap((v): unknown[] => (Array.isArray(v) ? v : [v]))
      .flatMap((v) => (isDeclaration(v) ? [{ key: v.key, word: v.word }] : [])),
    contract: walk('packages/contract/src').map((f) => f.slice(1)),
    serverAreas: folders('apps/server/src/areas'),
    webAreas: folders('apps/web/src/areas'),
    routes: walkFolders('apps/web/src/routes'),
    specs: entries('e2e').filter((n) => n.endsWith('.spec.ts')),
    seeds: entries('apps/server/src/seed').filter((n) => n.endsWith('.ts')),
    areaSeeds: folders('apps/server/src/areas').flatMap((area) =>
      walk(`apps/server/src/areas/${area}/seed`).map((f) => `${area}/seed${f}`),
    ),
  };
}

const isDeclaration = (value: unknown): value is { key: string; word: string } =>
  typeof value === 'object' && value !== null && 'endpoints' in value && 'word' in value && 'key' in value;
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const bench = /^(?:[a-z0-9-]+-)?bench(?:-cli)?(?:\.test)?\.ts$/;
/** A route folder's URL: its path without the pathless `_layout` folders. */
const isUrlPart = (part: string) => !part.startsWith('_');
const urlOf = (folder: string) => `/${folder.split('/').filter(isUrlPart).join('/')}`;

/** Every place that breaks the pinned words, each a sentence naming the path. */
export function wordProblems(l: Listing): string[] {
  const problems: string[] = [];
  const built = builtAreas.map((a) => a.word);
  const words = new Set([...built, ...futureAreas.map((a) => a.word)]);
  const unpinned = (place: string) =>
    problems.push(`${place} is no area word: use its area's word, or list it in tests/area-words.ts with why`);
  const missing = (place: string, word: string) => problems.push(`${place} is missing: area ${word} uses its word`);
  const stale = (place: string) => problems.push(`${place} is listed in tests/area-words.ts but not there`);

  const keys = l.contractKeys.map(kebab).sort();
  if (keys.join() !== [...built].sort().join()) {
    problems.push(`the contract's areas (${keys.join(', ')}) are not tests/area-words.ts's built areas`);
  }
  for (const { key, word } of l.declared) {
    if (word !== kebab(key) || !built.includes(word)) problems.push(`the contract declares area ${key} as ${word}`);
  }

  // The contract: <word>.ts or <word>/index.ts; beside them only shared files and the area part files
  // tests/area-words.ts lists with why (a name that merely starts with an area's word does not pass).
  const contractTop = l.contract.filter((f) => !f.includes('/') && f.endsWith('.ts'));
  for (const word of built) {
    if (!l.contract.includes(`${word}.ts`) && !l.contract.includes(`${word}/index.ts`)) {
      missing(`packages/contract/src/${word}.ts (or ${word}/index.ts)`, word);
    }
  }
  for (const file of contractTop) {
    const base = file.replace(/(?:\.test)?\.ts$/, '');
    if (!words.has(base) && !(file in sharedContractFiles) && !(file in contractPartFiles)) {
      unpinned(`packages/contract/src/${file}`);
    }
  }
  for (const folder of new Set(l.contract.filter((f) => f.includes('/')).map((f) => f.split('/')[0] ?? ''))) {
    if (!words.has(folder)) unpinned(`packages/contract/src/${folder}/`);
  }
  for (const file of [...Object.keys(sharedContractFiles), ...Object.keys(contractPartFiles)]) {
    if (!contractTop.includes(file)) stale(`packages/contract/src/${file}`);
  }
  for (const [file, { area, why }] of Object.entries(contractPartFiles)) {
    if (!words.has(area)) unpinned(`contract part area ${area}`);
    if (why.trim() === '') problems.push(`packages/contract/src/${file} is listed in tests/area-words.ts without why`);
  }

  // Area folders on the server (every area) and the web (areas with screens).
  for (const word of built) if (!l.serverAreas.includes(word)) missing(`apps/server/src/areas/${word}/`, word);
  for (const folder of l.serverAreas) if (!words.has(folder)) unpinned(`apps/server/src/areas/${folder}/`);
  for (const { word, web } of builtAreas) {
    const has = l.webAreas.includes(word);
    if (web === true && !has) missing(`apps/web/src/areas/${word}/`, word);
    if (web !== true && has) stale(`apps/web/src/areas/${word}/ (as having none)`);
  }
  for (const folder of l.webAreas) if (!words.has(folder)) unpinned(`apps/web/src/areas/${folder}/`);

  // Route folders: /<word>, or the URLs the specification fixes; pathless layouts _<word> or a menu's.
  const urls = new Set(l.routes.map(urlOf));
  const exceptionUrls = [...builtAreas.map((a) => a.routes), ...futureAreas.map((a) => a.urls)].flatMap((r) =>
    r && typeof r === 'object' && 'urls' in r ? r.urls : [],
  );
  const firsts = new Set([...words, ...exceptionUrls.map((u) => u.split('/')[1] ?? '')]);
  for (const folder of l.routes) {
    const parts = folder.split('/');
    const layout = parts.find((p) => /^_[^_]/.test(p) && !words.has(p.slice(1)) && !(p in menuLayouts));
    if (layout) unpinned(`apps/web/src/routes/${parts.slice(0, parts.indexOf(layout) + 1).join('/')}/`);
    const first = urlOf(folder).split('/')[1] ?? '';
    if (first && !firsts.has(first)) unpinned(`apps/web/src/routes/${folder}/ (URL /${first})`);
  }
  for (const { word, routes } of builtAreas) {
    if (routes === true && !urls.has(`/${word}`)) missing(`the route folder of /${word} in apps/web/src/routes`, word);
    if (typeof routes === 'object' && 'urls' in routes) {
      for (const url of routes.urls) if (!urls.has(url)) stale(`the route folder of ${url} in apps/web/src/routes`);
    }
    if (typeof routes === 'object' && 'none' in routes && urls.has(`/${word}`)) {
      stale(`apps/web/src/routes: /${word} (as having none)`);
    }
  }
  for (const layout of Object.keys(menuLayouts)) {
    if (!l.routes.includes(layout)) stale(`apps/web/src/routes/${layout}/`);
  }

  // Browser specs: e2e/<word>.spec.ts, or a shared one.
  for (const { word, e2e } of builtAreas) {
    const has = l.specs.includes(`${word}.spec.ts`);
    if (e2e === true && !has) missing(`e2e/${word}.spec.ts`, word);
    if (e2e !== true && has) stale(`e2e/${word}.spec.ts (as having none)`);
  }
  for (const spec of l.specs) {
    if (!words.has(spec.replace(/\.spec\.ts$/, '')) && !(spec in sharedSpecs)) unpinned(`e2e/${spec}`);
  }
  for (const spec of Object.keys(sharedSpecs)) if (!l.specs.includes(spec)) stale(`e2e/${spec}`);

  // Demo seeds: areas/<word>/seed/demo.ts (its parts beside it), or another area's seed or a shared one holds
  // the rows; apps/server/src/seed/ keeps only the shared files and the bench's.
  for (const { word, seed } of builtAreas) {
    const has = l.areaSeeds.includes(`${word}/seed/demo.ts`);
    if (seed === true && !has) missing(`apps/server/src/areas/${word}/seed/demo.ts`, word);
    if (seed !== true && has) stale(`apps/server/src/areas/${word}/seed/demo.ts (as having none)`);
    const by = typeof seed === 'object' && 'by' in seed ? seed.by : undefined;
    if (by && builtAreas.find((a) => a.word === by)?.seed !== true) {
      problems.push(`area ${word}'s demo rows are said to be seeded by ${by}, which has no demo seed`);
    }
  }
  for (const file of l.areaSeeds) {
    const area = file.split('/')[0] ?? '';
    if (!words.has(area)) unpinned(`apps/server/src/areas/${file}`);
  }
  for (const file of l.seeds) {
    if (!bench.test(file) && !(file in sharedSeeds)) unpinned(`apps/server/src/seed/${file}`);
  }
  for (const file of Object.keys(sharedSeeds)) if (!l.seeds.includes(file)) stale(`apps/server/src/seed/${file}`);
  return problems;
}

const listing = readListing();

describe('area words', () => {
  it('are pinned once each, in kebab-case, the future ones with their parts and what they hold', () => {
    const words = [...builtAreas, ...futureAreas].map((a) => a.word);
    expect(words.filter((w, i) => words.indexOf(w) !== i)).toEqual([]);
    const names = [...words, ...futureAreas.flatMap((a) => a.parts)];
    expect(names.filter((n) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(n))).toEqual([]);
    expect(futureAreas.map((a) => a.word)).toEqual(['assessments', 'results', 'grading']);
    expect(futureAreas.filter((a) => a.holds.trim() === '')).toEqual([]);
  });

  it('are the words every area goes by', () => {
    expect(listing.serverAreas.length).toBeGreaterThan(15);
    expect(listing.routes.length).toBeGreaterThan(10);
    expect(listing.declared.length).toBeGreaterThanOrEqual(4);
    expect(wordProblems(listing)).toEqual([]);
  });

  it('catch a misnamed contract file, folder, route, spec or seed', () => {
    const renamed = (list: string[], from: string, to: string) => list.map((n) => (n === from ? to : n));
    const before = wordProblems(listing);
    const problems = (change: Partial<Listing>) =>
      wordProblems({ ...listing, ...change }).filter((p) => !before.includes(p));
    expect(problems({ webAreas: renamed(listing.webAreas, 'email-contents', 'email-content') })).toEqual([
      'apps/web/src/areas/email-contents/ is missing: area email-contents uses its word',
      expect.stringMatching(/^apps\/web\/src\/areas\/email-content\/ is no area word/),
    ]);
    expect(problems({ serverAreas: renamed(listing.serverAreas, 'passcodes', 'passcode') })).toHaveLength(2);
    expect(problems({ contract: [...listing.contract, 'email-content.ts'] })).toEqual([
      expect.stringMatching(/^packages\/contract\/src\/email-content\.ts is no area word/),
    ]);
    // A name that starts with an area's word (or its singular) passes only when listed with why.
    expect(problems({ contract: [...listing.contract, 'passcode-history.ts', 'class-extras.ts'] })).toEqual([
      expect.stringMatching(/^packages\/contract\/src\/passcode-history\.ts is no area word/),
      expect.stringMatching(/^packages\/contract\/src\/class-extras\.ts is no area word/),
    ]);
    expect(problems({ contract: listing.contract.filter((f) => f !== 'passcode-generation.ts') })).toEqual([
      'packages/contract/src/passcode-generation.ts is listed in tests/area-words.ts but not there',
    ]);
    expect(problems({ contract: [...listing.contract, 'codes/index.ts'] })).toEqual([
      expect.stringMatching(/^packages\/contract\/src\/codes\/ is no area word/),
    ]);
    expect(problems({ contractKeys: [...listing.contractKeys, 'questions'] })).toEqual([
      expect.stringMatching(/^the contract's areas/),
    ]);
    expect(problems({ declared: [{ key: 'emailContents', word: 'email-content' }] })).toEqual([
      'the contract declares area emailContents as email-content',
    ]);
    expect(problems({ routes: [...listing.routes, '_codes/passcode'] })).toEqual([
      expect.stringMatching(/^apps\/web\/src\/routes\/_codes\/passcode\/ \(URL \/passcode\) is no area word/),
    ]);
    expect(problems({ routes: [...listing.routes, '_assessment'] })).toEqual([
      expect.stringMatching(/^apps\/web\/src\/routes\/_assessment\/ is no area word/),
    ]);
    expect(problems({ routes: [...listing.routes, '_grading/grading', 'tests', 'learners'] })).toEqual([]);
    expect(problems({ specs: renamed(listing.specs, 'email-contents.spec.ts', 'email-content.spec.ts') })).toEqual([
      'e2e/email-contents.spec.ts is missing: area email-contents uses its word',
      expect.stringMatching(/^e2e\/email-content\.spec\.ts is no area word/),
    ]);
    expect(problems({ seeds: [...listing.seeds, 'webhooks-demo.ts'] })).toEqual([
      expect.stringMatching(/^apps\/server\/src\/seed\/webhooks-demo\.ts is no area word/),
    ]);
    expect(problems({ seeds: [...listing.seeds, 'questions-bench.ts'] })).toEqual([]);
    expect(problems({ areaSeeds: [...listing.areaSeeds, 'questions/seed/demo-revisions.ts'] })).toEqual([]);
    expect(problems({ areaSeeds: [...listing.areaSeeds, 'codes/seed/demo.ts'] })).toEqual([
      expect.stringMatching(/^apps\/server\/src\/areas\/codes\/seed\/demo\.ts is no area word/),
    ]);
    expect(problems({ areaSeeds: listing.areaSeeds.filter((s) => s !== 'passcodes/seed/demo.ts') })).toEqual([
      'apps/server/src/areas/passcodes/seed/demo.ts is missing: area passcodes uses its word',
    ]);
    expect(problems({ seeds: listing.seeds.filter((s) => s !== 'roles.ts') })).toEqual([
      'apps/server/src/seed/roles.ts is listed in tests/area-words.ts but not there',
    ]);
  });
});
