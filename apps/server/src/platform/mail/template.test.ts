// The template engine on its own: tokens found and checked (sections, list items, partials), values
// escaped in HTML and not in the subject and text, the HTML sanitised (styles loading nothing), the text
// derived when empty, a date in the e-mail's language, an empty body detected, and the bounds: sections
// nested too deep, and the walk that measures a render before it happens.
import Mustache from 'mustache';
import { describe, expect, it } from 'vitest';
import { harmlessStyle, htmlToText, sanitizeEmailHtml } from './email-html.js';
import { defineEmailType } from './email-type.js';
import { renderEmailContent, TemplateLimitError } from './template.js';
import {
  MAX_HTML_TAGS,
  RENDER_BUDGET_BYTES,
  rendersWithin,
  sectionDepth,
  TokenContext,
  tooManyTags,
} from './template-budget.js';
import { checkTokens, emailContentErrors, missingRequiredMessage, missingRequiredTokens } from './template-checks.js';
import { templateDepthError } from './template-parse.js';

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

describe('required tokens, body by body', () => {
  const linked = defineEmailType({
    key: 'test-link',
    name: 'Test link',
    description: 'A type with required tokens.',
    tokens: {
      link: { type: 'url', description: 'Where', sample: 'https://example.test/x', required: true },
      // Required in the HTML only: a plain text may leave the code out.
      code: { type: 'code', description: 'What', sample: 'ABC', required: true, requiredIn: ['html'] },
      name: { type: 'name', description: 'Who', sample: 'Ana' },
    },
    defaults: { subject: 'Hi', html: '<p>{{code}} <a href="{{link}}">open</a></p>' },
  });

  it('names what each body leaves out, a token required in some bodies only where it is required', () => {
    expect(missingRequiredTokens(linked, { subject: '{{link}}', html: '<p>{{code}}</p>', text: '{{link}}' })).toEqual({
      html: ['link'],
      text: [],
    });
    expect(missingRequiredTokens(linked, { subject: 'S', html: '<p>{{code}} {{link}}</p>', text: 'No link' })).toEqual({
      html: [],
      text: ['link'],
    });
    expect(missingRequiredTokens(linked, { subject: 'S', html: '<p>Hi</p>', text: 'Hi' })).toEqual({
      html: ['link', 'code'],
      text: ['link'],
    });
  });

  it('reads a plain text left empty as derived from the HTML: a link keeps its address, an image loses it', () => {
    expect(missingRequiredTokens(linked, { subject: 'S', html: linked.defaults.html, text: null })).toEqual({
      html: [],
      text: [],
    });
    expect(
      missingRequiredTokens(linked, { subject: 'S', html: '<p>{{code}}</p><img alt="" src="{{link}}">', text: '' }),
    ).toEqual({ html: [], text: ['link'] });
    // The HTML's own gap is said once, on the HTML.
    expect(missingRequiredTokens(linked, { subject: 'S', html: '<p>{{code}}</p>', text: null }).text).toEqual([]);
  });

  it('leaves a body that does not read to its syntax error', () => {
    expect(missingRequiredTokens(linked, { subject: 'S', html: '<p>{{#code}}</p>', text: '{{link}}' }).html).toEqual(
      [],
    );
  });

  it('says it in plain words, naming the body and the tokens', () => {
    expect(missingRequiredMessage('html', ['link'], false)).toBe(
      'Put {{link}} in the HTML body: every e-mail of this type needs it there.',
    );
    expect(missingRequiredMessage('text', ['link', 'code'], false)).toBe(
      'Put {{link}} and {{code}} in the plain-text body: every e-mail of this type needs them there.',
    );
    expect(missingRequiredMessage('text', ['link'], true)).toMatch(/derived from the HTML body loses \{\{link\}\}/);
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

describe('styles', () => {
  it('drops a style declaration that loads something, keeping the rest', () => {
    const clean = sanitizeEmailHtml(
      [
        '<p style="background:url(https://evil.example/x)">a</p>',
        '<p style="color:red; background-image:URL( \'https://evil.example/y\' )">b</p>',
        '<td style="padding:4px;background:u&#114;l(https://evil.example/z)">c</td>',
        '<div style="color:blue;background:u\\72l(https://evil.example/w)">d</div>',
        '<p style="width:expression(alert(1));color:green">e</p>',
        '<p style="@import \'https://evil.example/s.css\';color:#123">f</p>',
        '<p style="background:image-set(&quot;https://evil.example/v&quot; 1x);color:rgb(1, 2, 3)">g</p>',
        '<p style="color:red/**/;behavior:url(x.htc)">h</p>',
      ].join(''),
    );
    expect(clean).not.toMatch(/evil|url|expression|import|image-set|behavior|\\/i);
    expect(clean).toContain('<p>a</p>');
    expect(clean).toContain('<p style="color:red">b</p>');
    expect(clean).toContain('<td style="padding:4px">c</td>');
    expect(clean).toContain('<div style="color:blue">d</div>');
    expect(clean).toContain('<p style="color:green">e</p>');
    expect(clean).toContain('<p style="color:#123">f</p>');
    expect(clean).toContain('<p style="color:rgb(1, 2, 3)">g</p>');
    expect(clean).toContain('<p>h</p>');
  });

  it('reads a long style once (no pattern that backtracks over it)', () => {
    const started = performance.now();
    harmlessStyle(`${'a'.repeat(200_000)};${' '.repeat(200_000)}b;${'a-'.repeat(100_000)}(`);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('bounds', () => {
  const nest = (depth: number, body = 'x', name = 'items') =>
    `${`{{#${name}}}`.repeat(depth)}${body}${`{{/${name}}}`.repeat(depth)}`;
  const spansOf = (template: string) => new Mustache.Writer().parse(template);
  const names = new Set(Object.keys(type.tokens));
  const limitsOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof TemplateLimitError) return error;
      throw error;
    }
    throw new Error('rendered');
  };

  it('measures how deep sections nest, inverted ones too, without recursing', () => {
    expect(sectionDepth(spansOf('{{name}}'))).toBe(0);
    expect(sectionDepth(spansOf('{{#items}}{{^name}}{{.}}{{/name}}{{/items}}{{#name}}x{{/name}}'))).toBe(2);
    expect(sectionDepth(spansOf(nest(20_000)))).toBe(20_000);
    expect(templateDepthError(nest(4))).toBeUndefined();
    expect(templateDepthError(nest(5))).toBe('Sections are nested 5 deep; at most 4 may be nested inside one another.');
    expect(emailContentErrors(type, { subject: 'S', html: nest(200), text: null }).html).toMatch(/nested 200 deep/);
    // Naming the tokens of a template 20,000 deep does not overflow the stack either.
    expect(checkTokens(type, { subject: 'S', html: nest(20_000, '{{stray}}') })).toEqual(['stray']);
  });

  it('refuses to render sections nested too deep, naming the field and the reason', () => {
    const error = limitsOf(() => renderEmailContent(type, { subject: nest(14), html: '<p>x</p>' }, { items: ['a'] }));
    expect(error.errors).toEqual({ subject: expect.stringMatching(/nested 14 deep/) });
    expect(error.reasons).toEqual({ subject: 'its subject template nests sections 14 deep (at most 4)' });
  });

  it('walks to the same size as the render, escapes included', () => {
    const view = { name: 'Ana & <Bo>', items: ['é', 'two'], day: '' };
    const templates = [
      '<p>{{name}} {{{name}}}</p>{{#items}}<b>{{.}}</b>{{/items}}{{^day}}no day{{/day}}{{#day}}never{{/day}}',
      '{{#name}}{{name}}:{{.}}{{/name}}{{^items}}none{{/items}}{{codes.length}}{{constructor}}{{> partial}}',
    ];
    for (const template of templates) {
      const spans = spansOf(template);
      const rendered = new Mustache.Writer().render(template, new TokenContext(view, names));
      const bytes = Buffer.byteLength(rendered);
      // At most one more unit a span or item than the bytes: a budget of the bytes alone is too small.
      expect(rendersWithin(spans, new TokenContext(view, names), Mustache.escape, bytes + 40)).toBe(true);
      expect(rendersWithin(spans, new TokenContext(view, names), Mustache.escape, bytes - 1)).toBe(false);
    }
  });

  it('looks up only the tokens the type declares, never a property they inherit', () => {
    const out = renderEmailContent(
      type,
      {
        subject: '[{{items.length}}][{{constructor}}][{{#items.constructor}}x{{/items.constructor}}]',
        html: '<p>x</p>',
      },
      { items: ['a', 'b'] },
    );
    expect(out.subject).toBe('[][][]');
  });

  it('stops the walk as soon as the budget is spent: 50 values nested 4 deep (6.25 million copies)', () => {
    const items = Array.from({ length: 50 }, (_, i) => `item ${i}`);
    for (const body of ['', '{{.}}', '<b>{{name}}</b>']) {
      const started = performance.now();
      const error = limitsOf(() => renderEmailContent(type, { subject: 'S', html: nest(4, body) }, { items }));
      // Tens of milliseconds warm; generous for a loaded machine (unbounded, it ran for minutes).
      expect(performance.now() - started, body).toBeLessThan(1_500);
      expect(error.errors.html).toBe(
        'This template would render more than 256 KB with these values (an e-mail is clipped past about 100 KB): nest fewer lists inside one another or shorten it.',
      );
      expect(error.reasons.html).toBe('its html template would render more than 256 KB with these values');
    }
    // Three nested 3 deep is 27 copies: rendered.
    expect(renderEmailContent(type, { subject: 'S', html: nest(3, '{{.}}') }, { items: ['a', 'b', 'c'] }).text).toBe(
      'abc'.repeat(9),
    );
  });

  it('renders up to the budget and refuses just past it, in bytes', () => {
    // Three-byte characters: 87,000 of them are 261,000 bytes, over 256 KB (262,144) with the span.
    const within = renderEmailContent(type, { subject: 'S', html: `<p>${'語'.repeat(87_000)}</p>` }, {});
    expect(within.text.length).toBe(87_000);
    const past = limitsOf(() =>
      renderEmailContent(
        type,
        { subject: 'S', html: `<p>{{name}}${'語'.repeat(87_000)}</p>` },
        { name: 'x'.repeat(2_000) },
      ),
    );
    expect(past.errors.html).toMatch(/more than 256 KB/);
    expect(RENDER_BUDGET_BYTES).toBe(262_144);
  });

  it('counts HTML tags, and refuses more than 5,000 as written or as rendered, before the sanitiser reads them', () => {
    expect(MAX_HTML_TAGS).toBe(5_000);
    expect(tooManyTags('<p>a < b</p><!-- c --><br/>', 3)).toBe(true);
    expect(tooManyTags('<p>a < b</p><!-- c --><br/>', 4)).toBe(false);
    const written = emailContentErrors(type, { subject: 'S', html: '<b>'.repeat(5_001), text: null });
    expect(written.html).toMatch(/more than 5,000 tags/);
    const items = Array.from({ length: 50 }, (_, i) => `${i}`);
    const started = performance.now();
    const rendered = limitsOf(() =>
      renderEmailContent(type, { subject: 'S', html: '{{#items}}{{#items}}<b><i><u>{{/items}}{{/items}}' }, { items }),
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(rendered.errors.html).toMatch(/more than 5,000 tags/);
    expect(rendered.reasons.html).toBe('its html template would write more than 5,000 HTML tags');
  });

  it('derives text from HTML nested deeper than the stack would take', () => {
    expect(htmlToText(`${'<div>'.repeat(30_000)}deep`)).not.toContain('deep');
    expect(htmlToText(`<div><div><p>shallow</p></div></div>`)).toBe('shallow');
  });
});
