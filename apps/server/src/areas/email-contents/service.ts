// One e-mail content: read with its state and the English it translates, saved (checked by the sending
// engine: a broken template, sections nested too deep, an unknown token, a render past the budget with
// the samples or an empty body is a 400 on its field), and copied to another language. Every change is
// versioned and audited; a save of the English bumps its revision, a save of a translation records the
// English revision it now matches.
import {
  type EmailContentDetail,
  type emailContentCopy,
  emailContentRefusals,
  type emailContentUpdate,
} from '@eco/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { accounts, emailContents } from '../../db/schema/index.js';
import type { RequestContext } from '../../platform/context.js';
import { violatedUniqueIndex } from '../../platform/db-errors.js';
import { notFound, refuse } from '../../platform/errors.js';
import { FieldErrors } from '../../platform/field-errors.js';
import {
  type EmailType,
  ENGLISH,
  emailContentErrors,
  htmlToText,
  missingRequiredMessage,
  missingRequiredTokens,
  sampleValues,
  sanitizeEmailHtml,
} from '../../platform/mail/index.js';
import { updateVersioned } from '../../platform/versioning.js';
import { displayName } from '../accounts/public.js';
import { formFields, renderForForm } from './form-render.js';
import { contentGroups } from './matrix.js';
import { stateOf } from './state.js';
import { type EmailTypes, findType } from './type-catalogue.js';

type Update = z.output<typeof emailContentUpdate>;
type Copy = z.output<typeof emailContentCopy>;

async function rowOf(db: Db, id: number) {
  const [row] = await db
    .select({
      content: emailContents,
      updatedByName: sql<string | null>`nullif(${displayName()}, '')`,
    })
    .from(emailContents)
    .leftJoin(accounts, eq(accounts.admId, emailContents.updatedBy))
    .where(eq(emailContents.id, id));
  if (!row) throw notFound('E-mail content');
  return row;
}

async function englishOf(db: Db, typeKey: string, instanceKey: string) {
  const [english] = await db
    .select()
    .from(emailContents)
    .where(
      and(
        eq(emailContents.typeKey, typeKey),
        eq(emailContents.instanceKey, instanceKey),
        eq(emailContents.languageId, ENGLISH),
      ),
    );
  return english;
}

/** The plain text a content sends when it has none: its HTML as text, tokens left as written. */
export const derivedTextOf = (html: string) => htmlToText(sanitizeEmailHtml(html));

export async function getEmailContent(db: Db, types: EmailTypes, id: number): Promise<EmailContentDetail> {
  const { content: c, updatedByName } = await rowOf(db, id);
  const type = findType(types, c.typeKey);
  const english = c.languageId === ENGLISH ? c : await englishOf(db, c.typeKey, c.instanceKey);
  const group = (await contentGroups(db, type ? [type] : [])).find((g) => g.instanceKey === c.instanceKey);
  return {
    id: c.id,
    typeKey: c.typeKey,
    typeName: type?.name ?? c.typeKey,
    typeDescription: type?.description ?? 'No longer sent: its type is not declared.',
    instanceKey: c.instanceKey,
    languageId: c.languageId as EmailContentDetail['languageId'],
    subject: c.subject,
    htmlBody: c.htmlBody,
    textBody: c.textBody,
    derivedText: derivedTextOf(c.htmlBody),
    revision: c.revision,
    englishRevision: c.englishRevision,
    state: stateOf(c, english?.revision ?? 0),
    english:
      english && c.languageId !== ENGLISH
        ? { id: english.id, revision: english.revision, subject: english.subject, htmlBody: english.htmlBody }
        : null,
    cells: group?.cells ?? [],
    version: c.version,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    updatedByName,
  };
}

/**
 * The sending engine's own checks, as field errors of the form; the required tokens each body leaves
 * out, on that body; a template that would render past the budget with the sample values; and a body
 * that renders no text.
 */
export function checkContent(type: EmailType, input: { subject: string; htmlBody: string; textBody: string | null }) {
  const templates = { subject: input.subject, html: input.htmlBody, text: input.textBody };
  const errors = new FieldErrors();
  const engine = Object.entries(emailContentErrors(type, templates));
  for (const [field, message] of engine) errors.add(formFields[field as keyof typeof formFields], message);
  // With every token at its sample, the body must still say something: an empty e-mail is never sent.
  // Only a template that reads can be rendered.
  if (engine.length === 0 && renderForForm(type, templates, sampleValues(type)).empty) {
    errors.add('htmlBody', 'The body shows no text: an empty e-mail cannot be sent.');
  }
  for (const [body, names] of Object.entries(missingRequiredTokens(type, templates))) {
    if (names.length === 0) continue;
    const field = formFields[body as keyof typeof formFields];
    errors.add(field, missingRequiredMessage(body as 'html' | 'text', names, templates.text === null));
  }
  errors.throwIfAny();
}

/** The declared e-mail type of a content; a type no longer sent is refused. */
export const declaredType = (types: EmailTypes, typeKey: string) => {
  const type = findType(types, typeKey);
  if (!type) throw refuse(emailContentRefusals, 'type-not-sent', { typeKey });
  return type;
};

const editorOf = (ctx: RequestContext) => ctx.principal?.account?.admId ?? null;

const auditedFields = (c: { subject: string; htmlBody: string; textBody: string | null }) => ({
  subject: c.subject,
  htmlBody: c.htmlBody,
  textBody: c.textBody,
});

export async function updateEmailContent(ctx: RequestContext, types: EmailTypes, id: number, input: Update) {
  const textBody = input.textBody?.trim() ? input.textBody : null;
  await ctx.write(async (tx, audit) => {
    const { content: before } = await rowOf(tx, id);
    const type = declaredType(types, before.typeKey);
    checkContent(type, { ...input, textBody });
    const english = before.languageId === ENGLISH ? null : await englishOf(tx, before.typeKey, before.instanceKey);
    const after = await updateVersioned(
      tx,
      emailContents,
      emailContents.id,
      id,
      input.version,
      {
        subject: input.subject,
        htmlBody: input.htmlBody,
        textBody,
        revision: before.revision + 1,
        // A translation saved now matches the English as it is now.
        englishRevision: english ? english.revision : null,
        updatedBy: editorOf(ctx),
      },
      'E-mail content',
    );
    await audit({
      action: 'email-contents.update',
      entity: 'email-content',
      entityId: id,
      before: { ...auditedFields(before), revision: before.revision, englishRevision: before.englishRevision },
      after: { ...auditedFields(after), revision: after.revision, englishRevision: after.englishRevision },
    });
  });
  return getEmailContent(ctx.db, types, id);
}

/**
 * Copies a content to another language: creates that language's row, or replaces it when `overwrite`
 * says the editor agreed (409 otherwise). A copy is not a translation yet: it stays outdated until it is
 * saved (its English revision is left empty); a copy to English is a new English revision.
 */
export async function copyEmailContent(ctx: RequestContext, types: EmailTypes, id: number, input: Copy) {
  const targetId = await ctx
    .write(async (tx, audit) => {
      const { content: source } = await rowOf(tx, id);
      const type = declaredType(types, source.typeKey);
      if (source.languageId === input.languageId) {
        new FieldErrors().add('languageId', 'Choose another language than the one copied from.').throwIfAny();
      }
      const [existing] = await tx
        .select()
        .from(emailContents)
        .where(
          and(
            eq(emailContents.typeKey, source.typeKey),
            eq(emailContents.instanceKey, source.instanceKey),
            eq(emailContents.languageId, input.languageId),
          ),
        )
        .for('update');
      if (existing && !input.overwrite)
        throw refuse(emailContentRefusals, 'language-has-content', { typeName: type.name });
      const fields = {
        subject: source.subject,
        htmlBody: source.htmlBody,
        textBody: source.textBody,
        englishRevision: null,
        updatedBy: editorOf(ctx),
      };
      let targetId: number;
      if (existing) {
        const after = await updateVersioned(
          tx,
          emailContents,
          emailContents.id,
          existing.id,
          existing.version,
          { ...fields, revision: existing.revision + 1 },
          'E-mail content',
        );
        targetId = after.id;
        await audit({
          action: 'email-contents.copy',
          entity: 'email-content',
          entityId: existing.id,
          before: { ...auditedFields(existing), englishRevision: existing.englishRevision },
          after: { ...auditedFields(after), englishRevision: after.englishRevision, copiedFrom: source.id },
        });
      } else {
        const [created] = await tx
          .insert(emailContents)
          .values({ ...fields, typeKey: source.typeKey, instanceKey: source.instanceKey, languageId: input.languageId })
          .returning();
        if (!created) throw new Error('insert returned no row');
        targetId = created.id;
        await audit({
          action: 'email-contents.copy',
          entity: 'email-content',
          entityId: created.id,
          after: { ...auditedFields(created), languageId: created.languageId, copiedFrom: source.id },
        });
      }
      return targetId;
    })
    // Two copies to a language that had none, at once: the second finds the first's row, as a later one would.
    .catch((error) => {
      if (violatedUniqueIndex(error) === undefined) throw error;
      throw refuse(emailContentRefusals, 'copied-meanwhile');
    });
  return getEmailContent(ctx.db, types, targetId);
}
