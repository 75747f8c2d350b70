import { describe, expect, it } from 'vitest';
import { matchRoute, routes } from './route-registry';

describe('route registry (spec section 2)', () => {
  it('declares every screen once', () => {
    const paths = routes.map((r) => r.path);
    const names = routes.map((r) => r.name);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(names).size).toBe(names.length);
    // 89 screens of section 2, Home, the three authentication routes, 'not signed in', an enrollment
    // code's page, Who Can Do What, an LMS webhook's page, the classes needing closing and the question import.
    expect(routes.length).toBe(99);
  });

  it.each([
    ['/invoices/new', 'NewInvoice'],
    ['/invoices/12', 'InvoiceView'],
    ['/invoices/12/edit', 'EditInvoice'],
    ['/accounts/force-sync', 'AccountForceSync'],
    ['/system/lms-webhooks/new', 'LmsWebhookCreate'],
    ['/system/lms-webhooks/3', 'LmsWebhook'],
    ['/accounts/5a4f0c1e-0000-4000-8000-000000000000', 'AccountEdit'],
    ['/questions/compare/7', 'QuestionRevisionComparePrevious'],
    ['/questions/compare/7/9', 'QuestionRevisionCompare'],
    ['/questions/class-marker-categories/import/en', 'ClassMarkerCategoryImport'],
    ['/questions/import', 'QuestionImport'],
    ['/grading/results', 'GradingQueue'],
    ['/grading/1234', 'GradeAssessmentResult'],
    ['/classes/self-paced', 'UserOnlineClassList'],
    ['/classes/courses/new', 'CourseCreate'],
    ['/classes/needs-closing', 'ClassesNeedingClosing'],
    ['/enrollment-codes/generate', 'EnrollmentCodeGenerate'],
    ['/enrollment-codes/12', 'EnrollmentCode'],
    ['/users/', 'Users'],
    ['/', 'Home'],
  ])('matches %s to %s', (path, name) => {
    expect(matchRoute(path)?.name).toBe(name);
  });

  it('matches nothing for unknown paths', () => {
    expect(matchRoute('/nowhere')).toBeUndefined();
    expect(matchRoute('/users/1/edit/more')).toBeUndefined();
  });

  it('keeps the specification titles and marks the grading screen full-width', () => {
    expect(matchRoute('/invoices/line-types')?.title).toBe('Edit Line Types');
    expect(matchRoute('/classes/self-paced')?.title).toBe('Self-Paced Students');
    expect(matchRoute('/questions/staged/1,2')?.title).toBe('Review Staged Questions');
    expect(matchRoute('/accounts/force-sync')?.title).toBe('Force Account Sync');
    expect(matchRoute('/users/capabilities')?.title).toBe('Who Can Do What');
    expect(matchRoute('/assessment-results/stats')?.title).toBe('Stats');
    expect(matchRoute('/')?.title).toBeUndefined();
    expect(matchRoute('/grading/1')?.layout).toBe('full');
  });

  it('lets only the authentication routes through without sign-in', () => {
    const anonymous = routes.filter((r) => r.access === 'public').map((r) => r.name);
    expect(anonymous).toEqual(['AuthCallback', 'AuthSilentRenew', 'NotSignedIn', 'AuthenticationError']);
  });
});
