// What an e-mail's templates are checked for against the tokens their type declares: the unknown tokens
// they use, the declared ones they use, and the field errors that refuse saving content (syntax, sections
// nested too deep, HTML with too many tags, unknown tokens, an empty subject or body).
import type { EmailType } from './email-type.js';
import { tagsMessage, tooManyTags } from './template-budget.js';
import { namesIn, parse, templateDepthError, templateSyntaxError } from './template-parse.js';

/** An e-mail content's templates, as saved or previewed. */
export interface EmailTemplates {
  subject: string;
  html: string;
  /** Empty or null: derived from the HTML. */
  text?: string | null;
}

export type TemplateField = 'subject' | 'html' | 'text';

function unknownIn(type: EmailType, template: string | null | undefined): string[] {
  if (!template || templateSyntaxError(template)) return [];
  return namesIn(parse(template)).filter((name) => name !== '.' && !Object.hasOwn(type.tokens, name));
}

/** The tokens the templates use that the type does not declare, each once, in order of first use. */
export function checkTokens(type: EmailType, templates: EmailTemplates): string[] {
  return [
    ...new Set([
      ...unknownIn(type, templates.subject),
      ...unknownIn(type, templates.html),
      ...unknownIn(type, templates.text),
    ]),
  ];
}

/** The type's tokens the templates use, in the order the type declares them. */
export function tokensUsed(type: EmailType, templates: EmailTemplates): string[] {
  const named = new Set(
    [templates.subject, templates.html, templates.text].flatMap((t) =>
      t && !templateSyntaxError(t) ? namesIn(parse(t)) : [],
    ),
  );
  return Object.keys(type.tokens).filter((name) => named.has(name));
}

/**
 * Field errors for saving content: syntax errors, sections nested too deep, HTML with too many tags,
 * unknown tokens, an empty subject or body.
 */
export function emailContentErrors(type: EmailType, templates: EmailTemplates): Partial<Record<TemplateField, string>> {
  const errors: Partial<Record<TemplateField, string>> = {};
  for (const field of ['subject', 'html', 'text'] as const) {
    const template = templates[field] ?? '';
    const syntax = templateSyntaxError(template);
    const depth = templateDepthError(template);
    const unknown = unknownIn(type, template);
    if (syntax) errors[field] = `The template does not read: ${syntax}`;
    else if (depth) errors[field] = depth;
    else if (field === 'html' && tooManyTags(template)) errors[field] = tagsMessage;
    else if (unknown.length)
      errors[field] =
        `${unknown.length > 1 ? 'Unknown tokens' : 'Unknown token'}: ${unknown.map((n) => `{{${n}}}`).join(', ')}`;
  }
  if (!templates.subject.trim()) errors.subject ??= 'Give the e-mail a subject';
  if (!templates.html.trim()) errors.html ??= 'The HTML body cannot be empty';
  return errors;
}
