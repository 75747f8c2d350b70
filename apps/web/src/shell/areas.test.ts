import { type Capability, capabilities } from '@eco/contract';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../lib/route-registry';
import { areas, areaTabs, heldCapabilities, menuEntries, reachableFor } from './areas';

const all = new Set<Capability>(capabilities);
const everything = () => true;
const menu = (held: Capability[], implemented: (p: string) => boolean = everything) =>
  menuEntries(reachableFor(new Set(held), implemented)).map((e) => `${e.area.label} ${e.to}`);

describe('side menu (spec section 2)', () => {
  it('points every entry and tab at a registered screen', () => {
    for (const area of areas) {
      for (const path of [...area.menu, ...area.tabs.map((t) => t.path)]) expect(matchRoute(path)?.path).toBe(path);
    }
  });

  it('lists every area in the specification order for a person with every capability', () => {
    expect(menu([...all])).toEqual([
      'Assessment Results /assessment-results',
      'Grading /grading/mgmt/results',
      'Question Management /questions',
      'Classes /classes',
      'Invoices /invoices',
      'Partners /partners',
      'Codes /passcodes',
      'Trainers /trainers',
      'Email Content /email-content',
      'User Certifications /user-certifications',
      'Accounts /accounts',
      'Users /users',
      'Reports /reports',
      'System /system',
    ]);
  });

  it('offers Reports only with at least one report that can be opened', () => {
    expect(menu(['canViewReports'])).toEqual([]);
    expect(menu(['canViewReports', 'canReportOnUserInteractions'])).toEqual(['Reports /reports']);
  });

  it('shows nothing to a person without capabilities', () => {
    expect(menu([])).toEqual([]);
  });

  it('applies the special targets', () => {
    expect(menu(['hasGradingCapabilities'])).toEqual(['Grading /grading/results']);
    expect(menu(['canManageGradingQueue'])).toEqual(['Grading /grading/mgmt/results']);
    expect(menu(['canViewEnrollmentCodes'])).toEqual(['Codes /enrollment-codes']);
    expect(menu(['canViewCourseStats'])).toEqual(['Classes /courses/stats']);
    expect(menu(['canViewAssessmentResultStats'])).toEqual(['Assessment Results /assessment-results/stats']);
    expect(menu(['canRunF2FRegistrationsReport'])).toEqual(['Trainers /trainers/f2f-registrations-report']);
  });

  it('sends catalogue staff without the Classes screens to the first catalogue screen they may open', () => {
    expect(menu(['canViewUserOnlineClasses'])).toEqual(['Classes /classes/self-paced']);
    expect(menu(['canViewCourses', 'canViewLicenses'])).toEqual(['Classes /classes/courses']);
    // While the Classes screen is not built, its staff land on the catalogue.
    expect(menu(['canViewClasses', 'canViewCourses'], (p) => p !== '/classes')).toEqual(['Classes /classes/courses']);
  });

  it('shows an area only once its screens exist', () => {
    expect(menu([...all], (p) => p === '/users')).toEqual(['Users /users']);
    // Grading managers fall back to the queue when the management screen is not built yet.
    expect(menu(['canManageGradingQueue', 'hasGradingCapabilities'], (p) => p === '/grading/results')).toEqual([
      'Grading /grading/results',
    ]);
  });
});

describe('area tabs', () => {
  it('shows only the tabs the capabilities allow', () => {
    const reachable = reachableFor(new Set<Capability>(['canViewClasses', 'canViewLicenses']), everything);
    expect(areaTabs('classes', reachable).map((t) => t.label)).toEqual(['Classes', 'Licenses']);
    expect(areaTabs('classes', reachableFor(all, everything)).map((t) => t.label)).toEqual([
      'Classes',
      'Self-Paced Students',
      'Courses',
      'Licenses',
      'Products',
      'Markets',
      'Stats',
    ]);
  });

  it('shows the Class Marker Categories tab only with canUpdateClassMarkerCategories (spec section 2)', () => {
    const viewer = new Set<Capability>(['canViewQuestions', 'canViewAssessments']);
    const editor = new Set<Capability>([...viewer, 'canUpdateClassMarkerCategories']);
    const tabs = (held: Set<Capability>) =>
      areaTabs('questions', reachableFor(held, everything), held).map((t) => t.label);
    expect(tabs(viewer)).toEqual(['Questions', 'Tests']);
    expect(tabs(editor)).toEqual(['Questions', 'Class Marker Categories', 'Tests']);
    // The screen itself still opens for viewers (linked from a question).
    expect(reachableFor(viewer, everything)('/questions/class-marker-categories')).toBe(true);
  });

  it('reads held capabilities from the profile flags', () => {
    expect([...heldCapabilities({ canViewUsers: true, canViewClasses: false })]).toEqual(['canViewUsers']);
    expect(heldCapabilities(undefined).size).toBe(0);
  });
});
