// The words of the audit trail, in one place: every action an audit event may name (`<area>.<verb>`,
// the area word as the contract's file spells it) and every entity it may be about. Audit entries are
// typed from these lists, so a new change compiles only once its action is written here.
//
// Entities are kebab-case nouns (online-course, enrollment-code), as the verbs are. They are stored as
// written, so renaming one needs a migration that renames the stored rows too (as 0040 did for the
// older snake_case ones): without it a record's trail would be split between the two names.
export const auditVocabulary = {
  users: { verbs: ['update-roles', 'grant-role-cli'], entities: ['account'] },
  courses: {
    verbs: [
      'create',
      'update',
      'create-category',
      'update-category',
      'delete-category',
      'create-online',
      'update-online',
    ],
    entities: ['course', 'course-category', 'online-course'],
  },
  products: { verbs: ['create', 'update'], entities: ['product'] },
  markets: { verbs: ['create', 'update', 'delete'], entities: ['market-assignment'] },
  licenses: { verbs: ['create', 'update', 'delete'], entities: ['license'] },
  invoices: {
    verbs: [
      'create',
      'update',
      'delete',
      'open',
      'pay',
      'reopen',
      'back-to-draft',
      'save-line-types',
      'send',
      'credit',
      'send-credit-note',
    ],
    entities: ['invoice', 'invoice-line-type'],
  },
  classes: {
    verbs: [
      'revoke-self-paced',
      // The class record: its edits, state changes and publication.
      'create',
      'update',
      'delete',
      'change-state',
      'publish',
      'unpublish',
      // Registrations, the waiting list and the students' passcodes.
      'register',
      'unregister',
      'promote',
      'set-registration-status',
      'reorder-waitlist',
      'generate-passcodes',
      'deactivate-passcodes',
      'send-passcode-emails',
    ],
    entities: ['user-online-class', 'class', 'class-registration'],
  },
  trainers: { verbs: ['create', 'update', 'resend-license-renewal', 'update-f2f-year'], entities: ['trainer'] },
  passcodes: {
    verbs: ['generate', 'update', 'bulk-edit', 'revoke', 'reinstate', 'resend'],
    entities: ['passcode', 'passcode-generation'],
  },
  'enrollment-codes': {
    verbs: ['generate', 'revoke', 'reinstate', 'resend'],
    entities: ['enrollment-code', 'enrollment-code-generation'],
  },
  system: {
    verbs: [
      'outbox-retry',
      'seed-data',
      'create-webhook',
      'update-webhook',
      'delete-webhook',
      'test-webhook',
      'replay-webhook-delivery',
      'rotate-webhook-secret',
    ],
    entities: ['email-outbox', 'demo-data', 'lms-webhook', 'webhook-delivery'],
  },
  accounts: {
    verbs: [
      'create',
      'update',
      'block',
      'unblock',
      'delete',
      'forgot-password',
      'resend-verification',
      'cancel-action',
      'merge',
      'undo-merge',
      // A record an account owned (a passcode, an enrollment) moved by a merge or its undo: in that
      // record's own history, apart from the account's events (which the interaction report reads).
      'merge-move',
      'undo-merge-move',
      'force-sync',
    ],
    entities: ['account'],
  },
  profile: { verbs: ['save-filter', 'delete-filter'], entities: ['saved-filter'] },
  'email-contents': { verbs: ['update', 'copy'], entities: ['email-content'] },
  // The embedded provider's sign-in page: events about an account (signed in, signed out) or about the
  // e-mail someone typed (a failure or a throttled attempt, whether or not it names an account).
  identity: {
    verbs: ['sign-in', 'sign-in-failed', 'sign-in-throttled', 'sign-out', 'password-reset', 'email-verified'],
    entities: ['account', 'sign-in'],
  },
} as const satisfies Record<string, { verbs: readonly string[]; entities: readonly string[] }>;

type Vocabulary = typeof auditVocabulary;
export type AuditArea = keyof Vocabulary;
export type AuditAction = { [A in AuditArea]: `${A}.${Vocabulary[A]['verbs'][number]}` }[AuditArea];
export type AuditEntity = Vocabulary[AuditArea]['entities'][number];

/** Every action, for checks that read the trail (e.g. a change audited under its own area's word). */
export const auditActions = Object.entries(auditVocabulary).flatMap(([area, { verbs }]) =>
  verbs.map((verb) => `${area}.${verb}` as AuditAction),
);
