// Enrollment codes: each opens a self-paced (online) course. Generated in bulk (idempotently), found by
// the spec's filters, revoked and reinstated singly or in bulk, and e-mailed again through the outbox.
import { z } from 'zod';
import { defineContractArea } from './area.js';
import {
  codeBatchParams,
  codeBulkReinstateBody,
  codeBulkResult,
  codeBulkRevokeBody,
  codeLookupIdOption,
  codeMatchingBody,
  codeMatchingResult,
  codeOptionalEmail,
  codeOptionalText,
  codePage,
  codeReinstateBody,
  codeResendBody,
  codeResendMatchingResult,
  codeResendResult,
  codeRevokeBody,
  codeRevokeReason,
  codeSuffix,
  codeTextFilter,
  generatedCode,
  MAX_GENERATE_QUANTITY,
} from './codes.js';
import { boolParam, email, idParams, intParam, isoDateTime, pageQuery, refId, version, wholeNumber } from './common.js';
import { emailContentRefusals } from './email-content-refusals.js';
import { endpoint } from './endpoint.js';
import { enrollmentCodeRefusals } from './enrollment-code-refusals.js';
import { sorting } from './lists.js';

/** Active: not yet used; Redeemed: opened a self-paced enrollment; Revoked: withdrawn. */
export const enrollmentCodeStates = ['Active', 'Redeemed', 'Revoked'] as const;

export const enrollmentCodeRow = z.object({
  id: z.number().int(),
  code: z.string(),
  suffix: z.string().nullable(),
  state: z.enum(enrollmentCodeStates),
  onlineCourseId: z.number().int(),
  /** "CODE: Name" of the online course. */
  onlineCourseName: z.string(),
  /** The learner's account once redeemed (or assigned), with its name. */
  userAdmId: z.uuid().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  orderNumber: z.string().nullable(),
  orderEmail: z.string().nullable(),
  isRedeemed: z.boolean(),
  redeemedAt: z.string().nullable(),
  /** The self-paced enrollment the redemption opened (Classes > Self-Paced Students). */
  userOnlineClassId: z.number().int().nullable(),
  isRevoked: z.boolean(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  revokedByName: z.string().nullable(),
  batchId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version,
});
export type EnrollmentCodeRow = z.infer<typeof enrollmentCodeRow>;

const enrollmentCodeFilterShape = {
  userAdmId: z.uuid().optional(),
  onlineCourseId: intParam.min(1).optional(),
  isRedeemed: boolParam.optional(),
  isRevoked: boolParam.optional(),
  orderEmail: codeTextFilter,
  orderNumber: codeTextFilter,
  enrollmentCode: codeTextFilter,
  suffix: codeTextFilter,
  userEmail: codeTextFilter,
  /** true (default): text filters match the whole value, case-insensitively; false: contains. */
  exactMatch: boolParam.default(true),
};
export const enrollmentCodeFilters = z.object(enrollmentCodeFilterShape);
/** Sortable columns; createdAt is the order codes were generated in (their ids), newest first by default. */
export const enrollmentCodeSortColumns = ['createdAt', 'code', 'orderNumber'] as const;
export const enrollmentCodeListQuery = pageQuery(100)
  .extend(enrollmentCodeFilterShape)
  .extend(sorting(enrollmentCodeSortColumns, 'createdAt', true).shape);

// Bulk actions on every enrollment code matching the list's filters, a batch a request (see codeMatchingBody).
export const enrollmentCodeRevokeMatching = codeMatchingBody(enrollmentCodeFilters, {
  reason: codeRevokeReason,
  confirmRedeemed: z.boolean().default(false),
});
export const enrollmentCodeReinstateMatching = codeMatchingBody(enrollmentCodeFilters, {
  reason: z.string().trim().max(500).optional(),
});
export const enrollmentCodeResendMatching = codeMatchingBody(enrollmentCodeFilters, {
  emailOverride: email.optional(),
});
export type EnrollmentCodeListQuery = z.input<typeof enrollmentCodeListQuery>;

export const enrollmentCodeLookupInfo = z.object({ onlineCourses: z.array(codeLookupIdOption) });

export const enrollmentCodeGenerate = z.object({
  quantity: wholeNumber(1, MAX_GENERATE_QUANTITY),
  onlineCourseId: refId,
  orderNumber: codeOptionalText(64),
  orderEmail: codeOptionalEmail,
  /** Only with quantity 1: the learner the code is for. */
  userEmail: codeOptionalEmail,
  suffix: codeSuffix,
});
export type EnrollmentCodeGenerate = z.input<typeof enrollmentCodeGenerate>;

export const enrollmentCodeGeneration = z.object({
  /** Names this generation: GET /enrollment-codes/generations/:batchId downloads its CSV. */
  batchId: z.uuid(),
  quantity: z.number().int(),
  onlineCourseId: z.number().int(),
  suffix: z.string().nullable(),
  orderNumber: z.string().nullable(),
  orderEmail: z.string().nullable(),
  createdAt: isoDateTime,
  codes: z.array(generatedCode),
});

export const enrollmentCodes = {
  list: endpoint({
    method: 'GET',
    path: '/enrollment-codes',
    access: 'canViewEnrollmentCodes',
    summary:
      'Enrollment codes matching the filters, newest first unless sortBy says otherwise; 100 a page. Text filters are exact (case-insensitive) unless exactMatch=false, then "contains".',
    query: enrollmentCodeListQuery,
    response: codePage(enrollmentCodeRow),
  }),
  lookupInfo: endpoint({
    method: 'GET',
    path: '/enrollment-codes/lookup-info',
    access: { anyOf: ['canViewEnrollmentCodes', 'canCreateEnrollmentCodes', 'canUpdateEnrollmentCodes'] },
    summary: 'Dropdown values for the enrollment code screens: online courses.',
    response: enrollmentCodeLookupInfo,
  }),
  export: endpoint({
    method: 'GET',
    path: '/enrollment-codes/export',
    access: 'canViewEnrollmentCodes',
    summary: 'Every enrollment code matching the list filters as a CSV file (no paging).',
    query: enrollmentCodeFilters,
    response: z.string(),
    produces: 'text/csv',
  }),
  generate: endpoint({
    method: 'POST',
    path: '/enrollment-codes/generate',
    access: 'canCreateEnrollmentCodes',
    summary:
      'Generates up to 10,000 unique codes for an online course in one transaction. Send an Idempotency-Key header: a repeat with the same key returns the first result (same key, other body: 422).',
    idempotent: true,
    body: enrollmentCodeGenerate,
    status: 201,
    refuses: enrollmentCodeRefusals.pick('course-inactive'),
    response: enrollmentCodeGeneration,
  }),
  generation: endpoint({
    method: 'GET',
    path: '/enrollment-codes/generations/:batchId',
    access: { anyOf: ['canViewEnrollmentCodes', 'canCreateEnrollmentCodes'] },
    summary: "One generation's codes as a CSV file (the download on the generate screen).",
    params: codeBatchParams,
    response: z.string(),
    produces: 'text/csv',
  }),
  revokeMany: endpoint({
    method: 'POST',
    path: '/enrollment-codes/revoke',
    access: 'canUpdateEnrollmentCodes',
    summary:
      'Revokes the selected enrollment codes with a reason. Per-item results; already revoked codes, and redeemed ones without confirmRedeemed, are left unchanged.',
    body: codeBulkRevokeBody,
    response: codeBulkResult,
  }),
  reinstateMany: endpoint({
    method: 'POST',
    path: '/enrollment-codes/reinstate',
    access: 'canUpdateEnrollmentCodes',
    summary: 'Reinstates the selected revoked enrollment codes. Per-item results.',
    body: codeBulkReinstateBody,
    response: codeBulkResult,
  }),
  revokeMatching: endpoint({
    method: 'POST',
    path: '/enrollment-codes/revoke-matching',
    access: 'canUpdateEnrollmentCodes',
    summary:
      'Revokes the next batch (up to 1,000) of enrollment codes matching the filter, after afterId; send back upToId and lastId until remaining is 0. Per-item results as for revoke. Send an Idempotency-Key per batch: a retried batch replays its answer.',
    idempotent: true,
    body: enrollmentCodeRevokeMatching,
    response: codeMatchingResult,
  }),
  reinstateMatching: endpoint({
    method: 'POST',
    path: '/enrollment-codes/reinstate-matching',
    access: 'canUpdateEnrollmentCodes',
    summary: 'Reinstates the next batch of enrollment codes matching the filter (see revoke-matching).',
    idempotent: true,
    body: enrollmentCodeReinstateMatching,
    response: codeMatchingResult,
  }),
  resendMatching: endpoint({
    method: 'POST',
    path: '/enrollment-codes/resend-matching',
    access: 'canUpdateEnrollmentCodes',
    summary: 'E-mails the next batch of enrollment codes matching the filter again (see revoke-matching and resend).',
    idempotent: true,
    body: enrollmentCodeResendMatching,
    refuses: emailContentRefusals.pick('content-unusable'),
    response: codeResendMatchingResult,
  }),
  resend: endpoint({
    method: 'POST',
    path: '/enrollment-codes/resend',
    access: 'canUpdateEnrollmentCodes',
    summary:
      'E-mails each selected enrollment code to its learner (else the order e-mail), or to emailOverride, through the outbox. Revoked and redeemed codes are refused per item. With an Idempotency-Key header a repeat sends nothing again.',
    idempotent: true,
    body: codeResendBody,
    refuses: emailContentRefusals.pick('content-unusable'),
    response: codeResendResult,
  }),
  get: endpoint({
    method: 'GET',
    path: '/enrollment-codes/:id',
    access: { anyOf: ['canViewEnrollmentCodes', 'canUpdateEnrollmentCodes'] },
    summary: 'One enrollment code, with the enrollment it opened when redeemed.',
    params: idParams,
    response: enrollmentCodeRow,
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/enrollment-codes/:id/revoke',
    access: 'canUpdateEnrollmentCodes',
    summary:
      'Revokes one enrollment code with a reason. A redeemed one needs confirmRedeemed (400 otherwise, naming the learner and enrollment it opened); the enrollment itself is not ended.',
    params: idParams,
    body: codeRevokeBody,
    refuses: enrollmentCodeRefusals.pick('already-revoked', 'redeemed'),
    response: enrollmentCodeRow,
  }),
  reinstate: endpoint({
    method: 'POST',
    path: '/enrollment-codes/:id/reinstate',
    access: 'canUpdateEnrollmentCodes',
    summary: 'Reinstates a revoked enrollment code.',
    params: idParams,
    body: codeReinstateBody,
    refuses: enrollmentCodeRefusals.pick('not-revoked'),
    response: enrollmentCodeRow,
  }),
};

/** The enrollment-codes area: its endpoints, OpenAPI tag, audit words and history records (area.ts). */
export const enrollmentCodesArea = defineContractArea({
  key: 'enrollmentCodes',
  word: 'enrollment-codes',
  tag: 'Enrollment codes: each opens an online course; generated in bulk, revoked, reinstated and resent.',
  audit: {
    verbs: ['generate', 'revoke', 'reinstate', 'resend'],
    entities: ['enrollment-code', 'enrollment-code-generation'],
  },
  history: { 'enrollment-code': { anyOf: ['canViewEnrollmentCodes', 'canUpdateEnrollmentCodes'] } },
  endpoints: enrollmentCodes,
});
