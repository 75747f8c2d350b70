// The preview: a draft rendered by the same engine that sends (renderEmailContent), with the type's
// sample values, or a real record's values over them, and the product's name as every e-mail has it.
// It says which tokens the draft uses that the type does not have (saving refuses them), which of the
// type's tokens it leaves out, and warns of a required token a body leaves out (saving refuses it) or an
// empty subject or body. A template that does not read, nests sections too deep or would render past the
// budget with these values is a 400 on its field. Read only.
import type { EmailPreview, emailPreviewInput } from '@eco/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { FieldErrors } from '../../platform/field-errors.js';
import {
  type EmailType,
  missingRequiredMessage,
  missingRequiredTokens,
  sampleValues,
  tagsMessage,
  templateDepthError,
  templateSyntaxError,
  tokensUsed,
  tooManyTags,
} from '../../platform/mail/index.js';
import { renderForForm } from './form-render.js';
import { recordValues } from './preview-records.js';
import { type EmailTypes, requireType } from './type-catalogue.js';

type PreviewInput = z.output<typeof emailPreviewInput>;

function syntaxErrors(input: PreviewInput) {
  const errors = new FieldErrors();
  const fields = { subject: input.subject, htmlBody: input.htmlBody, textBody: input.textBody ?? '' };
  for (const [field, template] of Object.entries(fields)) {
    const syntax = templateSyntaxError(template);
    const depth = templateDepthError(template);
    if (syntax) errors.add(field, `The template does not read: ${syntax}`);
    else if (depth) errors.add(field, depth);
    else if (field === 'htmlBody' && tooManyTags(template)) errors.add(field, tagsMessage);
  }
  errors.throwIfAny();
}

export async function previewEmail(
  db: Db,
  types: EmailTypes,
  productName: string,
  input: PreviewInput,
): Promise<EmailPreview> {
  const type = requireType(types, input.typeKey);
  syntaxErrors(input);
  const record = input.record ? await recordValues(db, input.record) : null;
  const values = {
    ...sampleValues(type),
    ...(Object.hasOwn(type.tokens, 'productName') ? { productName } : {}),
    ...(record ? pick(type, record.values) : {}),
    ...pick(type, input.values),
  };
  const templates = {
    subject: input.subject,
    html: input.htmlBody,
    text: input.textBody?.trim() ? input.textBody : null,
  };
  const rendered = renderForForm(type, templates, values, input.languageId);
  const used = tokensUsed(type, templates);
  const warnings: string[] = [];
  // The sentences a save would answer on each body, said before saving.
  for (const [body, names] of Object.entries(missingRequiredTokens(type, templates))) {
    if (names.length) warnings.push(missingRequiredMessage(body as 'html' | 'text', names, templates.text === null));
  }
  if (!input.subject.trim()) warnings.push('The subject is empty: this e-mail cannot be sent.');
  if (rendered.empty) warnings.push('The body shows no text: this e-mail cannot be sent.');
  return {
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    textDerived: templates.text === null,
    unknownTokens: rendered.unknownTokens,
    unusedTokens: Object.keys(type.tokens).filter((name) => !used.includes(name)),
    warnings,
    source: record ? `${record.label}; other tokens from the samples` : 'the sample values',
  };
}

/** The values of a type's own tokens only: a record's other fields stay out of the e-mail. */
const pick = (type: EmailType, values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => Object.hasOwn(type.tokens, name)));
