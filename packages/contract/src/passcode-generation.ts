// Generating passcodes: up to 10,000 unique codes for one SKU in a transaction (idempotently), and the
// generation's CSV download. A module of the flat passcodes area (passcodes.ts spreads the endpoints in),
// not a part: its operations stay passcodes.generate and passcodes.generation.
import { z } from 'zod';
import {
  codeBatchParams,
  codeOptionalEmail,
  codeOptionalText,
  codeSuffix,
  generatedCode,
  MAX_GENERATE_QUANTITY,
} from './codes.js';
import { isoDateTime, refId, wholeNumber } from './common.js';
import { endpoint } from './endpoint.js';
import { passcodeRefusals } from './passcode-refusals.js';

export const passcodeGenerate = z.object({
  quantity: wholeNumber(1, MAX_GENERATE_QUANTITY),
  sku: z.string().trim().min(1, 'Choose a SKU').max(64),
  partnerId: refId.nullish(),
  classId: refId.nullish(),
  orderNumber: codeOptionalText(64),
  orderEmail: codeOptionalEmail,
  /** Only with quantity 1: the learner the code is for. */
  studentEmail: codeOptionalEmail,
  suffix: codeSuffix,
  /** false generates switched-off codes (e.g. activated when the class ends). */
  isActive: z.boolean().default(true),
});
export type PasscodeGenerate = z.input<typeof passcodeGenerate>;

export const passcodeGeneration = z.object({
  /** Names this generation: GET /passcodes/generations/:batchId downloads its CSV. */
  batchId: z.uuid(),
  quantity: z.number().int(),
  sku: z.string(),
  suffix: z.string().nullable(),
  partnerId: z.number().int().nullable(),
  classId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  orderEmail: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
  codes: z.array(generatedCode),
});

/** The generation's endpoints, in the passcodes area's order. */
export const passcodeGenerationEndpoints = {
  generate: endpoint({
    method: 'POST',
    path: '/passcodes/generate',
    access: 'canCreatePasscodes',
    summary:
      'Generates up to 10,000 unique codes in one transaction. Send an Idempotency-Key header: a repeat with the same key returns the first result (same key, other body: 422).',
    idempotent: true,
    body: passcodeGenerate,
    status: 201,
    refuses: passcodeRefusals.pick('product-not-sold', 'partner-inactive'),
    response: passcodeGeneration,
  }),
  generation: endpoint({
    method: 'GET',
    path: '/passcodes/generations/:batchId',
    access: { anyOf: ['canViewPasscodes', 'canCreatePasscodes'] },
    summary: "One generation's codes as a CSV file (the download on the generate screen).",
    params: codeBatchParams,
    response: z.string(),
    produces: 'text/csv',
  }),
};
