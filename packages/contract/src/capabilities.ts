// Every capability flag of the specification, as one const list. The profile (GET /profile) answers
// each of them; routes, menu entries and API endpoints name them; roles are sets of them.
export const capabilities = [
  // Assessment results
  'canViewAssessmentResults',
  'canViewAssessmentResultStats',
  'canUpdateAssessmentResults',
  // Grading
  'hasGradingCapabilities',
  'canManageGradingQueue',
  'canRunMarkingReport',
  'canRunGradingReport',
  // Invoices and partners
  'canViewInvoices',
  'canCreateInvoices',
  'canUpdateInvoices',
  'canManageInvoiceLineTypes',
  'canViewPartners',
  'canUpdatePartners',
  // Question management
  'canViewQuestions',
  'canCreateQuestions',
  'canUpdateQuestions',
  'canUpdateClassMarkerCategories',
  'canViewAssessments',
  'canCreateAssessments',
  'canUpdateAssessments',
  'canManageAssessmentFeedback',
  'canViewTranslationRequests',
  'canCreateTranslationRequests',
  'canViewAssessmentSections',
  'canCreateAssessmentSections',
  'canUpdateAssessmentSections',
  'canViewAssessmentSectionGroups',
  'canCreateAssessmentSectionGroups',
  'canUpdateAssessmentSectionGroups',
  // Codes
  'canViewPasscodes',
  'canCreatePasscodes',
  'canUpdatePasscodes',
  'canViewEnrollmentCodes',
  'canCreateEnrollmentCodes',
  'canUpdateEnrollmentCodes',
  // Classes and catalogue
  'canViewClasses',
  'canCreateClasses',
  'canUpdateClasses',
  'canViewCourseStats',
  'canViewCourses',
  'canCreateCourses',
  'canUpdateCourses',
  'canViewProducts',
  'canCreateProducts',
  'canUpdateProducts',
  'canViewMarketAssignments',
  'canCreateMarketAssignments',
  'canViewUserOnlineClasses',
  'canUpdateUserOnlineClasses',
  'canViewLicenses',
  'canCreateLicenses',
  'canUpdateLicenses',
  'canViewLearners',
  // Trainers
  'canViewTrainers',
  'canCreateTrainers',
  'canUpdateTrainers',
  'canRunF2FRegistrationsReport',
  // Email content
  'canViewEmailContents',
  'canUpdateEmailContents',
  // Certifications
  'canViewUserCertifications',
  'canUpdateUserCertifications',
  'canImportCredlyBadges',
  'canViewCertifications',
  'canCreateCertifications',
  'canUpdateCertifications',
  // Accounts and users
  'canViewAccounts',
  'canCreateAccounts',
  'canUpdateAccounts',
  'canViewUsers',
  'canUpdateUsers',
  // Reports and system
  'canViewReports',
  'canReportOnUserInteractions',
  'canManageSystemData',
] as const;

export type Capability = (typeof capabilities)[number];

/**
 * The capabilities that must always keep a live holder (the last-holder rule): without someone able to
 * manage users, or the system, the console could not fix its own access. The server enforces the rule
 * (areas/users/public.ts); the role editor warns before a change would break it.
 */
export const keyCapabilities = ['canViewUsers', 'canManageSystemData'] as const satisfies readonly Capability[];
export type KeyCapability = (typeof keyCapabilities)[number];

/** Who may call an endpoint: anyone, any signed-in person, or holders of a flag (or of any of several). */
export type Access = 'public' | 'signedIn' | Capability | { anyOf: readonly Capability[] };

export function isCapability(value: string): value is Capability {
  return (capabilities as readonly string[]).includes(value);
}

/** True when a set of held capabilities satisfies an endpoint's or route's access rule. */
export function allows(access: Access, held: ReadonlySet<Capability>, signedIn: boolean): boolean {
  if (access === 'public') return true;
  if (!signedIn) return false;
  if (access === 'signedIn') return true;
  if (typeof access === 'string') return held.has(access);
  return access.anyOf.some((c) => held.has(c));
}
