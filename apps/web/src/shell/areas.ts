// The work areas: side-menu entries in the order of spec section 2 with their special rules, and each
// area's tabs. Targets are registry paths; an entry or tab appears only when the person may open its
// screen and the screen exists (an area's file route has been added).
import { type Access, allows, type Capability } from '@eco/contract';
import { type AreaKey, matchRoute, routes } from '../lib/route-registry';

export interface AreaLink {
  label: string;
  /** A registry path; its access decides who sees the link. */
  path: string;
  /** Where the specification asks more for the tab than for its screen (Class Marker Categories). */
  tabAccess?: Access;
}

export interface AreaDef {
  key: AreaKey;
  label: string;
  /** primeicons class */
  icon: string;
  /** One line for the start page. */
  description: string;
  /** Candidate targets of the menu entry, first reachable wins (Grading → management for managers). */
  menu: readonly string[];
  tabs: readonly AreaLink[];
  /** Registry paths of which at least one must be reachable too, else the area is a dead end (Reports). */
  needsOneOf?: readonly string[];
}

/** The report screens: the Reports area only lists them, so it is offered only with one of them. */
const reportScreens = routes.filter((r) => r.area === 'reports' && r.path !== '/reports').map((r) => r.path);

export const areas: readonly AreaDef[] = [
  {
    key: 'assessment-results',
    label: 'Assessment Results',
    icon: 'pi pi-chart-bar',
    description: 'Look up, correct, revoke and resend assessment results.',
    menu: ['/assessment-results', '/assessment-results/stats'],
    tabs: [
      { label: 'Assessment Results', path: '/assessment-results' },
      { label: 'Stats', path: '/assessment-results/stats' },
    ],
  },
  {
    key: 'grading',
    label: 'Grading',
    icon: 'pi pi-check-square',
    description: 'Grade essay answers and run the grading queue.',
    menu: ['/grading/mgmt/results', '/grading/results'],
    tabs: [
      { label: 'Grading Queue', path: '/grading/results' },
      { label: 'Grading Queue Management', path: '/grading/mgmt/results' },
      { label: 'Marking Report', path: '/grading/marking-report' },
      { label: 'Grading Report', path: '/grading/mgmt/grading-report' },
    ],
  },
  {
    key: 'questions',
    label: 'Question Management',
    icon: 'pi pi-question-circle',
    description: 'Questions, tests, sections and translations for the question bank.',
    menu: ['/questions'],
    tabs: [
      { label: 'Questions', path: '/questions' },
      // Spec section 2: the screen opens with canViewQuestions (links from a question), its tab needs more.
      {
        label: 'Class Marker Categories',
        path: '/questions/class-marker-categories',
        tabAccess: 'canUpdateClassMarkerCategories',
      },
      { label: 'Tests', path: '/tests' },
      { label: 'Translation Requests', path: '/questions/translation-requests' },
      { label: 'Assessment Sections', path: '/questions/assessment-sections' },
    ],
  },
  {
    key: 'classes',
    label: 'Classes',
    icon: 'pi pi-calendar',
    description: 'Classes, courses, products, markets, licenses and self-paced students.',
    // Classes, else Course Stats (spec section 2); then the catalogue screens, for catalogue staff without
    // either (and while the Classes screen is not built).
    menu: [
      '/classes',
      '/courses/stats',
      '/classes/courses',
      '/classes/self-paced',
      '/licenses',
      '/classes/products',
      '/classes/markets',
    ],
    tabs: [
      { label: 'Classes', path: '/classes' },
      { label: 'Self-Paced Students', path: '/classes/self-paced' },
      { label: 'Courses', path: '/classes/courses' },
      { label: 'Licenses', path: '/licenses' },
      { label: 'Products', path: '/classes/products' },
      { label: 'Markets', path: '/classes/markets' },
      { label: 'Stats', path: '/courses/stats' },
    ],
  },
  {
    key: 'invoices',
    label: 'Invoices',
    icon: 'pi pi-file',
    description: 'Create, send and track invoices.',
    menu: ['/invoices'],
    tabs: [
      { label: 'Invoices', path: '/invoices' },
      { label: 'Line Types', path: '/invoices/line-types' },
    ],
  },
  {
    key: 'partners',
    label: 'Partners',
    icon: 'pi pi-briefcase',
    description: 'Partners and their billing.',
    menu: ['/partners'],
    tabs: [],
  },
  {
    key: 'codes',
    label: 'Codes',
    icon: 'pi pi-ticket',
    description: 'Generate, find and revoke passcodes and enrollment codes.',
    menu: ['/passcodes', '/enrollment-codes'],
    tabs: [
      { label: 'Passcodes', path: '/passcodes' },
      { label: 'Enrollment Codes', path: '/enrollment-codes' },
    ],
  },
  {
    key: 'trainers',
    label: 'Trainers',
    icon: 'pi pi-id-card',
    description: 'Trainers, their licenses and face-to-face registrations.',
    menu: ['/trainers', '/trainers/f2f-registrations-report'],
    tabs: [
      { label: 'Trainers', path: '/trainers' },
      { label: 'F2F Registrations Report', path: '/trainers/f2f-registrations-report' },
    ],
  },
  {
    key: 'email-contents',
    label: 'Email Content',
    icon: 'pi pi-envelope',
    description: 'The e-mails learners and trainers receive, per language.',
    menu: ['/email-content'],
    tabs: [],
  },
  {
    key: 'user-certifications',
    label: 'User Certifications',
    icon: 'pi pi-verified',
    description: 'Certifications held by people, and the certifications themselves.',
    menu: ['/user-certifications'],
    tabs: [
      { label: 'User Certification', path: '/user-certifications' },
      { label: 'Certifications', path: '/certifications' },
      { label: 'Credly Import', path: '/user-certifications/credly-import' },
    ],
  },
  {
    key: 'accounts',
    label: 'Accounts',
    icon: 'pi pi-users',
    description: 'Learner and trainer accounts: find, fix, block, merge.',
    menu: ['/accounts'],
    tabs: [],
  },
  {
    key: 'users',
    label: 'Users',
    icon: 'pi pi-user-edit',
    description: 'Staff users and the roles that give them access.',
    menu: ['/users'],
    tabs: [
      { label: 'Users', path: '/users' },
      { label: 'Who Can Do What', path: '/users/capabilities' },
    ],
  },
  {
    key: 'reports',
    label: 'Reports',
    icon: 'pi pi-chart-line',
    description: 'Reports and exports.',
    menu: ['/reports'],
    tabs: [{ label: 'Reporting', path: '/reports' }],
    needsOneOf: reportScreens,
  },
  {
    key: 'system',
    label: 'System',
    icon: 'pi pi-cog',
    description: 'The e-mail outbox: what the console sent, and what failed to send.',
    menu: ['/system'],
    tabs: [
      { label: 'System', path: '/system' },
      { label: 'LMS Webhooks', path: '/system/lms-webhooks' },
    ],
  },
  {
    // Not in the side menu (spec section 2); reached from other screens.
    key: 'learners',
    label: 'Learners',
    icon: 'pi pi-user',
    description: 'A learner and everything they have done.',
    menu: [],
    tabs: [{ label: 'Learners', path: '/learners/$id' }],
  },
];

export const areaByKey = new Map(areas.map((a) => [a.key, a]));

/** Whether a registry path is reachable for this person: access allowed and the screen exists. */
export type Reachable = (path: string) => boolean;

export function reachableFor(held: ReadonlySet<Capability>, implemented: (path: string) => boolean): Reachable {
  return (path) => {
    const entry = matchRoute(path);
    return !!entry && entry.path === path && implemented(path) && allows(entry.access, held, true);
  };
}

export interface MenuEntry {
  area: AreaDef;
  to: string;
}

/** Side-menu entries in spec order, each pointing at its first reachable target. */
export function menuEntries(reachable: Reachable): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const area of areas) {
    const to = area.menu.find(reachable);
    if (to && (!area.needsOneOf || area.needsOneOf.some(reachable))) entries.push({ area, to });
  }
  return entries;
}

/** An area's tabs this person may open (and, for a tab that asks more than its screen, that they hold). */
export function areaTabs(key: AreaKey, reachable: Reachable, held: ReadonlySet<Capability> = new Set()): AreaLink[] {
  return (areaByKey.get(key)?.tabs ?? []).filter(
    (tab) => reachable(tab.path) && (!tab.tabAccess || allows(tab.tabAccess, held, true)),
  );
}

/** Capability flags held, from the profile's booleans. */
export function heldCapabilities(profile: Partial<Record<Capability, boolean>> | undefined): Set<Capability> {
  const held = new Set<Capability>();
  if (!profile) return held;
  for (const [key, value] of Object.entries(profile)) if (value === true) held.add(key as Capability);
  return held;
}
