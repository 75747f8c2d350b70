// Every e-mail type the product declares (areas/email-types.ts): each token renders with its sample value,
// the English default uses only declared tokens, renders a subject and a body in HTML and text, and
// shows every token it uses; a token a type does not declare is refused, named.
import { describe, expect, it } from 'vitest';
import { emailTypes } from '../areas/email-types.js';
import {
  checkTokens,
  type EmailToken,
  emailContentErrors,
  renderEmailContent,
  sampleValues,
  templateSyntaxError,
} from '../platform/mail/index.js';

const samples = (token: EmailToken) => (typeof token.sample === 'string' ? [token.sample] : [...token.sample]);

describe('the e-mail types', () => {
  it('have unique keys, a name, a description, and a described sample for every token', () => {
    const keys = emailTypes.map((t) => t.key);
    expect(new Set(keys).size, `duplicate keys in ${keys.join(', ')}`).toBe(keys.length);
    for (const type of emailTypes) {
      expect(type.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(type.name.trim(), type.key).not.toBe('');
      expect(type.description.trim(), type.key).not.toBe('');
      expect(Object.keys(type.tokens).length, type.key).toBeGreaterThan(0);
      for (const [name, token] of Object.entries(type.tokens)) {
        expect(name, type.key).toMatch(/^[a-zA-Z][a-zA-Z0-9]*$/);
        expect(token.description.trim(), `${type.key}.${name}`).not.toBe('');
        expect(samples(token).length, `${type.key}.${name}`).toBeGreaterThan(0);
        expect(Array.isArray(token.sample), `${type.key}.${name}: only a list token has a list sample`).toBe(
          token.type === 'list',
        );
      }
    }
  });

  for (const type of emailTypes) {
    describe(type.key, () => {
      it('renders every token with its sample value, in the subject, the HTML and the text', () => {
        for (const [name, token] of Object.entries(type.tokens)) {
          const use = token.type === 'list' ? `{{#${name}}}[{{.}}]{{/${name}}}` : `[{{${name}}}]`;
          const rendered = renderEmailContent(
            type,
            { subject: use, html: `<p>${use}</p>`, text: use },
            sampleValues(type),
          );
          expect(rendered.unknownTokens).toEqual([]);
          for (const value of samples(token)) {
            expect(rendered.subject, `${type.key}.${name} in the subject`).toContain(`[${value}]`);
            expect(rendered.text, `${type.key}.${name} in the text`).toContain(`[${value}]`);
            expect(rendered.html, `${type.key}.${name} in the HTML`).toContain(
              `[${value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}]`,
            );
          }
        }
      });

      it('has an English default of declared tokens that renders, showing each token it uses', () => {
        const { defaults } = type;
        for (const field of ['subject', 'html', 'text'] as const) {
          expect(templateSyntaxError(defaults[field] ?? ''), field).toBeUndefined();
        }
        expect(checkTokens(type, defaults)).toEqual([]);
        expect(emailContentErrors(type, defaults)).toEqual({});
        const rendered = renderEmailContent(type, defaults, sampleValues(type));
        expect(rendered.empty).toBe(false);
        expect(rendered.subject).not.toBe('');
        expect(rendered.html).toMatch(/^<!doctype html>/);
        const shown = `${rendered.subject}\n${rendered.text}`;
        const all = `${defaults.subject}${defaults.html}${defaults.text ?? ''}`;
        for (const [name, token] of Object.entries(type.tokens)) {
          if (!all.includes(`{{${name}}}`) && !all.includes(`{{#${name}}}`)) continue;
          for (const value of samples(token)) expect(shown, `${type.key}: {{${name}}}`).toContain(value);
        }
      });

      it('refuses a token it does not declare, naming it', () => {
        const templates = { subject: 'Hi {{nosuchToken}}', html: '<p>{{alsoUnknown}}</p>', text: '' };
        expect(checkTokens(type, templates)).toEqual(['nosuchToken', 'alsoUnknown']);
        const errors = emailContentErrors(type, templates);
        expect(errors.subject).toContain('{{nosuchToken}}');
        expect(errors.html).toContain('{{alsoUnknown}}');
      });
    });
  }
});
