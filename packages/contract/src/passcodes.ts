// Passcodes: one attempt at an assessment, sold by SKU. Generated in bulk (idempotently), found by the
// spec's filters, edited, revoked and reinstated singly or in bulk, and e-mailed again through the outbox.
// The generation's shapes and endpoints are in passcode-generation.ts.
import { z } from 'zod';
import { defineContractArea } from './area.js';
import {
  codeBulkIds,
  codeBulkReinstateBody,
  codeBulkResult,
  codeBulkRevokeBody,
  codeLookupIdOption,
  codeLookupOption,
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
  codeTextFilter,
} from './codes.js';
import { boolParam, email, idParams, intParam, pageQuery, refId, version } from './common.js';
import { emailContentRefusals } from './email-content-refusals.js';
import { endpoint } from './endpoint.js';
import { sorting } from './lists.js';
import { passcodeGenerationEndpoints } from './passcode-generation.js';
import { passcodeRefusals } from './passcode-refusals.js';

export * from './passcode-generation.js';

/** Active: usable; Inactive: switched off (e.g. until the class ends); Redeemed: used; Revoked: withdrawn. */
export const passcodeStates = ['Active', 'Inactive', 'Redeemed', 'Revoked'] as const;

export const passcodeRow = z.object({
  id: z.number().int(),
  code: z.string(),
  suffix: z.string().nullable(),
  sku: z.string(),
  /** The product's name for the SKU. */
  skuName: z.string().nullable(),
  state: z.enum(passcodeStates),
  isActive: z.boolean(),
  isRevoked: z.boolean(),
  isRedeemed: z.boolean(),
  /** The owner's account, once known, with its name and e-mail. */
  admId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  classId: z.number().int().nullable(),
  studentEmail: z.string().nullable(),
  orderNumber: z.string().nullable(),
  orderEmail: z.string().nullable(),
  partnerId: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  revokedByName: z.string().nullable(),
  redeemedAt: z.string().nullable(),
  redeemedByResultId: z.number().int().nullable(),
  batchId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version,
});
export type PasscodeRow = z.infer<typeof passcodeRow>;

const passcodeFilterShape = {
  admId: z.uuid().optional(),
  classId: intParam.min(1).optional(),
  isActive: boolParam.optional(),
  isRevoked: boolParam.optional(),
  orderEmail: codeTextFilter,
  orderNumber: codeTextFilter,
  passcode: codeTextFilter,
  suffix: codeTextFilter,
  /** Always exact (a lookup value), case-insensitive. */
  sku: codeTextFilter,
  studentEmail: codeTextFilter,
  /** true (default): text filters match the whole value, case-insensitively; false: contains. */
  exactMatch: boolParam.default(true),
};
export const passcodeFilters = z.object(passcodeFilterShape);
/** Sortable columns; createdAt is the order codes were generated in (their ids), newest first by default. */
export const passcodeSortColumns = ['createdAt', 'code', 'sku', 'orderNumber'] as const;
export const passcodeListQuery = pageQuery(100)
  .extend(passcodeFilterShape)
  .extend(sorting(passcodeSortColumns, 'createdAt', true).shape);
export type PasscodeListQuery = z.input<typeof passcodeListQuery>;

export const passcodeLookupInfo = z.object({
  partners: z.array(codeLookupIdOption),
  /** SKUs of products a passcode can carry (assessment attempts and class seats). */
  skus: z.array(codeLookupOption),
});

export const passcodeUpdate = z.object({
  version,
  sku: z.string().trim().min(1, 'Choose a SKU').max(64),
  isActive: z.boolean(),
  admId: z.uuid().nullish(),
  classId: refId.nullish(),
  studentEmail: codeOptionalEmail,
  orderNumber: codeOptionalText(64),
  orderEmail: codeOptionalEmail,
  partnerId: refId.nullish(),
});

/** Bulk edit: only the fields present are set on every selected code; null clears a field. */
export const passcodeBulkSet = z
  .object({
    isActive: z.boolean(),
    sku: z.string().trim().min(1).max(64),
    admId: z.uuid().nullable(),
    classId: refId.nullable(),
    studentEmail: codeOptionalEmail,
    orderNumber: codeOptionalText(64),
    orderEmail: codeOptionalEmail,
    partnerId: refId.nullable(),
  })
  .partial()
  .refine((set) => Object.keys(set).length > 0, 'Choose at least one field to set');
export const passcodeBulkEdit = z.object({ ids: codeBulkIds, set: passcodeBulkSet });

// Bulk actions on every passcode matching the list's filters, a batch a request (see codeMatchingBody).
export const passcodeRevokeMatching = codeMatchingBody(passcodeFilters, {
  reason: codeRevokeReason,
  confirmRedeemed: z.boolean().default(false),
});
export const passcodeReinstateMatching = codeMatchingBody(passcodeFilters, {
  reason: z.string().trim().max(500).optional(),
});
export const passcodeEditMatching = codeMatchingBody(passcodeFilters, { set: passcodeBulkSet });
export const passcodeResendMatching = codeMatchingBody(passcodeFilters, { emailOverride: email.optional() });

export const passcodes = {
  list: endpoint({
    method: 'GET',
    path: '/passcodes',
    access: 'canViewPasscodes',
    summary:
      'Passcodes matching the filters, newest first unless sortBy says otherwise; 100 a page. Text filters are exact (case-insensitive) unless exactMatch=false, then "contains".',
    query: passcodeListQuery,
    response: codePage(passcodeRow),
  }),
  lookupInfo: endpoint({
    method: 'GET',
    path: '/passcodes/lookup-info',
    access: { anyOf: ['canViewPasscodes', 'canCreatePasscodes', 'canUpdatePasscodes'] },
    summary: 'Dropdown values for the passcode screens: partners and SKUs.',
    response: passcodeLookupInfo,
  }),
  export: endpoint({
    method: 'GET',
    path: '/passcodes/export',
    access: 'canViewPasscodes',
    summary: 'Every passcode matching the list filters as a CSV file (no paging).',
    query: passcodeFilters,
    response: z.string(),
    produces: 'text/csv',
  }),
  ...passcodeGenerationEndpoints,
  bulkEdit: endpoint({
    method: 'POST',
    path: '/passcodes/bulk-edit',
    access: 'canUpdatePasscodes',
    summary:
      'Sets the given fields on every selected passcode. Per-item results; items breaking a rule (revoked codes made active, SKU of a redeemed code) are left unchanged.',
    body: passcodeBulkEdit,
    response: codeBulkResult,
  }),
  revokeMany: endpoint({
    method: 'POST',
    path: '/passcodes/revoke',
    access: 'canUpdatePasscodes',
    summary:
      'Revokes the selected passcodes with a reason. Per-item results; already revoked codes, and redeemed ones without confirmRedeemed, are left unchanged.',
    body: codeBulkRevokeBody,
    response: codeBulkResult,
  }),
  reinstateMany: endpoint({
    method: 'POST',
    path: '/passcodes/reinstate',
    access: 'canUpdatePasscodes',
    summary: 'Reinstates the selected revoked passcodes (active again). Per-item results.',
    body: codeBulkReinstateBody,
    response: codeBulkResult,
  }),
  revokeMatching: endpoint({
    method: 'POST',
    path: '/passcodes/revoke-matching',
    access: 'canUpdatePasscodes',
    summary:
      'Revokes the next batch (up to 1,000) of passcodes matching the filter, after afterId; send back upToId and lastId until remaining is 0. Per-item results as for revoke. Send an Idempotency-Key per batch: a retried batch replays its answer.',
    idempotent: true,
    body: passcodeRevokeMatching,
    response: codeMatchingResult,
  }),
  reinstateMatching: endpoint({
    method: 'POST',
    path: '/passcodes/reinstate-matching',
    access: 'canUpdatePasscodes',
    summary: 'Reinstates the next batch of passcodes matching the filter (see revoke-matching).',
    idempotent: true,
    body: passcodeReinstateMatching,
    response: codeMatchingResult,
  }),
  bulkEditMatching: endpoint({
    method: 'POST',
    path: '/passcodes/bulk-edit-matching',
    access: 'canUpdatePasscodes',
    summary:
      'Sets the given fields on the next batch of passcodes matching the filter (see revoke-matching). A change to a filtered field takes the codes out of the filter; the cursor still moves on.',
    idempotent: true,
    body: passcodeEditMatching,
    response: codeMatchingResult,
  }),
  resendMatching: endpoint({
    method: 'POST',
    path: '/passcodes/resend-matching',
    access: 'canUpdatePasscodes',
    summary: 'E-mails the next batch of passcodes matching the filter again (see revoke-matching and resend).',
    idempotent: true,
    body: passcodeResendMatching,
    refuses: emailContentRefusals.pick('content-unusable'),
    response: codeResendMatchingResult,
  }),
  resend: endpoint({
    method: 'POST',
    path: '/passcodes/resend',
    access: 'canUpdatePasscodes',
    summary:
      'E-mails each selected passcode to its student (else the order e-mail), or to emailOverride, through the outbox. Revoked, redeemed and inactive codes are refused per item. With an Idempotency-Key header a repeat sends nothing again.',
    idempotent: true,
    body: codeResendBody,
    refuses: emailContentRefusals.pick('content-unusable'),
    response: codeResendResult,
  }),
  get: endpoint({
    method: 'GET',
    path: '/passcodes/:id',
    access: { anyOf: ['canViewPasscodes', 'canUpdatePasscodes'] },
    summary: 'One passcode.',
    params: idParams,
    response: passcodeRow,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/passcodes/:id',
    access: 'canUpdatePasscodes',
    summary:
      'Edits a passcode. Sends the version read (stale: 409). A revoked code cannot be made active: reinstate it first.',
    params: idParams,
    body: passcodeUpdate,
    refuses: passcodeRefusals.pick('revoked', 'redeemed-sku'),
    response: passcodeRow,
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/passcodes/:id/revoke',
    access: 'canUpdatePasscodes',
    summary:
      'Revokes one passcode with a reason. A redeemed one needs confirmRedeemed (400 otherwise, naming what it is tied to).',
    params: idParams,
    body: codeRevokeBody,
    refuses: passcodeRefusals.pick('already-revoked', 'redeemed'),
    response: passcodeRow,
  }),
  reinstate: endpoint({
    method: 'POST',
    path: '/passcodes/:id/reinstate',
    access: 'canUpdatePasscodes',
    summary: 'Reinstates a revoked passcode: no longer revoked, and active.',
    params: idParams,
    body: codeReinstateBody,
    refuses: passcodeRefusals.pick('not-revoked'),
    response: passcodeRow,
  }),
};

/** The passcodes area: its endpoints, OpenAPI tag, audit words and history records (area.ts). */
export const passcodesArea = defineContractArea({
  key: 'passcodes',
  word: 'passcodes',
  tag: 'Passcodes: assessment attempts sold by SKU, generated in bulk, edited, revoked, reinstated and resent.',
  audit: {
    verbs: ['generate', 'update', 'bulk-edit', 'revoke', 'reinstate', 'resend'],
    entities: ['passcode', 'passcode-generation'],
  },
  history: { passcode: { anyOf: ['canViewPasscodes', 'canUpdatePasscodes'] } },
  endpoints: passcodes,
});
