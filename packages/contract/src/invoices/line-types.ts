// Invoice line types: the short ordered list of kinds of line staff pick from, saved at once (add, rename,
// reorder, deactivate).
import { z } from 'zod';
import { refId, trimmed, version } from '../common.js';

export const invoiceLineType = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  isActive: z.boolean(),
  /** Lines that use it. */
  lineCount: z.number().int(),
  version,
});
export type InvoiceLineType = z.infer<typeof invoiceLineType>;

export const invoiceLineTypeList = z.object({ lineTypes: z.array(invoiceLineType) });
export type InvoiceLineTypeList = z.infer<typeof invoiceLineTypeList>;

/**
 * The whole list as edited: its order is the display order. A row with an id changes that line type
 * (with the version read); a row without one adds a type. Types left out keep their state, after these.
 */
export const invoiceLineTypesInput = z
  .object({
    lineTypes: z
      .array(
        z.object({
          id: refId.optional(),
          version: version.optional(),
          name: trimmed(80),
          isActive: z.boolean().default(true),
        }),
      )
      .max(200, 'At most 200 line types'),
  })
  .superRefine((v, ctx) => {
    const seen = new Map<string, number>();
    v.lineTypes.forEach((t, i) => {
      const key = t.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['lineTypes', i, 'name'], message: 'Already in the list' });
      seen.set(key, i);
      if (t.id !== undefined && t.version === undefined)
        ctx.addIssue({ code: 'custom', path: ['lineTypes', i, 'version'], message: 'Send the version read' });
    });
    const ids = v.lineTypes.flatMap((t) => (t.id === undefined ? [] : [t.id]));
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['lineTypes'], message: 'A line type appears twice' });
  });
