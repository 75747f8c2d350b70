// The e-mail template engine: an e-mail's templates rendered with values (template-parse.ts), the HTML
// sanitised to what e-mail clients show safely and wrapped in the one layout, the plain text derived from
// the HTML when the content has none (email-html.ts). Rendering is bounded (template-budget.ts): sections
// nest at most 4 deep, and a template is rendered only once a walk with the real values shows it writes
// at most 256 KB. Pure: no database (the preview uses it as is).
import { htmlToText, sanitizeEmailHtml } from './email-html.js';
import type { EmailType } from './email-type.js';
import { emailLayout } from './layout.js';
import {
  depthMessage,
  depthReason,
  MAX_SECTION_DEPTH,
  overBudgetMessage,
  overBudgetReason,
  rendersWithin,
  sectionDepth,
  TokenContext,
  tagsMessage,
  tagsReason,
  tooManyTags,
} from './template-budget.js';
import { checkTokens, type EmailTemplates, type TemplateField } from './template-checks.js';
import { escapeOf, parse, render } from './template-parse.js';

export interface RenderedEmail {
  subject: string;
  /** The whole HTML document as it is sent: the sanitised body in the layout. */
  html: string;
  text: string;
  /** Tokens the templates use that the type does not declare (rendered as nothing). */
  unknownTokens: string[];
  /** The HTML body shows no text, or the text body is empty: such an e-mail is never sent. */
  empty: boolean;
}

/** Token values as the templates show them: a date in the e-mail's language, numbers grouped, lists as lists. */
function viewOf(type: EmailType, values: Record<string, unknown>, languageId: string): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const kind = type.tokens[name]?.type;
    if (value instanceof Date) {
      view[name] = new Intl.DateTimeFormat(languageId, { dateStyle: 'long', timeZone: 'UTC' }).format(value);
    } else if (kind === 'number' && typeof value === 'number') {
      view[name] = new Intl.NumberFormat(languageId).format(value);
    } else view[name] = value;
  }
  return view;
}

/**
 * Templates that cannot be rendered within the bounds with these values: per field, the field error
 * (`errors`) and the reason an e-mail of it cannot be sent (`reasons`).
 */
export class TemplateLimitError extends Error {
  constructor(
    readonly errors: Partial<Record<TemplateField, string>>,
    readonly reasons: Partial<Record<TemplateField, string>>,
  ) {
    super(Object.values(errors).join(' '));
    this.name = 'TemplateLimitError';
  }
}

/** Throws a TemplateLimitError for every template that nests too deep or would render past the budget. */
function checkLimits(templates: EmailTemplates, context: TokenContext) {
  const errors: Partial<Record<TemplateField, string>> = {};
  const reasons: Partial<Record<TemplateField, string>> = {};
  for (const field of ['subject', 'html', 'text'] as const) {
    const template = templates[field];
    if (!template) continue;
    const spans = parse(template);
    const depth = sectionDepth(spans);
    if (depth > MAX_SECTION_DEPTH) {
      errors[field] = depthMessage(depth);
      reasons[field] = `its ${field} template ${depthReason(depth)}`;
    } else if (!rendersWithin(spans, context, escapeOf(field !== 'html'))) {
      errors[field] = overBudgetMessage;
      reasons[field] = `its ${field} template ${overBudgetReason} with these values`;
    }
  }
  if (Object.keys(errors).length) throw new TemplateLimitError(errors, reasons);
}

/**
 * Renders templates with values: the subject and text unescaped, the HTML escaped, sanitised and laid
 * out. Unknown tokens render as nothing and are named in `unknownTokens`; the caller decides to refuse.
 * Templates nested too deep or that would render past the budget are not rendered, and HTML with too
 * many tags is not sanitised: TemplateLimitError.
 */
export function renderEmailContent(
  type: EmailType,
  templates: EmailTemplates,
  values: Record<string, unknown>,
  languageId = 'en',
): RenderedEmail {
  const context = new TokenContext(viewOf(type, values, languageId), new Set(Object.keys(type.tokens)));
  checkLimits(templates, context);
  // A subject is one header line: line breaks a value brings become spaces.
  const subject = render(templates.subject, context, true).replace(/\s+/g, ' ').trim();
  const html = render(templates.html, context, false);
  if (tooManyTags(html))
    throw new TemplateLimitError({ html: tagsMessage }, { html: `its html template ${tagsReason}` });
  const body = sanitizeEmailHtml(html);
  const written = templates.text ? render(templates.text, context, true).trim() : '';
  const bodyText = htmlToText(body);
  const text = written || bodyText;
  return {
    subject,
    html: emailLayout({ body, languageId, title: subject }),
    text,
    unknownTokens: checkTokens(type, templates),
    empty: !bodyText || !text,
  };
}
