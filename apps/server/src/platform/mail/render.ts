// Plain, safe e-mail bodies: one function turns a greeting, paragraphs and an optional highlighted value
// (a code) into matching text and HTML parts, escaping everything that goes into the HTML.
export interface EmailContent {
  greeting: string;
  paragraphs: readonly string[];
  /** Shown on its own line, large and monospaced: a code the reader has to type; several, one a line. */
  highlight?: string | readonly string[];
  /** A link the reader follows (a password reset): a button in HTML, the address on its own line in text. */
  action?: { label: string; url: string };
  /** Paragraphs after the highlight (and the action). */
  after?: readonly string[];
  signature: string;
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export function renderEmail(content: EmailContent): { text: string; html: string } {
  const after = content.after ?? [];
  const highlights = typeof content.highlight === 'string' ? [content.highlight] : (content.highlight ?? []);
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(highlights.length ? [highlights.map((h) => `    ${h}`).join('\n')] : []),
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...after,
    content.signature,
  ].join('\n\n');
  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f2933">',
    p(content.greeting),
    ...content.paragraphs.map(p),
    highlights.length
      ? `<p style="margin:0 0 16px;font-family:Consolas,Menlo,monospace;font-size:${highlights.length > 1 ? 18 : 22}px;letter-spacing:2px;line-height:1.6">${highlights.map((h) => `<strong>${escapeHtml(h)}</strong>`).join('<br>')}</p>`
      : '',
    content.action ? button(content.action) : '',
    ...after.map(p),
    p(content.signature),
    '</body></html>',
  ].join('');
  return { text, html };
}

/** A link as a button, with its address in words underneath for clients that hide buttons. */
function button({ label, url }: { label: string; url: string }): string {
  const href = escapeHtml(url);
  return [
    `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#52606d;word-break:break-all">Or copy this address into your browser: ${href}</p>`,
  ].join('');
}
