// The data crossings allowed today: an area's files that import another area's tables from db/schema or
// name them in SQL (owners in areas/table-owners.ts), each with why. Each is a real join and says what the
// screen shows; a read or write that went around the owner's door (its public.ts) was marked "TO SHRINK"
// until it moved behind it (none are left). The zones test fails on a crossing this list does not name
// and on an entry (or a file in one) that no longer happens: the list only shrinks as doors are built.
// Data, one crossing a record as Biome formats it, hence its length.
import type { AllowedCrossing } from '../testing/table-reach.js';

export const allowedDataCrossings: readonly AllowedCrossing[] = [
  {
    area: 'accounts',
    table: 'partner',
    files: ['records/account-list.ts', 'records/account-lookup.ts', 'records/account-service.ts'],
    reason: "an account's partner: its name on the list and page, the form's choices and the check it exists",
  },
  {
    area: 'classes',
    table: 'account',
    files: [
      'finders.ts',
      'records/class-checks.ts',
      'records/class-read.ts',
      'records/class-state.ts',
      'records/needs-closing.ts',
      'registrations/class-passcodes.ts',
      'registrations/registration-service.ts',
      'registrations/registrations.ts',
      'registrations/waitlist.ts',
      'reports/class-report-headers.ts',
      'reports/class-reports.ts',
      'reports/report-filters.ts',
      'self-paced/self-paced-filter.ts',
      'self-paced/self-paced-report.ts',
      'self-paced/self-paced.ts',
    ],
    reason:
      "a registration, a self-paced student and a class's trainers are accounts: their names and e-mails joined onto the rows, reports and e-mails that list them (sorted and filtered by them), with the door's fragments where a name is spelt",
  },
  {
    area: 'classes',
    table: 'course',
    files: [
      'course-stats/course-stats.ts',
      'finders.ts',
      'records/class-checks.ts',
      'records/class-details.ts',
      'records/class-filter.ts',
      'records/class-search.ts',
      'records/needs-closing.ts',
      'registrations/class-mail.ts',
      'reports/class-report-headers.ts',
      'reports/report-filters.ts',
    ],
    reason:
      'a class is of a course: its code and name on rows, reports, e-mails and Go to, and its required license in the checks',
  },
  {
    area: 'classes',
    table: 'license',
    files: ['records/class-checks.ts'],
    reason: "the scheduling check names the license the class's course requires of its lead trainer",
  },
  {
    area: 'classes',
    table: 'online_course',
    files: ['course-stats/course-stats.ts', 'self-paced/self-paced-report.ts', 'self-paced/self-paced.ts'],
    reason: 'a self-paced enrollment is in an online course: its code and name on rows and stats',
  },
  {
    area: 'classes',
    table: 'partner',
    files: [
      'records/class-details.ts',
      'records/class-lookup.ts',
      'records/class-search.ts',
      'records/class-validate.ts',
      'reports/class-report-headers.ts',
    ],
    reason: "a class may be held for a partner: its name on the list, page and reports, the form's choices and check",
  },
  {
    area: 'classes',
    table: 'passcode',
    files: ['registrations/class-passcodes.ts', 'registrations/registrations.ts', 'reports/class-reports.ts'],
    reason: 'a registration carries its passcode: the code on the registration list and the class reports',
  },
  {
    area: 'courses',
    table: 'license',
    files: ['lookup.ts', 'service.ts'],
    reason: "a course may require a license: its name on the course, the form's choices and the check it exists",
  },
  {
    area: 'email-contents',
    table: 'account',
    files: ['preview-records.ts', 'revisions.ts', 'service.ts'],
    reason:
      "a preview may take a real account's values, a content names who changed it last, and each revision who saved it",
  },
  {
    area: 'email-contents',
    table: 'passcode',
    files: ['preview-records.ts'],
    reason: "a preview may take a real passcode's values",
  },
  {
    area: 'email-contents',
    table: 'product',
    files: ['preview-records.ts'],
    reason: "a passcode's preview names its product",
  },
  {
    area: 'enrollment-codes',
    table: 'account',
    files: ['queries.ts'],
    reason: "an enrollment code's row names its learner and who revoked it",
  },
  {
    area: 'enrollment-codes',
    table: 'online_course',
    files: ['actions.ts', 'queries.ts', 'service.ts'],
    reason:
      'an enrollment code is for an online course: its name on rows and e-mails, the choices, the check it is active',
  },
  {
    area: 'invoices',
    table: 'class',
    files: ['documents/e-invoice-document.ts', 'partner-billing/partner-billing.ts'],
    reason:
      "partner billing invoices a partner's completed classes, priced from the class; the e-invoice gives a billed class's days as its date of supply",
  },
  {
    area: 'invoices',
    table: 'course',
    files: ['partner-billing/partner-billing.ts'],
    reason: 'partner billing names each billed class by its course',
  },
  {
    area: 'invoices',
    table: 'partner',
    files: [
      'documents/documents.ts',
      'documents/e-invoice-document.ts',
      'documents/send-credit-note.ts',
      'documents/send.ts',
      'finders.ts',
      'partner-billing/partner-billing.ts',
      'records/read.ts',
      'records/record-routes.ts',
      'records/write.ts',
      'tax/partner-vat.ts',
    ],
    reason:
      'an invoice is to a partner: its name, currency, contact and billing identity on the list, PDF, e-invoice, e-mail and Go to, the choices and check, and the VAT its country and VAT id call for',
  },
  {
    area: 'invoices',
    table: 'passcode',
    files: ['documents/e-invoice-document.ts', 'partner-billing/partner-billing.ts'],
    reason:
      'partner billing invoices the passcodes made for a partner; the e-invoice gives the day a billed passcode was made as its date of supply',
  },
  {
    area: 'invoices',
    table: 'product',
    files: ['partner-billing/partner-billing.ts'],
    reason: 'partner billing prices a passcode from its product',
  },
  {
    area: 'licenses',
    table: 'account',
    files: ['holders.ts'],
    reason: 'a license held by trainers is not deleted: the refusal names them',
  },
  {
    area: 'licenses',
    table: 'course',
    files: ['holders.ts', 'lookup.ts', 'service.ts'],
    reason:
      "a license allows courses: their codes on the license, the form's choices, the courses that block its deletion",
  },
  {
    area: 'licenses',
    table: 'trainer',
    files: ['holders.ts'],
    reason: 'a license held by trainers is not deleted: the refusal names them',
  },
  {
    area: 'licenses',
    table: 'trainer_license',
    files: ['holders.ts', 'service.ts'],
    reason: 'a license held by trainers is not deleted: the list counts its holders and the refusal names them',
  },
  {
    area: 'markets',
    table: 'partner',
    files: ['lookup.ts', 'service.ts'],
    reason: "a market assignment names its partner; the form's partner choices",
  },
  {
    area: 'markets',
    table: 'product',
    files: ['lookup.ts', 'service.ts'],
    reason: "a market assignment names its products; the form's product choices",
  },
  {
    area: 'partners',
    table: 'market_assignment',
    files: ['service.ts'],
    reason: "a partner's list row and page show the markets assigned to it",
  },
  {
    area: 'passcodes',
    table: 'account',
    files: ['queries.ts', 'service.ts'],
    reason: "a passcode's row names its owner and who revoked it",
  },
  {
    area: 'passcodes',
    table: 'partner',
    files: ['queries.ts', 'service.ts'],
    reason: "a passcode's row names its partner; the filter's partner choices",
  },
  {
    area: 'passcodes',
    table: 'product',
    files: ['actions.ts', 'queries.ts', 'service.ts'],
    reason: "a passcode is for a product (by SKU): its name on rows, the choices, the bulk edit's check",
  },
  {
    area: 'products',
    table: 'course',
    files: ['lookup.ts', 'service.ts'],
    reason: "a product sells a course: its code on the list and page, the form's choices",
  },
  {
    area: 'products',
    table: 'market_assignment',
    files: ['service.ts'],
    reason: "a product's page lists the markets that offer it",
  },
  {
    area: 'products',
    table: 'market_assignment_product',
    files: ['service.ts'],
    reason: "a product's page lists the markets that offer it",
  },
  {
    area: 'products',
    table: 'online_course',
    files: ['lookup.ts', 'service.ts'],
    reason: "a product sells an online course: its code on the list and page, the form's choices",
  },
  {
    area: 'questions',
    table: 'account',
    files: ['revisions/revision-read.ts'],
    reason:
      'a revision names its author and publisher, and a staged item who staged it and who reviewed it, by their accounts',
  },
  {
    area: 'reports',
    table: 'account',
    files: ['interaction-rows.ts'],
    reason: "the user-interaction report joins each event's account and its actor to name them on the row",
  },
  {
    area: 'trainers',
    table: 'account',
    files: [
      'f2f/f2f-report.ts',
      'finders.ts',
      'licenses/license-job.ts',
      'licenses/license-resend.ts',
      'records/trainer-list.ts',
      'records/trainer-options.ts',
      'records/trainer-service.ts',
    ],
    reason:
      'a trainer is an account: its name and e-mail joined onto the list (sorted and filtered by them), the page, the export, Go to, the F2F report and the renewal e-mails',
  },
  {
    area: 'trainers',
    table: 'class',
    files: ['f2f/f2f-report.ts', 'f2f/f2f-years.ts'],
    reason: "the F2F report and a trainer's yearly requirement count in-person classes",
  },
  {
    area: 'trainers',
    table: 'class_registration',
    files: ['f2f/f2f-report.ts'],
    reason: "the F2F report counts each class's registrations by status",
  },
  {
    area: 'trainers',
    table: 'class_trainer',
    files: ['f2f/f2f-report.ts', 'f2f/f2f-years.ts'],
    reason: "the F2F report and a trainer's yearly requirement count the classes a trainer taught",
  },
  {
    area: 'trainers',
    table: 'course',
    files: ['f2f/f2f-report.ts'],
    reason: 'the F2F report names each class by its course',
  },
  {
    area: 'trainers',
    table: 'license',
    files: [
      'licenses/license-changes.ts',
      'licenses/license-job.ts',
      'licenses/license-resend.ts',
      'licenses/licenses-held.ts',
      'licenses/teaching-licenses.ts',
      'records/trainer-list.ts',
      'records/trainer-lookup.ts',
    ],
    reason:
      'a trainer holds licenses: their names and renewal rules on the record, the list, the reminders, the choices and a grant, renewal or end',
  },
  {
    area: 'users',
    table: 'account',
    files: ['public.ts', 'service.ts'],
    reason: 'a user is a staff account: its name, e-mail and live state beside its roles',
  },
];
