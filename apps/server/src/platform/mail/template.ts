// The e-mail template engine: Mustache templates (logic-less; a list token is a section,
// {{#codes}}{{.}}{{/codes}}) checked against the tokens their type declares, rendered with values,
// the HTML sanitised to what e-mail clients show safely and wrapped in the one layout, the plain text
// derived from the HTML when the content has none. Rendering is bounded (template-budget.ts): sections
// nest at most 4 deep, and a template is rendered only once a walk with the real values shows it writes
// at most 256 KB. Pure: no database (the preview uses it as is).
import { convert } from 'html-to-text';
import Mustache from 'mustache';
import sanitizeHtml from 'sanitize-html';
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

export interface EmailTemplates {
  subject: string;
  html: string;
  /** Empty or null: derived from the HTML. */
  text?: string | null;
}

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

export type TemplateField = 'subject' | 'html' | 'text';

/**
 * The writer caches parsed templates; emptied once the templates parsed since add up to a few million
 * characters, since previews send any text (up to 200,000 characters a field).
 */
const writer = new Mustache.Writer();
let cachedChars = 0;
function parse(template: string): Mustache.TemplateSpans {
  cachedChars += template.length;
  if (cachedChars > 4_000_000) {
    writer.clearCache();
    cachedChars = template.length;
  }
  return writer.parse(template);
}

const verbatim = (value: unknown) => String(value);
const escapeOf = (plain: boolean) => (plain ? verbatim : Mustache.escape);

/** Renders one template in a TokenContext; `plain` leaves values unescaped (the subject and the text body). */
function render(template: string, context: TokenContext, plain: boolean): string {
  parse(template);
  return writer.render(template, context, undefined, plain ? { escape: verbatim } : undefined);
}

/** The names a template refers to, in order of first use ('.' is a list's current item). */
function namesIn(spans: Mustache.TemplateSpans): string[] {
  const into: string[] = [];
  // Without recursion: a template that does not read past its depth is still named safely.
  const stack: Mustache.TemplateSpans[number][] = [...spans].reverse();
  for (let span = stack.pop(); span; span = stack.pop()) {
    const [kind, name] = span;
    if (kind === 'name' || kind === '&' || kind === '#' || kind === '^') into.push(name);
    // A partial would pull in a template the type does not know: named as unknown.
    if (kind === '>') into.push(`>${name}`);
    const children = span[4];
    if ((kind === '#' || kind === '^') && Array.isArray(children)) {
      stack.push(...[...(children as unknown as Mustache.TemplateSpans)].reverse());
    }
  }
  return into;
}

/** The Mustache syntax error of a template, if any ("Unclosed section "codes" at 42"). */
export function templateSyntaxError(template: string): string | undefined {
  try {
    parse(template);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Sections nested deeper than MAX_SECTION_DEPTH, as a field error; nothing for one that does not read. */
export function templateDepthError(template: string): string | undefined {
  if (templateSyntaxError(template)) return undefined;
  const depth = sectionDepth(parse(template));
  return depth > MAX_SECTION_DEPTH ? depthMessage(depth) : undefined;
}

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

const allowedAttributes = ['style', 'align', 'valign', 'width', 'height', 'bgcolor', 'dir', 'lang', 'title'];

/**
 * A style attribute without what loads or runs something: a declaration is dropped when it calls a CSS
 * function other than colours and arithmetic (url(), image-set(), expression()...), or holds a backslash
 * (an escape can spell u\72l), a comment, an at-rule or an angle bracket. Each declaration is checked on
 * its own, so nothing kept can join another into a function.
 */
const harmlessFunctions = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'calc', 'min', 'max', 'clamp']);
export function harmlessStyle(style: string): string {
  return style
    .split(';')
    .filter((declaration) => {
      if (/[\\@<>]|\/\*/.test(declaration)) return false;
      // A function is a name right before '(' (CSS allows no space there); matched from a name's start
      // only, so a long run of letters is read once, not once from each of its letters.
      for (const [, name] of declaration.matchAll(/(?<![\w-])([\w-]*)\(/g)) {
        if (!harmlessFunctions.has((name ?? '').toLowerCase())) return false;
      }
      return true;
    })
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .join('; ');
}

/**
 * The HTML e-mail clients show safely: no scripts, no event handlers, links and https images only, no
 * remote resource in a style (a background url() would load as the e-mail opens, like an image).
 */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, {
    transformTags: {
      '*': (tagName, attribs) => {
        if (attribs.style === undefined) return { tagName, attribs };
        const { style, ...rest } = attribs;
        const kept = harmlessStyle(style);
        return { tagName, attribs: kept ? { ...rest, style: kept } : rest };
      },
    },
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'center', 'font'],
    allowedAttributes: {
      '*': allowedAttributes,
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'border'],
      table: ['border', 'cellpadding', 'cellspacing', 'role'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      font: ['color', 'face', 'size'],
    },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
  });
}

/** The plain text of an HTML body: links with their address, images left out. */
export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: 78,
    // Its walk recurses: elements deeper than any e-mail nests are left out rather than overflow the stack.
    limits: { maxDepth: 200 },
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
    ],
  }).trim();
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
