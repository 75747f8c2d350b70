// The words of the audit trail: every action an audit event may name (`<area>.<verb>`, the area word
// as the contract spells it) and every entity it may be about. Each contract area declares its own
// words beside its endpoints (the `audit` of its declaration, packages/contract/src/area.ts); the
// platform's own (the sign-in provider's, identity) are declared here and joined to them. Audit entries
// are typed from these lists, so a new change compiles only once its action is declared.
//
// Entities are kebab-case nouns (online-course, enrollment-code), as the verbs are. They are stored as
// written, so renaming one needs a migration that renames the stored rows too (as 0040 did for the
// older snake_case ones): without it a record's trail would be split between the two names.
import { contractAuditVocabulary } from '@eco/contract';

/** The platform's audit words: they belong to no contract area. */
export const platformAuditVocabulary = {
  // The embedded provider's sign-in page: events about an account (signed in, signed out) or about the
  // e-mail someone typed (a failure or a throttled attempt, whether or not it names an account).
  identity: {
    verbs: ['sign-in', 'sign-in-failed', 'sign-in-throttled', 'sign-out', 'password-reset', 'email-verified'],
    entities: ['account', 'sign-in'],
  },
} as const;

export const auditVocabulary = { ...contractAuditVocabulary, ...platformAuditVocabulary } satisfies Record<
  string,
  { verbs: readonly string[]; entities: readonly string[] }
>;

type Vocabulary = typeof auditVocabulary;
export type AuditArea = keyof Vocabulary;
export type AuditAction = { [A in AuditArea]: `${A}.${Vocabulary[A]['verbs'][number]}` }[AuditArea];
export type AuditEntity = Vocabulary[AuditArea]['entities'][number];

/** Every action, for checks that read the trail (e.g. a change audited under its own area's word). */
export const auditActions = Object.entries(auditVocabulary).flatMap(([area, { verbs }]) =>
  verbs.map((verb) => `${area}.${verb}` as AuditAction),
);
