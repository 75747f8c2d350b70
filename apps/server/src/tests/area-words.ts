// The one word of every area, pinned: the contract's key (in kebab-case), the server's and the console's
// area folders, the route folder, the browser spec and the demo seed all spell it, so an area never goes by
// two names. The four areas still to be built are pinned too, with their parts, before their first line.
// Every place that spells an area differently is listed here with its reason; tests/area-words.test.ts
// holds the repository to this file.

/** Where the word is used as it is (true), or why the area has no such place. */
export type Place = true | { none: string };

export interface BuiltArea {
  word: string;
  /** apps/web/src/areas/<word>/ */
  web: Place;
  /** e2e/<word>.spec.ts */
  e2e: Place;
  /** The route folder of URL /<word> under apps/web/src/routes (pathless `_layout` folders aside), or the
   * URLs the specification fixes instead. */
  routes: Place | { urls: string[]; why: string };
  /** apps/server/src/areas/<word>/seed/demo.ts (its parts beside it), the other area whose demo seed holds
   * its rows (`by`: the catalogue's, the codes'), or the shared seed file (below) that holds them. */
  seed: Place | { by: string } | { in: keyof typeof sharedSeeds };
}

export interface FutureArea {
  word: string;
  /** What it holds, from the specification and design/domain.md. */
  holds: string;
  /** Its parts: each a folder on the server, the contract and the web once it is built. */
  parts: string[];
  /** The specification's screen URLs where they are not /<word>. */
  urls?: { urls: string[]; why: string };
}

/** The seed files that are no area's (apps/server/src/seed/). Bench files (*-bench.ts) are the benchmark's. */
export const sharedSeeds = {
  'demo.ts':
    "the first-start demo: the staff accounts every role signs in with, their roles and saved filters (the profile's rows), and the order the areas' seeders run in",
  'demo-order.test.ts': "holds the demo's order to the areas that have a demo seeder",
  'demo-missing.ts': "the System page's Seed demo data: puts back the demo rows that are missing",
  'roles.ts': 'the built-in roles: reference data synced on every start, not demo rows',
} as const;

/** Today's areas, in the contract's order. */
export const builtAreas: BuiltArea[] = [
  {
    word: 'client-config',
    web: { none: 'no screens: the shell reads it before anyone signs in' },
    e2e: { none: 'no screens; shell.spec.ts signs in with it' },
    routes: { none: 'no screens' },
    seed: { none: 'no rows: it is the server’s configuration' },
  },
  {
    word: 'profile',
    web: { none: 'no screens: the shell reads the signed-in person’s capabilities (shell/profile.ts)' },
    e2e: { none: 'no screens; shell.spec.ts meets it in the menu each person sees' },
    routes: { none: 'no screens' },
    seed: { in: 'demo.ts' },
  },
  { word: 'users', web: true, e2e: true, routes: true, seed: true },
  { word: 'accounts', web: true, e2e: true, routes: true, seed: true },
  {
    word: 'courses',
    web: true,
    e2e: true,
    routes: { urls: ['/classes/courses', '/courses'], why: 'the specification: /classes/courses and /courses/stats' },
    seed: true,
  },
  {
    word: 'products',
    web: true,
    e2e: true,
    routes: { urls: ['/classes/products'], why: 'the specification puts the products under Classes' },
    seed: { by: 'courses' },
  },
  {
    word: 'markets',
    web: true,
    e2e: true,
    routes: { urls: ['/classes/markets'], why: 'the specification puts the markets under Classes' },
    seed: { by: 'courses' },
  },
  {
    word: 'licenses',
    web: true,
    e2e: true,
    routes: true,
    seed: { by: 'courses' },
  },
  { word: 'partners', web: true, e2e: true, routes: true, seed: true },
  { word: 'invoices', web: true, e2e: true, routes: true, seed: true },
  { word: 'classes', web: true, e2e: true, routes: true, seed: true },
  { word: 'passcodes', web: true, e2e: true, routes: true, seed: true },
  { word: 'enrollment-codes', web: true, e2e: true, routes: true, seed: { by: 'passcodes' } },
  { word: 'trainers', web: true, e2e: true, routes: true, seed: true },
  {
    word: 'email-contents',
    web: true,
    e2e: true,
    routes: { urls: ['/email-content'], why: 'the specification fixes /email-content and /email-content/{id}/edit' },
    seed: true,
  },
  { word: 'system', web: true, e2e: true, routes: true, seed: true },
  { word: 'reports', web: true, e2e: true, routes: true, seed: true },
  {
    word: 'questions',
    web: true,
    e2e: true,
    routes: true,
    seed: true,
  },
  {
    word: 'history',
    web: { none: 'a panel on the screens of the records it covers (lib/history), no screen of its own' },
    e2e: { none: 'its panel is checked in the specs of those records (accounts, courses, invoices, codes)' },
    routes: { none: 'no screen of its own' },
    seed: { none: 'no rows of its own: it reads the audit trail every change writes' },
  },
  {
    word: 'search',
    web: { none: 'the shell’s Go to dialog (shell/go-to), open over every screen' },
    e2e: true,
    routes: { none: 'a dialog, no URL' },
    seed: { none: 'no rows of its own: it finds the other areas’ rows' },
  },
  {
    word: 'home',
    web: { none: 'the start page is the shell’s (shell/home)' },
    e2e: true,
    routes: { none: 'the start page is the root route (routes/index.tsx)' },
    seed: { none: 'no rows of its own: it counts what needs the other areas’ attention' },
  },
];

/** The areas still to be built, their words and parts fixed now (specification section 2, design/domain.md). */
export const futureAreas: FutureArea[] = [
  {
    word: 'assessments',
    holds:
      'the assessments (the specification’s tests: pass mark, time limit, languages, feedback) and the sections and section groups their questions are drawn from',
    parts: ['tests', 'sections', 'groups'],
    urls: {
      urls: ['/tests', '/questions/assessment-sections', '/questions/assessment-section-groups'],
      why: 'the specification: /tests, and the sections and groups under Question Management',
    },
  },
  {
    word: 'results',
    holds:
      'assessment results (revoke, reinstate, resend, stats), the learner page, certifications, the user certifications they award, and the Credly badge import',
    parts: ['results', 'learners', 'certifications', 'user-certifications', 'credly-import'],
    urls: {
      urls: ['/assessment-results', '/learners', '/certifications', '/user-certifications'],
      why: 'the specification’s screen URLs for results, learners and certifications',
    },
  },
  {
    word: 'grading',
    holds:
      'the grading queue of essay answers (claim, grade, complete), its management (hold, pin, block, release) and the marking and grading reports',
    parts: [],
  },
];

/** Top-level contract files that are no area's: shared shapes and the contract's own machinery. */
export const sharedContractFiles: Record<string, string> = {
  'index.ts': 'the contract’s one barrel: every area by its word',
  'common.ts': 'shapes every area shares: paging, problem+json, versions, ids, dates and money',
  'endpoint.ts': 'how an endpoint is declared',
  'area.ts': 'how an area is declared: its key, word, tag, audit words and history records',
  'area-parts.ts': 'the one walk of an area, flat or split into parts',
  'capabilities.ts': 'the capability flags and the access rule every endpoint and screen names',
  'capability-descriptions.ts': 'what each capability lets a person do, as Who Can Do What shows it',
  'refusals.ts': 'how a refusal is declared, and the stale-version refusal every area answers',
  'codes.ts': 'shapes passcodes and enrollment codes share (lookups, bulk actions, revoke and reinstate)',
  'languages.ts': 'the languages courses, online courses and content are offered in',
  'lists.ts': 'the query pieces every paged list shares: sorting and optional filters',
  'csv.ts': 'the rules every CSV file follows, on the server and in the console',
  'plain-messages.ts': "the plain words a field's problem is told in, on the server and in the console",
};

/**
 * Top-level contract files of one area beside its <word>.ts or <word>/ folder, each with why it is not in
 * the area's file or folder. Only these pass: a new part of a folder area goes in its folder, and a flat
 * area's part is listed here.
 */
export const contractPartFiles: Record<string, { area: string; why: string }> = {
  'class-registration-statuses.ts': {
    area: 'classes',
    why: "a registration's statuses: the classes' registrations and the trainers' F2F report both read them, and a folder area imports no other area's folder",
  },
  'course-categories.ts': {
    area: 'courses',
    why: "the categories' shapes and endpoints, a module of the flat courses.ts",
  },
  'course-refusals.ts': { area: 'courses', why: 'what the catalogue refuses, beside the flat courses.ts' },
  'email-content-refusals.ts': {
    area: 'email-contents',
    why: 'what unusable e-mail content refuses: the areas that send e-mail (codes, classes, accounts, invoices) name it too',
  },
  'enrollment-code-refusals.ts': {
    area: 'enrollment-codes',
    why: 'what enrollment codes refuse, beside the flat enrollment-codes.ts',
  },
  'license-dates.ts': {
    area: 'licenses',
    why: "how a held license's dates read on every screen and e-mail: the trainers' licenses read it too",
  },
  'license-refusals.ts': { area: 'licenses', why: 'what the license catalogue refuses, beside the flat licenses.ts' },
  'lms-webhooks.ts': { area: 'system', why: 'the LMS webhooks, a tab of the System page, by their own noun' },
  'passcode-generation.ts': {
    area: 'passcodes',
    why: "the generation's shapes and endpoints, a module of the flat passcodes.ts",
  },
  'passcode-refusals.ts': {
    area: 'passcodes',
    why: "what passcodes refuse: the classes' registrations name it too (a class's passcodes)",
  },
  'product-refusals.ts': { area: 'products', why: 'what products refuse, beside the flat products.ts' },
  'system-refusals.ts': { area: 'system', why: 'what the System page refuses, beside the flat system.ts' },
  'user-refusals.ts': { area: 'users', why: 'what user roles refuse, beside the flat users.ts' },
};

/** Pathless route layouts (apps/web/src/routes/_<name>) named for a side-menu area that is no area word. */
export const menuLayouts: Record<string, string> = {
  _codes: 'the side menu’s Codes: passcodes and enrollment codes under one layout with their tabs',
};

/** Browser specs that are no area's. */
export const sharedSpecs: Record<string, string> = {
  'shell.spec.ts': 'the console’s frame: sign-in, menu, titles, page states, sign-out, renewal, toasts',
  'external-issuer.spec.ts': 'production with an external identity provider',
};
