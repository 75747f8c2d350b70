// The bounds on rendering a template, so that no template and no values can make rendering run away. A
// list of n values repeats its section n times, so nested lists multiply: three codes nested 14 deep are
// 3^14 copies, 50 values nested 4 deep 6.25 million, all rendered synchronously on the event loop. So
// sections nest at most MAX_SECTION_DEPTH deep, and before a template is rendered a walk of its parse
// tree with the real values (pushing and looking up as Mustache's Writer does) adds up the bytes it
// would write, stopping as soon as they pass RENDER_BUDGET_BYTES. Every span visited costs at least one
// unit, so the walk itself stops after at most that many steps whatever the template.
import Mustache from 'mustache';

/** Sections inside sections: a list inside a condition inside a list is 3; no e-mail needs more than 4. */
export const MAX_SECTION_DEPTH = 4;

/**
 * Bytes (UTF-8) one template may render to. Gmail clips a message past about 102 KB, so a real e-mail is
 * far below this; it is above what a template of the largest size the contract accepts (200,000
 * characters of text) writes on its own, and small enough that the walk, the sanitiser and the text
 * conversion over it take milliseconds, not seconds.
 */
export const RENDER_BUDGET_BYTES = 256 * 1024;

const budgetKb = `${RENDER_BUDGET_BYTES / 1024} KB`;

/** Why a template that renders past the budget is refused (a field error beside the template). */
export const overBudgetMessage = `This template would render more than ${budgetKb} with these values (an e-mail is clipped past about 100 KB): nest fewer lists inside one another or shorten it.`;
/** The same, as the reason an e-mail cannot be sent. */
export const overBudgetReason = `would render more than ${budgetKb}`;

/**
 * Tags in an HTML body, as written and as rendered. The sanitiser's parser and the text conversion slow
 * down with every tag and more with every level of nesting (85,000 nested <b> in 255 KB took the
 * sanitiser 4.5 s); a heavy newsletter has about 1,500 tags.
 */
export const MAX_HTML_TAGS = 5_000;
export const tagsMessage = `The HTML would hold more than ${MAX_HTML_TAGS.toLocaleString('en')} tags (an e-mail needs a few hundred): shorten it or nest fewer lists inside one another.`;
export const tagsReason = `would write more than ${MAX_HTML_TAGS.toLocaleString('en')} HTML tags`;

/** Whether HTML holds more than `limit` tags (a '<' opening a tag, an end tag, a comment or a declaration). */
export function tooManyTags(html: string, limit = MAX_HTML_TAGS): boolean {
  let count = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    const next = html.charCodeAt(at + 1);
    // a-z, A-Z, '/', '!', '?'
    const opens =
      (next >= 97 && next <= 122) || (next >= 65 && next <= 90) || next === 47 || next === 33 || next === 63;
    if (opens && ++count > limit) return true;
  }
  return false;
}

export const depthMessage = (depth: number) =>
  `Sections are nested ${depth} deep; at most ${MAX_SECTION_DEPTH} may be nested inside one another.`;
export const depthReason = (depth: number) => `nests sections ${depth} deep (at most ${MAX_SECTION_DEPTH})`;

type Span = Mustache.TemplateSpans[number];
const childrenOf = (span: Span): Mustache.TemplateSpans | undefined => {
  const children = span[4];
  return (span[0] === '#' || span[0] === '^') && Array.isArray(children)
    ? (children as unknown as Mustache.TemplateSpans)
    : undefined;
};

/** How deep sections nest in a parse tree (0: none); walked without recursion, as a template may nest thousands. */
export function sectionDepth(spans: Mustache.TemplateSpans): number {
  let deepest = 0;
  const stack: [Mustache.TemplateSpans, number][] = [[spans, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [list, depth] = next;
    for (const span of list) {
      const children = childrenOf(span);
      if (!children) continue;
      deepest = Math.max(deepest, depth + 1);
      stack.push([children, depth + 1]);
    }
  }
  return deepest;
}

/**
 * The values a template sees: only the tokens its type declares (and '.', a list's current item), each
 * an own property of the values, never a function. Mustache's own lookup would also follow dotted names
 * and inherited properties ({{codes.length}}, {{constructor}}) and call what it finds; a name the type
 * does not declare renders as nothing here, as the preview says, and the walk below sees exactly what
 * the render will.
 */
export class TokenContext extends Mustache.Context {
  readonly #names: ReadonlySet<string>;

  constructor(view: unknown, names: ReadonlySet<string>, parent?: TokenContext) {
    super(view, parent);
    this.#names = names;
  }

  override push(view: unknown): TokenContext {
    return new TokenContext(view, this.#names, this);
  }

  override lookup(name: string): unknown {
    if (name === '.') return this.view;
    if (!this.#names.has(name)) return undefined;
    for (let context: Mustache.Context | undefined = this; context; context = context.parent) {
      const view: unknown = context.view;
      if (view !== null && typeof view === 'object' && !Array.isArray(view) && Object.hasOwn(view, name)) {
        const value = (view as Record<string, unknown>)[name];
        return typeof value === 'function' ? undefined : value;
      }
    }
    return undefined;
  }
}

/**
 * Whether rendering the parse tree in the context writes at most `budget` bytes: the spans are walked as
 * Mustache's Writer renders them (a list's section once per item with the item pushed, a truthy value's
 * once, an inverted section when the value is falsy or an empty list; partials render nothing), adding
 * the bytes of the text and of each value as `write` writes it (escaped in HTML), plus one for every
 * span and every list item visited.
 */
export function rendersWithin(
  spans: Mustache.TemplateSpans,
  context: Mustache.Context,
  write: (value: unknown) => string,
  budget = RENDER_BUDGET_BYTES,
): boolean {
  let left = budget;
  // Iterative: [spans, context] still to walk, in any order (only the total counts).
  const stack: [Mustache.TemplateSpans, Mustache.Context][] = [[spans, context]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [list, at] = next;
    for (const span of list) {
      left -= 1;
      const [kind, name] = span;
      if (kind === 'text') left -= Buffer.byteLength(name);
      else if (kind === 'name' || kind === '&') {
        const value = at.lookup(name);
        if (value != null) left -= Buffer.byteLength(kind === '&' ? String(value) : write(value));
      } else if (kind === '#' || kind === '^') {
        const children = childrenOf(span) ?? [];
        const value = at.lookup(name);
        const falsy = !value || (Array.isArray(value) && value.length === 0);
        if (kind === '^') {
          if (falsy) stack.push([children, at]);
        } else if (Array.isArray(value)) {
          // Each item is one more visit of the section, even when its body is empty.
          for (const item of value) {
            left -= 1;
            if (left < 0) return false;
            stack.push([children, at.push(item)]);
          }
        } else if (!falsy) {
          stack.push([children, typeof value === 'boolean' ? at : at.push(value)]);
        }
      }
      if (left < 0) return false;
    }
  }
  return true;
}
