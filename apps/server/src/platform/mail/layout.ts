// The one layout every e-mail is sent in (a centred column that narrows on a phone, inline styles as
// mail clients need), and the pieces default templates build with: a link as a button, a code set
// large and monospaced. Content editors see the pieces as plain HTML in the templates and may change them.
import { escapeHtml } from '../html.js';

export function emailLayout({ body, languageId, title }: { body: string; languageId: string; title: string }): string {
  return [
    `<!doctype html><html lang="${escapeHtml(languageId)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f5f7">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7"><tr>',
    '<td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px"><tr>',
    '<td style="padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">',
    body,
    '</td></tr></table></td></tr></table></body></html>',
  ].join('');
}

/** Template pieces (Mustache inside: `href` and `label` may be tokens such as {{url}}). */
export const emailParts = {
  paragraph: (inner: string) => `<p style="margin:0 0 16px">${inner}</p>`,
  /** A link as a button, with its address underneath for clients that hide buttons. */
  button: (href: string, label: string, orCopy = 'Or copy this address into your browser:') =>
    [
      `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${label}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#52606d;word-break:break-all">${orCopy} ${href}</p>`,
    ].join('\n'),
  /** Codes the reader types, one a line, large and monospaced. */
  codes: (inner: string) =>
    `<p style="margin:0 0 16px;font-family:Consolas,Menlo,monospace;font-size:20px;letter-spacing:2px;line-height:1.6">${inner}</p>`,
};
