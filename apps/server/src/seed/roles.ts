// The built-in roles: named sets of capability flags. Synced on every start (reference data, not demo
// data), so a capability added in code reaches the roles that should hold it.
import { type Capability, capabilities } from '@eco/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { roles } from '../db/schema/index.js';

export interface RoleDefinition {
  key: string;
  name: string;
  description: string;
  capabilities: readonly Capability[];
}

const questionAuthoring: Capability[] = [
  'canViewQuestions',
  'canCreateQuestions',
  'canUpdateQuestions',
  'canViewAssessments',
  'canViewTranslationRequests',
  'canViewAssessmentSections',
  'canViewAssessmentSectionGroups',
];

export const builtInRoles: RoleDefinition[] = [
  {
    key: 'administrator',
    name: 'Administrator',
    description: 'Every capability of the console.',
    capabilities,
  },
  {
    key: 'grader',
    name: 'Grader',
    description: 'Grades essay answers from the grading queue.',
    capabilities: ['hasGradingCapabilities', 'canRunMarkingReport', 'canViewAssessmentResults'],
  },
  {
    key: 'grading-manager',
    name: 'Grading manager',
    description: 'Runs the grading queue: holds, pins, blocks and releases claims; grading reports.',
    capabilities: [
      'hasGradingCapabilities',
      'canManageGradingQueue',
      'canRunGradingReport',
      'canRunMarkingReport',
      'canViewAssessmentResults',
      'canViewAssessmentResultStats',
    ],
  },
  {
    key: 'finance',
    name: 'Finance',
    description: 'Invoices, line types, partners and their billing identity.',
    capabilities: [
      'canViewInvoices',
      'canCreateInvoices',
      'canUpdateInvoices',
      'canManageInvoiceLineTypes',
      'canViewPartners',
      'canUpdatePartners',
      'canViewPasscodes',
      'canViewEnrollmentCodes',
      'canViewReports',
    ],
  },
  {
    key: 'question-author',
    name: 'Question author',
    description: 'Writes and revises questions in the question bank.',
    capabilities: questionAuthoring,
  },
  {
    key: 'question-reviewer',
    name: 'Question reviewer',
    description: 'Reviews and publishes questions; maintains tests, sections, categories and translations.',
    capabilities: [
      ...questionAuthoring,
      'canUpdateClassMarkerCategories',
      'canCreateAssessments',
      'canUpdateAssessments',
      'canManageAssessmentFeedback',
      'canCreateTranslationRequests',
      'canCreateAssessmentSections',
      'canUpdateAssessmentSections',
      'canCreateAssessmentSectionGroups',
      'canUpdateAssessmentSectionGroups',
    ],
  },
  {
    key: 'classes-admin',
    name: 'Classes administrator',
    description: 'Classes, the course catalogue, licenses, trainers and class codes.',
    capabilities: [
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
      'canViewTrainers',
      'canCreateTrainers',
      'canUpdateTrainers',
      'canRunF2FRegistrationsReport',
      'canViewPartners',
      'canViewPasscodes',
      'canCreatePasscodes',
      'canUpdatePasscodes',
      'canViewEnrollmentCodes',
      'canCreateEnrollmentCodes',
      'canUpdateEnrollmentCodes',
    ],
  },
  {
    key: 'support',
    name: 'Support',
    description: 'Looks after learners: accounts, results, codes, certifications and enrollments.',
    capabilities: [
      'canViewAccounts',
      'canCreateAccounts',
      'canUpdateAccounts',
      'canViewAssessmentResults',
      'canUpdateAssessmentResults',
      'canViewPasscodes',
      'canUpdatePasscodes',
      'canViewEnrollmentCodes',
      'canUpdateEnrollmentCodes',
      'canViewUserCertifications',
      'canUpdateUserCertifications',
      'canViewCertifications',
      'canViewUserOnlineClasses',
      'canUpdateUserOnlineClasses',
      'canViewLearners',
      'canViewEmailContents',
    ],
  },
  {
    key: 'system-admin',
    name: 'System administrator',
    description: 'System data, webhooks, staff users and roles, e-mail content, certifications and reports.',
    capabilities: [
      'canManageSystemData',
      'canViewUsers',
      'canUpdateUsers',
      'canViewEmailContents',
      'canUpdateEmailContents',
      'canViewReports',
      'canReportOnUserInteractions',
      'canImportCredlyBadges',
      'canViewCertifications',
      'canCreateCertifications',
      'canUpdateCertifications',
    ],
  },
];

export async function syncBuiltInRoles(db: Db) {
  await db
    .insert(roles)
    .values(builtInRoles.map((r) => ({ ...r, capabilities: [...r.capabilities] })))
    .onConflictDoUpdate({
      target: roles.key,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        capabilities: sql`excluded.capabilities`,
        updatedAt: new Date(),
      },
    });
}
