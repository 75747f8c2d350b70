// Mustache templates parsed and rendered (logic-less; a list token is a section,
// {{#codes}}{{.}}{{/codes}}): one writer whose cache of parsed templates is bounded, the names a
// template refers to, and the syntax and nesting errors a template shows before it is ever rendered.
import Mustache from 'mustache';
import { depthMessage, MAX_SECTION_DEPTH, sectionDepth, type TokenContext } from './template-budget.js';

/**
 * The writer caches parsed templates; emptied once the templates parsed since add up to a few million
 * characters, since previews send any text (up to 200,000 characters a field).
 */
const writer = new Mustache.Writer();
let cachedChars = 0;
export function parse(template: string): Mustache.TemplateSpans {
  cachedChars += template.length;
  if (cachedChars > 4_000_000) {
    writer.clearCache();
    cachedChars = template.length;
  }
  return writer.parse(template);
}

const verbatim = (value: unknown) => String(value);
export const escapeOf = (plain: boolean) => (plain ? verbatim : Mustache.escape);

/** Renders one template in a TokenContext; `plain` leaves values unescaped (the subject and the text body). */
export function render(template: string, context: TokenContext, plain: boolean): string {
  parse(template);
  return writer.render(template, context, undefined, plain ? { escape: verbatim } : undefined);
}

/** The names a template refers to, in order of first use ('.' is a list's current item). */
export function namesIn(spans: Mustache.TemplateSpans): string[] {
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
