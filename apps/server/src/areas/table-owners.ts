// Who owns each table of the schema: one API area (its folder name under areas/), or the platform for the
// tables its own machinery writes (sign-in, idempotency, the audit trail, the mail outbox, webhook
// deliveries). The owner is the area whose code writes the rows; any other area reading or writing them
// crosses into its data, which the zones test holds to the allow-list in tests/data-crossings.ts.
// tests/table-owners.test.ts holds this list to the schema: every table exactly once, none that is gone.

export const tableOwners: Readonly<Record<string, string>> = {
  account: 'accounts',
  account_action: 'accounts',
  account_merge: 'accounts',
  // An external provider's subject mapped to an account: a merge moves it (accounts/owned.ts).
  identity_link: 'accounts',

  // The Users area replaces an account's roles; the roles themselves are fixed by the seed.
  account_role: 'users',
  role: 'users',

  class: 'classes',
  class_registration: 'classes',
  class_session: 'classes',
  class_trainer: 'classes',
  client_organization: 'classes',
  // Self-paced enrollments and their counts (kept by triggers) are the Classes area's self-paced lists.
  user_online_class: 'classes',
  user_online_class_count: 'classes',
  user_online_class_daily_count: 'classes',

  course: 'courses',
  course_category: 'courses',
  online_course: 'courses',

  product: 'products',
  market_assignment: 'markets',
  market_assignment_product: 'markets',
  partner: 'partners',

  // The question bank; the assessments table until the tests' area takes it over with its editor.
  assessment: 'questions',
  classmarker_category: 'questions',
  classmarker_parent_category: 'questions',
  question: 'questions',
  question_assessment: 'questions',
  question_import: 'questions',
  question_review: 'questions',
  question_revision: 'questions',
  question_sync_call: 'questions',
  question_sync_item: 'questions',

  license: 'licenses',
  license_course: 'licenses',

  billed_source: 'invoices',
  credit_note: 'invoices',
  credit_note_line: 'invoices',
  document_number: 'invoices',
  invoice: 'invoices',
  invoice_day_total: 'invoices',
  invoice_line: 'invoices',
  invoice_line_type: 'invoices',
  invoice_partner_day_total: 'invoices',

  passcode: 'passcodes',
  // The codes kit's e-mail dictionary, filled by triggers on passcode and enrollment_code alike; it was
  // made for the passcodes list, and neither codes area writes it in code.
  code_email: 'passcodes',
  enrollment_code: 'enrollment-codes',

  trainer: 'trainers',
  trainer_f2f_year: 'trainers',
  trainer_language: 'trainers',
  trainer_license: 'trainers',
  trainer_license_reminder: 'trainers',
  trainer_license_change: 'trainers',
  license_job_run: 'trainers',

  email_content: 'email-contents',
  saved_filter: 'profile',

  audit_event: 'platform',
  idempotency_key: 'platform',
  oidc_payload: 'platform',
  oidc_secret: 'platform',
  sign_in_attempt: 'platform',
  // The outbox is the mail worker's; the System area is its console (resend, cancel).
  email_outbox: 'platform',
  email_outbox_attachment: 'platform',
  // Webhook subscriptions are read and switched off by the platform's delivery; the System area edits them.
  lms_webhook: 'platform',
  webhook_delivery: 'platform',
  webhook_attempt: 'platform',
};
