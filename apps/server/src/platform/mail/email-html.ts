// The HTML body of an e-mail made safe for e-mail clients (no scripts or event handlers, https images only,
// styles that load or run nothing), and the plain text derived from it when the content has none.
import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';

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
