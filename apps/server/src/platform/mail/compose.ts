// Composing an e-mail at send time: the type's content in the reader's language (else the English
// content, else the type's declared default, the fallback recorded on the outbox row), rendered with
// fresh values. A send whose content cannot be rendered (an unknown token, a broken template, sections
// nested too deep or a render past the budget with these values, an empty subject or body) throws, so
// the change that sends it fails with the reason instead of mailing nothing or holding the event loop.
import { emailContentRefusals } from '@eco/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailContents } from '../../db/schema/index.js';
import { type AppError, refuse } from '../errors.js';
import type { EmailType } from './email-type.js';
import type { OutgoingEmail } from './outbox.js';
import { type RenderedEmail, renderEmailContent, TemplateLimitError } from './template.js';
import type { EmailTemplates } from './template-checks.js';
import { templateSyntaxError } from './template-parse.js';

export const ENGLISH = 'en';

export interface ComposeInput {
  to: string;
  /** The reader's language; missing or null: English. */
  languageId?: string | null;
  values: Record<string, unknown>;
  /** Content of one instance of the type (e.g. a partner's); '' or missing: the type's own. */
  instanceKey?: string;
  entity?: string | null;
  entityId?: string | number | null;
  headers?: Record<string, string>;
}

interface Content extends EmailTemplates {
  languageId: string;
}

/** Thrown when content cannot make an e-mail: a 409 naming the type, the language and the reason. */
export function unusableContent(type: EmailType, languageId: string, reason: string): AppError {
  return refuse(emailContentRefusals, 'content-unusable', { typeName: type.name, languageId, reason });
}

/** The type's content rows for the languages asked (and English), keyed instance/language. */
async function loadContents(db: Db, type: EmailType, languages: string[], instances: string[]) {
  const rows = await db
    .select({
      instanceKey: emailContents.instanceKey,
      languageId: emailContents.languageId,
      subject: emailContents.subject,
      html: emailContents.htmlBody,
      text: emailContents.textBody,
    })
    .from(emailContents)
    .where(
      and(
        eq(emailContents.typeKey, type.key),
        inArray(emailContents.instanceKey, [...new Set(['', ...instances])]),
        inArray(emailContents.languageId, [...new Set([ENGLISH, ...languages])]),
      ),
    );
  return new Map(rows.map((r) => [`${r.instanceKey}/${r.languageId}`, r]));
}

/** The content for one e-mail: its instance's then the type's, in its language, then in English, then the default. */
function pick(contents: Map<string, Content>, type: EmailType, instanceKey: string, languageId: string): Content {
  const tries = [`${instanceKey}/${languageId}`, `/${languageId}`, `${instanceKey}/${ENGLISH}`, `/${ENGLISH}`];
  for (const key of tries) {
    const found = contents.get(key);
    if (found) return found;
  }
  return { ...type.defaults, languageId: ENGLISH };
}

function missingRequired(type: EmailType, values: Record<string, unknown>): string[] {
  return Object.entries(type.tokens)
    .filter(([name, token]) => {
      if (!token.required) return false;
      const value = values[name];
      return value == null || value === '' || (Array.isArray(value) && value.length === 0);
    })
    .map(([name]) => name);
}

function renderOne(type: EmailType, content: Content, input: ComposeInput): OutgoingEmail {
  const requested = input.languageId || ENGLISH;
  const missing = missingRequired(type, input.values);
  // A programming error, not the editor's: the code that sends must give these.
  if (missing.length) throw new Error(`The ${type.key} e-mail needs a value for ${missing.join(', ')}`);
  for (const field of ['subject', 'html', 'text'] as const) {
    const syntax = templateSyntaxError(content[field] ?? '');
    if (syntax) throw unusableContent(type, content.languageId, `its ${field} template does not read (${syntax})`);
  }
  let rendered: RenderedEmail;
  try {
    rendered = renderEmailContent(type, content, input.values, content.languageId);
  } catch (error) {
    if (!(error instanceof TemplateLimitError)) throw error;
    throw unusableContent(type, content.languageId, Object.values(error.reasons).join('; '));
  }
  if (rendered.unknownTokens.length) {
    const names = rendered.unknownTokens.map((n) => `{{${n}}}`).join(', ');
    throw unusableContent(type, content.languageId, `it uses ${names}, which this e-mail does not have`);
  }
  if (!rendered.subject) throw unusableContent(type, content.languageId, 'its subject is empty');
  if (rendered.empty) throw unusableContent(type, content.languageId, 'its body is empty');
  return {
    to: input.to,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    template: type.key,
    languageId: content.languageId,
    languageFallback: content.languageId !== requested,
    entity: input.entity ?? null,
    entityId: input.entityId ?? null,
    headers: input.headers ?? null,
  };
}

/** Renders many e-mails of one type with one read of its content (a bulk resend). */
export async function composeEmails(
  db: Db,
  type: EmailType,
  inputs: readonly ComposeInput[],
): Promise<OutgoingEmail[]> {
  if (!inputs.length) return [];
  const languages = inputs.map((i) => i.languageId || ENGLISH);
  const contents = await loadContents(
    db,
    type,
    languages,
    inputs.map((i) => i.instanceKey ?? ''),
  );
  return inputs.map((input) =>
    renderOne(type, pick(contents, type, input.instanceKey ?? '', input.languageId || ENGLISH), input),
  );
}

/**
 * Renders the type's content for the language (falling back to English, then the declared default) with
 * fresh values; refuses (throws) an empty body. Returns an OutgoingEmail ready for enqueueEmail(s).
 */
export async function composeEmail(db: Db, type: EmailType, input: ComposeInput): Promise<OutgoingEmail> {
  const [email] = await composeEmails(db, type, [input]);
  return email as OutgoingEmail;
}
