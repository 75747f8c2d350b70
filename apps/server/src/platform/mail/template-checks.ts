// What an e-mail's templates are checked for against the tokens their type declares: the unknown tokens
// they use, the declared ones they use, and the field errors that refuse saving content (syntax, sections
// nested too deep, HTML with too many tags, unknown tokens, an empty subject or body), and the required
// tokens a body leaves out.
import { htmlToText, sanitizeEmailHtml } from './email-html.js';
import { bodiesRequiring, type EmailBody, type EmailType } from './email-type.js';
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

const namesOf = (template: string) => (templateSyntaxError(template) ? null : new Set(namesIn(parse(template))));

/**
 * The required tokens each body leaves out, in the order the type declares them; a body that does not
 * read is left to its syntax error. A plain text left empty is derived from the HTML when sent, so it has
 * what that derived text shows (a link's address, not an image's): only a token the HTML has and the
 * derivation loses is missing from it, as the HTML's own gap is said on the HTML.
 */
export function missingRequiredTokens(type: EmailType, templates: EmailTemplates): Record<EmailBody, string[]> {
  const html = namesOf(templates.html);
  const written = templates.text?.trim() ? templates.text : null;
  const lazyDerived = () => namesOf(htmlToText(sanitizeEmailHtml(templates.html)));
  let derived: Set<string> | null | undefined;
  const missing: Record<EmailBody, string[]> = { html: [], text: [] };
  for (const [name, token] of Object.entries(type.tokens)) {
    for (const body of bodiesRequiring(token)) {
      if (body === 'html') {
        if (html && !html.has(name)) missing.html.push(name);
      } else if (written !== null) {
        const text = namesOf(written);
        if (text && !text.has(name)) missing.text.push(name);
      } else if (html?.has(name)) {
        derived ??= lazyDerived();
        if (derived && !derived.has(name)) missing.text.push(name);
      }
    }
  }
  return missing;
}

const bodyNames: Record<EmailBody, string> = { html: 'HTML body', text: 'plain-text body' };

/** The sentence a save answers on a body that leaves out required tokens: the body and each token named. */
export function missingRequiredMessage(body: EmailBody, names: readonly string[], derived: boolean): string {
  const list = names.map((n) => `{{${n}}}`);
  const tokens = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0];
  const them = list.length > 1 ? 'them' : 'it';
  if (body === 'text' && derived)
    return `The plain text derived from the HTML body loses ${tokens}: write a plain-text body that has ${them}.`;
  return `Put ${tokens} in the ${bodyNames[body]}: every e-mail of this type needs ${them} there.`;
}
