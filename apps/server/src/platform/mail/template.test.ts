// The template engine on its own: tokens found and checked (sections, list items, partials), values
// escaped in HTML and not in the subject and text, the HTML sanitised, the text derived when empty, a
// date in the e-mail's language, and an empty body detected.
import { describe, expect, it } from 'vitest';
import { defineEmailType } from './email-type.js';
import { checkTokens, emailContentErrors, renderEmailContent, sanitizeEmailHtml } from './template.js';

const type = defineEmailType({
  key: 'test-note',
  name: 'Test note',
  description: 'A type for these tests.',
  tokens: {
    name: { type: 'name', description: 'Who', sample: 'Ana' },
    items: { type: 'list', description: 'Things', sample: ['a', 'b'] },
    link: { type: 'url', description: 'Where', sample: 'https://example.test/x?a=1&b=2' },
    day: { type: 'date', description: 'When', sample: '1 March 2027' },
  },
  defaults: { subject: 'Hi {{name}}', html: '<p>Hello {{name}}</p>' },
});

describe('checking tokens', () => {
  it('finds tokens in sections, inverted sections and list items, and names the unknown ones once', () => {
    const templates = {
      subject: '{{name}} {{#items}}{{.}} {{stray}}{{/items}}',
      html: '{{^name}}{{who}}{{/name}}{{{raw}}}{{&amp}}',
      text: '{{stray}} {{> footer}}',
    };
    expect(checkTokens(type, templates)).toEqual(['stray', 'who', 'raw', 'amp', '>footer']);
  });

  it('gives field errors: a broken template, unknown tokens, an empty subject or body', () => {
    expect(emailContentErrors(type, { subject: '', html: '<p>{{#items}}open</p>', text: 'x {{bogus}}' })).toEqual({
      subject: 'Give the e-mail a subject',
      html: expect.stringContaining('Unclosed section "items"'),
      text: 'Unknown token: {{bogus}}',
    });
    expect(emailContentErrors(type, { subject: 'S', html: '  ', text: null })).toEqual({
      html: 'The HTML body cannot be empty',
    });
  });
});

describe('rendering', () => {
  it('escapes values in the HTML only, collapses the subject to one line, and lists items', () => {
    const out = renderEmailContent(
      type,
      { subject: 'For {{name}}', html: '<p>{{name}}: {{#items}}<b>{{.}}</b>{{/items}}</p>', text: 'To {{name}}' },
      { name: 'Ana <&>\nBcc: x', items: ['one', 'two'] },
    );
    expect(out.subject).toBe('For Ana <&> Bcc: x');
    expect(out.text).toBe('To Ana <&>\nBcc: x');
    expect(out.html).toContain('<p>Ana &lt;&amp;&gt;\nBcc: x: <b>one</b><b>two</b></p>');
    expect(out.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(out).toMatchObject({ unknownTokens: [], empty: false });
  });

  it('derives the text from the HTML when the text is empty, links with their address', () => {
    const out = renderEmailContent(
      type,
      { subject: 'S', html: '<p>Hello {{name}},</p><p><a href="{{link}}">Open it</a></p>', text: '' },
      { name: 'Ana', link: 'https://example.test/x?a=1&b=2' },
    );
    expect(out.text).toBe('Hello Ana,\n\nOpen it [https://example.test/x?a=1&b=2]');
    expect(out.html).toContain('href="https://example.test/x?a=1&amp;b=2"');
  });

  it("writes a date value in the e-mail's language", () => {
    const day = new Date('2027-03-31T12:00:00Z');
    expect(renderEmailContent(type, { subject: '{{day}}', html: '<p>x</p>' }, { day }, 'en').subject).toBe(
      'March 31, 2027',
    );
    expect(renderEmailContent(type, { subject: '{{day}}', html: '<p>x</p>' }, { day }, 'ja').subject).toBe(
      '2027年3月31日',
    );
  });

  it('says a body is empty when the HTML shows no text, even if the template is not empty', () => {
    const out = renderEmailContent(type, { subject: 'S', html: '<p>{{#items}}{{.}}{{/items}}</p>' }, { items: [] });
    expect(out.empty).toBe(true);
  });
});

describe('sanitising', () => {
  it('removes scripts, event handlers, javascript: links and images not on https; keeps styles and tables', () => {
    const dirty = [
      '<p style="color:#123456" onclick="steal()">Hi<script>alert(1)</script></p>',
      '<a href="javascript:alert(1)" onmouseover="x()">bad</a><a href="https://ok.test/">good</a>',
      '<img src="http://plain.test/a.png" alt="a"><img src="https://safe.test/b.png" onerror="x()" alt="b">',
      '<table role="presentation" cellpadding="0"><tr><td style="padding:4px">cell</td></tr></table>',
      '<iframe src="https://evil.test"></iframe><style>p{}</style><form><input></form>',
    ].join('');
    const clean = sanitizeEmailHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onmouseover|onerror|javascript:|iframe|<style|<form|<input|http:\/\//);
    expect(clean).toContain('<p style="color:#123456">Hi</p>');
    expect(clean).toContain('<a href="https://ok.test/">good</a>');
    expect(clean).toContain('<img src="https://safe.test/b.png" alt="b" />');
    expect(clean).toContain(
      '<table role="presentation" cellpadding="0"><tr><td style="padding:4px">cell</td></tr></table>',
    );
  });

  it('sanitises what a value brings into the HTML too', () => {
    const out = renderEmailContent(
      type,
      { subject: 'S', html: '<p><a href="{{link}}">go</a>{{{name}}}</p>' },
      {
        link: 'javascript:alert(1)',
        name: '<img src=x onerror=alert(1)>',
      },
    );
    expect(out.html).not.toMatch(/javascript:|onerror/);
  });
});
