// Every screen of spec section 2, declared once: path (TanStack Router syntax, as the file route's
// URL), spec name, tab title and who may open it. The guard, tab titles, menu and area tabs read it;
// an area adds its screens as file routes under src/routes/ with these exact paths.
// Data, one screen a record as Biome formats it (about a hundred screens), hence its length: kept whole so
// every path, name and access rule is read and checked in one place.
import type { Access, Capability } from '@eco/contract';

export type AreaKey =
  | 'shell'
  | 'assessment-results'
  | 'grading'
  | 'questions'
  | 'classes'
  | 'learners'
  | 'invoices'
  | 'partners'
  | 'codes'
  | 'trainers'
  | 'email-contents'
  | 'user-certifications'
  | 'accounts'
  | 'users'
  | 'reports'
  | 'system';

export interface RouteEntry {
  path: string;
  name: string;
  /** Tab title 'X | {product} Eco'; none gives the product name alone. */
  title?: string;
  access: Access;
  area: AreaKey;
  /** 'full': full width and height, no page container (the grading screen). */
  layout?: 'full';
}

const any = (...anyOf: Capability[]): Access => ({ anyOf });

// Rule where the specification names no capability beyond the area's: view and edit screens take the
// area's flag (the spec's edit screens double as views), except an edit screen that has a separate view
// screen, and create, import and sync screens: they take the flag the server needs for their one job.
// An edit screen with no separate view screen also opens, read only, for people with the view flag.
export const routes = [
  { path: '/', name: 'Home', access: 'signedIn', area: 'shell' },
  { path: '/authCallback', name: 'AuthCallback', title: 'Signing in', access: 'public', area: 'shell' },
  { path: '/authSilentRenew', name: 'AuthSilentRenew', access: 'public', area: 'shell' },
  // After signing out, or a sign-in cancelled at the provider: a neutral page with Sign in, not an error.
  { path: '/notSignedIn', name: 'NotSignedIn', title: 'Not signed in', access: 'public', area: 'shell' },
  {
    path: '/authenticationError',
    name: 'AuthenticationError',
    title: 'Authentication Error',
    access: 'public',
    area: 'shell',
  },

  {
    path: '/assessment-results/stats',
    name: 'AssessmentResultStats',
    title: 'Stats',
    access: 'canViewAssessmentResultStats',
    area: 'assessment-results',
  },
  {
    path: '/assessment-results',
    name: 'AssessmentResults',
    title: 'Assessment Results',
    access: 'canViewAssessmentResults',
    area: 'assessment-results',
  },
  {
    path: '/assessment-results/$assessmentResultId',
    name: 'AssessmentResult',
    title: 'Assessment Result',
    access: 'canViewAssessmentResults',
    area: 'assessment-results',
  },
  {
    path: '/assessment-results/$assessmentResultId/edit',
    name: 'AssessmentResultEdit',
    title: 'Edit Assessment Result',
    access: 'canUpdateAssessmentResults',
    area: 'assessment-results',
  },

  {
    path: '/grading/results',
    name: 'GradingQueue',
    title: 'Grading Queue',
    access: 'hasGradingCapabilities',
    area: 'grading',
  },
  {
    path: '/grading/mgmt/results',
    name: 'GradingQueueManagement',
    title: 'Grading Queue Management',
    access: 'canManageGradingQueue',
    area: 'grading',
  },
  {
    path: '/grading/mgmt/grading-report',
    name: 'GradingGradingReport',
    title: 'Grading Report',
    access: 'canRunGradingReport',
    area: 'grading',
  },
  {
    path: '/grading/marking-report',
    name: 'GradingMarkingReport',
    title: 'Marking Report',
    access: 'canRunMarkingReport',
    area: 'grading',
  },
  {
    path: '/grading/$assessmentResultId',
    name: 'GradeAssessmentResult',
    title: 'Grade Assessment Result',
    access: 'hasGradingCapabilities',
    area: 'grading',
    layout: 'full',
  },

  { path: '/invoices', name: 'Invoices', title: 'Invoices', access: 'canViewInvoices', area: 'invoices' },
  { path: '/invoices/$id', name: 'InvoiceView', title: 'Invoice', access: 'canViewInvoices', area: 'invoices' },
  {
    path: '/invoices/$id/edit',
    name: 'EditInvoice',
    title: 'Edit Invoice',
    access: 'canUpdateInvoices',
    area: 'invoices',
  },
  { path: '/invoices/new', name: 'NewInvoice', title: 'New Invoice', access: 'canCreateInvoices', area: 'invoices' },
  {
    path: '/invoices/line-types',
    name: 'InvoiceLineTypes',
    title: 'Edit Line Types',
    access: 'canManageInvoiceLineTypes',
    area: 'invoices',
  },

  { path: '/questions', name: 'Questions', title: 'Questions', access: 'canViewQuestions', area: 'questions' },
  // Beyond the specification: questions imported from CSV or GIFT files, with a dry run first.
  {
    path: '/questions/import',
    name: 'QuestionImport',
    title: 'Import Questions',
    access: 'canCreateQuestions',
    area: 'questions',
  },
  // The original checked this outside the route meta, so it was not enforced; here it is.
  {
    path: '/questions/create/$type',
    name: 'CreateQuestion',
    title: 'Create Question',
    access: 'canCreateQuestions',
    area: 'questions',
  },
  {
    path: '/questions/stats/$selected',
    name: 'QuestionsStats',
    title: 'Question Stats',
    access: 'canViewQuestions',
    area: 'questions',
  },
  {
    path: '/questions/$id/edit',
    name: 'EditQuestion',
    title: 'Edit Question',
    access: 'canViewQuestions',
    area: 'questions',
  },
  {
    path: '/questions/$id/revisions',
    name: 'QuestionRevisions',
    title: 'Question Revisions',
    access: 'canViewQuestions',
    area: 'questions',
  },
  {
    path: '/questions/$questionId/revisions/$revisionId',
    name: 'ViewRevision',
    title: 'Question Revision',
    access: 'canViewQuestions',
    area: 'questions',
  },
  {
    path: '/questions/compare/$revisionId1/$revisionId2',
    name: 'QuestionRevisionCompare',
    title: 'Compare Revisions',
    access: 'canViewQuestions',
    area: 'questions',
  },
  {
    path: '/questions/compare/$revisionId1',
    name: 'QuestionRevisionComparePrevious',
    title: 'Compare with Previous Revision',
    access: 'canViewQuestions',
    area: 'questions',
  },
  {
    path: '/questions/$id/duplicate',
    name: 'DuplicateQuestion',
    title: 'Duplicate Question',
    access: 'canCreateQuestions',
    area: 'questions',
  },
  {
    path: '/questions/staged/$selected',
    name: 'StagedQuestions',
    title: 'Review Staged Questions',
    access: 'canViewQuestions',
    area: 'questions',
  },
  {
    path: '/questions/class-marker-categories',
    name: 'ClassMarkerCategories',
    title: 'Class Marker Categories',
    access: 'canViewQuestions',
    area: 'questions',
  },
  {
    path: '/questions/class-marker-categories/$classMarkerCategoryId/edit',
    name: 'ClassMarkerCategoryEdit',
    title: 'Edit Class Marker Category',
    access: 'canViewQuestions',
    area: 'questions',
  },
  {
    path: '/questions/class-marker-categories/import/$languageId',
    name: 'ClassMarkerCategoryImport',
    title: 'Import Class Marker Categories',
    access: 'canUpdateClassMarkerCategories',
    area: 'questions',
  },
  { path: '/tests', name: 'Tests', title: 'Tests', access: 'canViewAssessments', area: 'questions' },
  { path: '/tests/new', name: 'NewTest', title: 'New Test', access: 'canCreateAssessments', area: 'questions' },
  {
    path: '/tests/$assessmentId/copy',
    name: 'CopyTest',
    title: 'Copy Test',
    access: 'canCreateAssessments',
    area: 'questions',
  },
  {
    path: '/tests/$assessmentId/edit',
    name: 'EditTest',
    title: 'Edit Test',
    access: 'canUpdateAssessments',
    area: 'questions',
  },
  {
    path: '/tests/$assessmentId/feedback',
    name: 'TestFeedbackEdit',
    title: 'Test Feedback',
    access: 'canManageAssessmentFeedback',
    area: 'questions',
  },
  {
    path: '/questions/translation-requests',
    name: 'TranslationRequests',
    title: 'Translation Requests',
    access: 'canViewTranslationRequests',
    area: 'questions',
  },
  {
    path: '/questions/translation-requests/backfill',
    name: 'TranslationRequestsBackfill',
    title: 'Translation Backfill',
    access: 'canCreateTranslationRequests',
    area: 'questions',
  },
  {
    path: '/questions/assessment-sections',
    name: 'AssessmentSections',
    title: 'Assessment Sections',
    access: 'canViewAssessmentSections',
    area: 'questions',
  },
  {
    path: '/questions/assessment-sections/$id/edit',
    name: 'AssessmentSectionEdit',
    title: 'Edit Assessment Section',
    access: any('canViewAssessmentSections', 'canUpdateAssessmentSections'),
    area: 'questions',
  },
  {
    path: '/questions/assessment-sections/new',
    name: 'AssessmentSectionCreate',
    title: 'New Assessment Section',
    access: 'canCreateAssessmentSections',
    area: 'questions',
  },
  {
    path: '/questions/assessment-section-groups',
    name: 'AssessmentSectionGroups',
    title: 'Assessment Section Groups',
    access: 'canViewAssessmentSectionGroups',
    area: 'questions',
  },
  {
    path: '/questions/assessment-section-groups/$id/edit',
    name: 'AssessmentSectionGroupEdit',
    title: 'Edit Assessment Section Group',
    access: any('canViewAssessmentSectionGroups', 'canUpdateAssessmentSectionGroups'),
    area: 'questions',
  },
  {
    path: '/questions/assessment-section-groups/new',
    name: 'AssessmentSectionGroupCreate',
    title: 'New Assessment Section Group',
    access: 'canCreateAssessmentSectionGroups',
    area: 'questions',
  },

  { path: '/partners', name: 'Partners', title: 'Partners', access: 'canViewPartners', area: 'partners' },
  {
    path: '/partners/$id/billing',
    name: 'PartnerBilling',
    title: 'Partner Billing',
    access: 'canViewPartners',
    area: 'partners',
  },

  { path: '/passcodes', name: 'Passcodes', title: 'Passcodes', access: 'canViewPasscodes', area: 'codes' },
  {
    path: '/passcodes/generate',
    name: 'PasscodeGenerate',
    title: 'Generate Passcodes',
    access: 'canCreatePasscodes',
    area: 'codes',
  },
  {
    path: '/passcodes/$passcodeId/edit',
    name: 'PasscodeEdit',
    title: 'Edit Passcode',
    access: any('canViewPasscodes', 'canUpdatePasscodes'),
    area: 'codes',
  },
  {
    path: '/enrollment-codes',
    name: 'EnrollmentCodes',
    title: 'Enrollment Codes',
    access: 'canViewEnrollmentCodes',
    area: 'codes',
  },
  // Not in the specification: an enrollment code's own page (read only, with its history).
  {
    path: '/enrollment-codes/$id',
    name: 'EnrollmentCode',
    title: 'Enrollment Code',
    access: any('canViewEnrollmentCodes', 'canUpdateEnrollmentCodes'),
    area: 'codes',
  },
  {
    path: '/enrollment-codes/generate',
    name: 'EnrollmentCodeGenerate',
    title: 'Generate Enrollment Codes',
    access: 'canCreateEnrollmentCodes',
    area: 'codes',
  },

  { path: '/classes', name: 'Classes', title: 'Classes', access: 'canViewClasses', area: 'classes' },
  { path: '/courses/stats', name: 'CourseStats', title: 'Course Stats', access: 'canViewCourseStats', area: 'classes' },
  { path: '/classes/$id', name: 'ClassView', title: 'Class', access: 'canViewClasses', area: 'classes' },
  { path: '/classes/$id/edit', name: 'ClassEdit', title: 'Edit Class', access: 'canUpdateClasses', area: 'classes' },
  { path: '/classes/new', name: 'ClassCreate', title: 'New Class', access: 'canCreateClasses', area: 'classes' },
  {
    path: '/classes/needs-closing',
    name: 'ClassesNeedingClosing',
    title: 'Classes Needing Closing',
    access: 'canViewClasses',
    area: 'classes',
  },
  { path: '/classes/courses', name: 'CoursesList', title: 'Courses', access: 'canViewCourses', area: 'classes' },
  {
    path: '/classes/courses/$id/edit',
    name: 'CourseEdit',
    title: 'Edit Course',
    access: any('canViewCourses', 'canUpdateCourses'),
    area: 'classes',
  },
  {
    path: '/classes/courses/new',
    name: 'CourseCreate',
    title: 'New Course',
    access: 'canCreateCourses',
    area: 'classes',
  },
  { path: '/classes/products', name: 'ProductsList', title: 'Products', access: 'canViewProducts', area: 'classes' },
  {
    path: '/classes/products/new',
    name: 'NewProduct',
    title: 'New Product',
    access: 'canCreateProducts',
    area: 'classes',
  },
  {
    path: '/classes/products/$id/edit',
    name: 'EditProduct',
    title: 'Edit Product',
    access: any('canViewProducts', 'canUpdateProducts'),
    area: 'classes',
  },
  {
    path: '/classes/markets',
    name: 'MarketsList',
    title: 'Markets',
    access: 'canViewMarketAssignments',
    area: 'classes',
  },
  {
    path: '/classes/markets/$countryCode/edit',
    name: 'EditMarket',
    title: 'Edit Market',
    access: any('canViewMarketAssignments', 'canCreateMarketAssignments'),
    area: 'classes',
  },
  {
    path: '/classes/self-paced',
    name: 'UserOnlineClassList',
    title: 'Self-Paced Students',
    access: 'canViewUserOnlineClasses',
    area: 'classes',
  },
  { path: '/licenses', name: 'LicensesList', title: 'Licenses', access: 'canViewLicenses', area: 'classes' },
  { path: '/licenses/new', name: 'LicenseCreate', title: 'New License', access: 'canCreateLicenses', area: 'classes' },
  {
    path: '/licenses/$id/edit',
    name: 'LicenseEdit',
    title: 'Edit License',
    access: any('canViewLicenses', 'canUpdateLicenses'),
    area: 'classes',
  },

  { path: '/learners/$id', name: 'Learner', title: 'Learner', access: 'canViewLearners', area: 'learners' },

  { path: '/trainers', name: 'TrainerList', title: 'Trainers', access: 'canViewTrainers', area: 'trainers' },
  {
    path: '/trainers/f2f-registrations-report',
    name: 'TrainersF2FRegistrationsReport',
    title: 'F2F Registrations Report',
    access: 'canRunF2FRegistrationsReport',
    area: 'trainers',
  },
  { path: '/trainers/new', name: 'TrainerCreate', title: 'New Trainer', access: 'canCreateTrainers', area: 'trainers' },
  {
    path: '/trainers/$userUniqueId/edit',
    name: 'TrainerEdit',
    title: 'Edit Trainer',
    access: 'canViewTrainers',
    area: 'trainers',
  },

  {
    path: '/email-content',
    name: 'EmailContentList',
    title: 'Email Content',
    access: 'canViewEmailContents',
    area: 'email-contents',
  },
  {
    path: '/email-content/$id/edit',
    name: 'EmailContentEdit',
    title: 'Edit Email Content',
    access: 'canViewEmailContents',
    area: 'email-contents',
  },

  {
    path: '/user-certifications',
    name: 'UserCertificationList',
    title: 'User Certifications',
    access: 'canViewUserCertifications',
    area: 'user-certifications',
  },
  {
    path: '/user-certifications/$id',
    name: 'UserCertificationView',
    title: 'User Certification',
    access: 'canViewUserCertifications',
    area: 'user-certifications',
  },
  {
    path: '/user-certifications/$id/edit',
    name: 'UserCertificationEdit',
    title: 'Edit User Certification',
    access: 'canUpdateUserCertifications',
    area: 'user-certifications',
  },
  {
    path: '/user-certifications/credly-import',
    name: 'UserCertificationCredlyImport',
    title: 'Credly Import',
    access: 'canImportCredlyBadges',
    area: 'user-certifications',
  },
  {
    path: '/certifications',
    name: 'Certifications',
    title: 'Certifications',
    access: 'canViewCertifications',
    area: 'user-certifications',
  },
  {
    path: '/certifications/new',
    name: 'NewCertification',
    title: 'New Certification',
    access: 'canCreateCertifications',
    area: 'user-certifications',
  },
  {
    path: '/certifications/$id/edit',
    name: 'EditCertification',
    title: 'Edit Certification',
    access: 'canUpdateCertifications',
    area: 'user-certifications',
  },

  { path: '/accounts', name: 'AccountsList', title: 'Accounts', access: 'canViewAccounts', area: 'accounts' },
  { path: '/accounts/new', name: 'AccountCreate', title: 'New Account', access: 'canCreateAccounts', area: 'accounts' },
  { path: '/accounts/$admId', name: 'AccountEdit', title: 'Account', access: 'canViewAccounts', area: 'accounts' },
  // Static segments win over parameters here, so /accounts/force-sync is never taken for an admId.
  {
    path: '/accounts/force-sync',
    name: 'AccountForceSync',
    title: 'Force Account Sync',
    access: 'canUpdateAccounts',
    area: 'accounts',
  },

  { path: '/reports', name: 'Reports', title: 'Reports', access: 'canViewReports', area: 'reports' },
  {
    path: '/reports/user-interaction-report',
    name: 'UserInteractionReport',
    title: 'User Interaction Report',
    access: 'canReportOnUserInteractions',
    area: 'reports',
  },

  { path: '/system', name: 'System', title: 'System', access: 'canManageSystemData', area: 'system' },
  {
    path: '/system/lms-webhooks',
    name: 'LmsWebhookList',
    title: 'LMS Webhooks',
    access: 'canManageSystemData',
    area: 'system',
  },
  {
    path: '/system/lms-webhooks/new',
    name: 'LmsWebhookCreate',
    title: 'New LMS Webhook',
    access: 'canManageSystemData',
    area: 'system',
  },
  {
    path: '/system/lms-webhooks/$id',
    name: 'LmsWebhook',
    title: 'LMS Webhook',
    access: 'canManageSystemData',
    area: 'system',
  },

  { path: '/users', name: 'Users', title: 'Users', access: 'canViewUsers', area: 'users' },
  { path: '/users/$admId/edit', name: 'UserEdit', title: 'Edit User', access: 'canViewUsers', area: 'users' },
  // Who can do what: for one capability (?capability=), the roles that grant it and the people who hold it.
  {
    path: '/users/capabilities',
    name: 'UserCapabilities',
    title: 'Who Can Do What',
    access: 'canViewUsers',
    area: 'users',
  },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof routes)[number]['path'];
export type RouteName = (typeof routes)[number]['name'];

export const routeByName = Object.fromEntries(routes.map((r) => [r.name, r])) as {
  [N in RouteName]: Extract<(typeof routes)[number], { name: N }>;
};

const compiled = routes.map((entry) => ({
  entry: entry as RouteEntry,
  segments: entry.path.split('/').filter(Boolean),
}));

/**
 * The registry entry for a URL path: static segments beat parameters, segment by segment from the left
 * (so /invoices/new is NewInvoice, not InvoiceView). Undefined when no entry matches.
 */
export function matchRoute(pathname: string): RouteEntry | undefined {
  const parts = pathname.split('/').filter(Boolean).map(safeDecode);
  let best: { entry: RouteEntry; score: string } | undefined;
  for (const { entry, segments } of compiled) {
    if (segments.length !== parts.length) continue;
    let score = '';
    let ok = true;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i] as string;
      if (segment.startsWith('$')) score += '0';
      else if (segment.toLowerCase() === (parts[i] as string).toLowerCase()) score += '1';
      else {
        ok = false;
        break;
      }
    }
    if (ok && (!best || score > best.score)) best = { entry, score };
  }
  return best?.entry;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
