// A question's text as it is stored: the prompt's rich text sanitised (basic formatting and links only,
// so no script, style or image ever reaches the console or the test platform), and the plain text the
// search reads (prompt, answers) and duplicates are found by (the prompt's hash).
import { createHash } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';

const PROMPT_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'code', 'pre', 'sub', 'sup', 'a'];

/** The prompt as stored: only the tags above, links with an http(s) or mailto address. */
export function sanitizePrompt(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: PROMPT_TAGS,
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    disallowedTagsMode: 'discard',
  }).trim();
}

// Block ends become line breaks in the plain text, so words of two paragraphs never run together.
const BLOCK_END = /<\/(p|li|pre|ul|ol)>|<br\s*\/?>/gi;

/** The prompt's text without markup, entities decoded, whitespace collapsed: what the search reads. */
export function promptPlainText(html: string): string {
  const text = sanitizeHtml(
    html.replace(BLOCK_END, (m) => `${m}\n`),
    { allowedTags: [], allowedAttributes: {} },
  );
  return decodeEntities(text)
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** The answers' texts, one a line: what the Answer facet searches. */
export const answersPlainText = (answers: readonly { text: string }[]) => answers.map((a) => a.text).join('\n');

/** Lower case, NFKC (full-width and half-width forms alike), whitespace collapsed. */
export const normalisedText = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** md5 of the normalised prompt text: two prompts that read the same have the same hash. */
export const promptHash = (promptText: string) => createHash('md5').update(normalisedText(promptText)).digest('hex');
