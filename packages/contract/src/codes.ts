// Shapes passcodes and enrollment codes share: lookups, text filters, bulk selections and their
// per-item results, revoke and reinstate with a reason, resend, and the codes of a generation.
import { z } from 'zod';
import { email, INT4_MAX, paged, refId, uuid, version } from './common.js';
import type { RefusalKind } from './refusals.js';

/** A dropdown entry of a lookup: the value sent back in filters and bodies, and what the screen shows. */
export const codeLookupOption = z.object({ value: z.string(), displayName: z.string(), isActive: z.boolean() });
export type CodeLookupOption = z.infer<typeof codeLookupOption>;
/** The same for records chosen by numeric id (partners, online courses). */
export const codeLookupIdOption = z.object({ value: z.number().int(), displayName: z.string(), isActive: z.boolean() });
export type CodeLookupIdOption = z.infer<typeof codeLookupIdOption>;

/** A text filter: empty means absent; compared exactly or as "contains" per `exactMatch`. */
export const codeTextFilter = z
  .string()
  .trim()
  .max(254)
  .optional()
  .transform((v) => v || undefined);

/** The most ids one bulk call takes: a whole generation (10,000 codes). */
export const MAX_CODE_BULK_IDS = 10_000;
export const MAX_GENERATE_QUANTITY = 10_000;
export const codeBulkIds = z.array(refId).min(1, 'Select at least one code').max(MAX_CODE_BULK_IDS);

/** One selected item's outcome: `ok`, or the rule it broke (`error`); failed items are left unchanged. */
export const codeBulkItemResult = z.object({
  id: z.number().int(),
  /** The code value, or null when no code has this id. */
  code: z.string().nullable(),
  ok: z.boolean(),
  error: z.string().optional(),
});
/**
 * A page of codes. totalRowCount is exact up to 1,000; above that it is the database's estimate and
 * totalRowCountIsEstimate is true (show "about 912,000"): narrow the filters to get an exact count.
 */
export const codePage = <T extends z.ZodType>(row: T) => paged(row).extend({ totalRowCountIsEstimate: z.boolean() });

/** The answer of a bulk action: how many items succeeded and failed, and each item's outcome. */
const bulkResultOf = <T extends z.ZodType>(item: T) =>
  z.object({ succeeded: z.number().int().min(0), failed: z.number().int().min(0), results: z.array(item) });

export const codeBulkResult = bulkResultOf(codeBulkItemResult);
export type CodeBulkResult = z.infer<typeof codeBulkResult>;

export const codeResendItemResult = codeBulkItemResult.extend({
  /** The outbox message written for it (System > outbox), and where it goes. */
  outboxId: z.number().int().optional(),
  to: z.string().optional(),
});
export const codeResendResult = bulkResultOf(codeResendItemResult);
export const codeResendBody = z.object({
  ids: codeBulkIds.max(1_000),
  /** Send every selected code here instead of the code's own recipient. */
  emailOverride: email.optional(),
});

/**
 * A bulk action on every code matching a list's filter runs in batches of this many, one request and one
 * transaction each: the browser sends the filter (never ids) with the cursor the previous batch answered,
 * and the server applies the filter again, under the row locks, to the next batch.
 */
export const MATCHING_BATCH_SIZE = 1_000;
/** Where a run over the matching codes stands: absent on the first batch, then as the last batch answered. */
export const codeMatchingCursor = {
  /** The batch takes matching codes after this id (the previous batch's lastId). */
  afterId: z.number().int().min(0).max(INT4_MAX).default(0),
  /** The run covers codes up to this id (fixed by the first batch): codes made meanwhile are left out. */
  upToId: refId.optional(),
};
const matchingProgress = {
  /** Send back as upToId. */
  upToId: z.number().int().min(0),
  /** The last id this batch took: send back as afterId. */
  lastId: z.number().int().min(0),
  /** Codes still matching after lastId (up to upToId); 0 when the run is done. */
  remaining: z.number().int().min(0),
};
/** One batch of a run over the matching codes: its per-item outcome and where the run stands. */
export const codeMatchingResult = codeBulkResult.extend(matchingProgress);
export const codeResendMatchingResult = codeResendResult.extend(matchingProgress);
/** The body of a bulk action on every code matching `filter` (a list's filters, at least one set). */
export const codeMatchingBody = <F extends z.ZodObject, B extends z.ZodRawShape>(filter: F, action: B) =>
  z.object({
    // Every code there is is never "matching": a run over the whole table is refused.
    filter: filter.refine(
      (f: Record<string, unknown>) => Object.entries(f).some(([k, v]) => k !== 'exactMatch' && v !== undefined),
      'Choose at least one filter',
    ),
    ...action,
    ...codeMatchingCursor,
  });

export const codeRevokeReason = z.string().trim().min(1, 'Give a reason').max(500);
export const codeRevokeBody = z.object({
  reason: codeRevokeReason,
  /** Redeemed codes are refused unless this is true: the caller has seen what the code is tied to. */
  confirmRedeemed: z.boolean().default(false),
  /** The version read; when given, a changed code answers 409. */
  version: version.optional(),
});
export const codeBulkRevokeBody = z.object({
  ids: codeBulkIds,
  reason: codeRevokeReason,
  confirmRedeemed: z.boolean().default(false),
});
export const codeReinstateBody = z.object({
  reason: z.string().trim().max(500).optional(),
  version: version.optional(),
});
export const codeBulkReinstateBody = z.object({ ids: codeBulkIds, reason: z.string().trim().max(500).optional() });

/** A suffix appended to generated codes (after a dash): letters and digits, stored in capitals. */
export const codeSuffix = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || /^[A-Z0-9]{1,16}$/.test(v), 'Use 1 to 16 letters or digits')
  .nullish()
  .transform((v) => v || null);

export const codeOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
/** An optional e-mail: empty or null means none. */
export const codeOptionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || email.safeParse(v).success, 'Enter a valid e-mail address')
  .nullish()
  .transform((v) => v || null);

export const generatedCode = z.object({ id: z.number().int(), code: z.string() });
export const codeBatchParams = z.object({ batchId: uuid });

/** Revoking a code already revoked: passcodes and enrollment codes refuse it in the same words. */
export const codeAlreadyRevoked = {
  status: 400,
  field: 'id',
  message: (p: { revokedOn: string }) => `Already revoked on ${p.revokedOn}`,
  example: { revokedOn: '02/03/2026' },
} satisfies RefusalKind;
