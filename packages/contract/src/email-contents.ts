// Email content: every e-mail type by language, its tokens, preview, copy and save. Each e-mail the
// product sends is a type declared once on the server (key, tokens with samples, English default); its
// content per language is one row here. A translation is current, outdated (the English changed after it
// was saved) or missing (the English is sent, with a note, until it exists).
import { z } from 'zod';
import { defineContractArea } from './area.js';
import { idParams, intParam, isoDateTime, paged, pageQuery, version } from './common.js';
import { emailContentRefusals } from './email-content-refusals.js';
import { endpoint } from './endpoint.js';
import { language, languageId } from './languages.js';
import { searchText } from './lists.js';

/** Spec section 7: e-mail contents are listed 150 a page. */
export const EMAIL_CONTENT_PAGE_SIZE = 150;

export const emailTokenTypes = ['text', 'name', 'email', 'url', 'date', 'code', 'number', 'list'] as const;
export const emailTokenType = z.enum(emailTokenTypes);

/** One value a type's template may use as {{name}} (a list as a {{#name}}…{{/name}} section). */
export const emailToken = z.object({
  name: z.string(),
  type: emailTokenType,
  description: z.string(),
  /** What the preview shows without a real record; every token has one. */
  sample: z.union([z.string(), z.array(z.string())]),
  /** Every send gives it a value, and content is saved only when each body in requiredIn uses it. */
  required: z.boolean(),
  /** The bodies that must use it (html, text; a plain text left empty is derived from the HTML): empty when not required. */
  requiredIn: z.array(z.enum(['html', 'text'])),
});
export type EmailToken = z.infer<typeof emailToken>;

export const emailTypeInfo = z.object({
  key: z.string(),
  name: z.string(),
  /** When it is sent. */
  description: z.string(),
  tokens: z.array(emailToken),
});
export type EmailTypeInfo = z.infer<typeof emailTypeInfo>;

export const emailContentStates = ['missing', 'outdated', 'current'] as const;
export const emailContentState = z.enum(emailContentStates);
export type EmailContentState = z.infer<typeof emailContentState>;

/** One cell of the matrix: a type's content in one language. */
export const emailContentCell = z.object({
  languageId,
  /** The row to edit; null when the language has no content yet (the English is sent). */
  id: z.number().int().nullable(),
  state: emailContentState,
});
export type EmailContentCell = z.infer<typeof emailContentCell>;

/** A row of the list: one e-mail type (and instance) in the filtered language, with its other languages. */
export const emailContentRow = z.object({
  /** typeKey/instanceKey: names the row, as its id may be null. */
  key: z.string(),
  typeKey: z.string(),
  typeName: z.string(),
  typeDescription: z.string(),
  /** '' for the type's general content; otherwise the record it was written for. */
  instanceKey: z.string(),
  languageId,
  /** The filtered language's row, null when missing. */
  id: z.number().int().nullable(),
  state: emailContentState,
  subject: z.string().nullable(),
  revision: z.number().int().nullable(),
  /** The English revision the translation was saved against (null for English, and for a copy not yet edited). */
  englishRevision: z.number().int().nullable(),
  englishCurrentRevision: z.number().int(),
  updatedAt: isoDateTime.nullable(),
  /** Every language of the type, in the languages' order: the matrix. */
  cells: z.array(emailContentCell),
});
export type EmailContentRow = z.infer<typeof emailContentRow>;

/** Per language: how many types lack a translation or have an outdated one. */
export const emailLanguageCount = z.object({
  languageId,
  name: z.string(),
  missing: z.number().int(),
  outdated: z.number().int(),
  current: z.number().int(),
});
export type EmailLanguageCount = z.infer<typeof emailLanguageCount>;

export const emailContentListQuery = pageQuery(EMAIL_CONTENT_PAGE_SIZE).extend({
  /** Spec section 3: the list's language, English unless chosen. */
  languageId: languageId.default('en'),
  /** Contains, case-insensitive, on the type's name, key or the subject. */
  search: searchText,
  /** Only the rows in this state in the filtered language. */
  state: emailContentState.optional(),
});
export type EmailContentListQuery = z.input<typeof emailContentListQuery>;

export const emailContentPage = paged(emailContentRow).extend({ languages: z.array(emailLanguageCount) });
export type EmailContentPage = z.infer<typeof emailContentPage>;

export const emailContentDetail = z.object({
  id: z.number().int(),
  typeKey: z.string(),
  typeName: z.string(),
  typeDescription: z.string(),
  instanceKey: z.string(),
  languageId,
  subject: z.string(),
  htmlBody: z.string(),
  /** Null: derived from the HTML when sent (see derivedText). */
  textBody: z.string().nullable(),
  /** The plain text sent when textBody is null, derived from the HTML. */
  derivedText: z.string(),
  revision: z.number().int(),
  englishRevision: z.number().int().nullable(),
  state: emailContentState,
  /** The English content of the type, for a translator to compare (null when this is the English). */
  english: z
    .object({ id: z.number().int(), revision: z.number().int(), subject: z.string(), htmlBody: z.string() })
    .nullable(),
  cells: z.array(emailContentCell),
  version,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  updatedByName: z.string().nullable(),
});
export type EmailContentDetail = z.infer<typeof emailContentDetail>;

const subjectField = z.string().trim().min(1, 'Required').max(300);
const htmlField = z.string().max(200_000);
const textField = z.string().max(200_000);

export const emailContentUpdate = z.object({
  subject: subjectField,
  htmlBody: htmlField.refine((v) => v.trim() !== '', 'An e-mail needs a body'),
  /** Empty or null: the plain text is derived from the HTML. */
  textBody: textField.nullable().default(null),
  version,
});
export type EmailContentUpdate = z.input<typeof emailContentUpdate>;

export const emailContentCopy = z.object({
  languageId,
  /** The target language already has content: replace it (the screen asks first; otherwise a 409 says so). */
  overwrite: z.boolean().default(false),
});
export type EmailContentCopy = z.input<typeof emailContentCopy>;

/** How a revision came to be: the first content stored, a save, a copy from another language, a restore. */
export const emailRevisionKinds = ['stored', 'saved', 'copied', 'restored'] as const;

/** One revision of a content, as the list shows it: which, how, who and when. */
export const emailContentRevision = z.object({
  revision: z.number().int(),
  kind: z.enum(emailRevisionKinds),
  /** The revision a restore brought back; null otherwise. */
  restoredFrom: z.number().int().nullable(),
  savedAt: isoDateTime,
  /** Null when no one is recorded: the content first stored from the type's default. */
  savedByName: z.string().nullable(),
  savedByEmail: z.string().nullable(),
  /** The content as it is now. */
  current: z.boolean(),
});
export type EmailContentRevision = z.infer<typeof emailContentRevision>;

/** A revision with its subject and bodies as saved. */
export const emailContentRevisionDetail = emailContentRevision.extend({
  subject: z.string(),
  htmlBody: z.string(),
  textBody: z.string().nullable(),
  /** The English revision a translation was saved against then (null for English). */
  englishRevision: z.number().int().nullable(),
});
export type EmailContentRevisionDetail = z.infer<typeof emailContentRevisionDetail>;

export const emailRevisionParams = z.object({ id: intParam.min(1), revision: intParam.min(1) });

export const emailRevisionRestore = z.object({
  /** The content's version as read: a save meanwhile makes the restore a 409. */
  version,
});
export type EmailRevisionRestore = z.input<typeof emailRevisionRestore>;

/** A real record the preview reads its values from, instead of the samples. */
export const previewRecordKinds = ['account', 'passcode'] as const;
export const previewRecord = z.object({
  kind: z.enum(previewRecordKinds),
  /** An account's admId or e-mail; a passcode's id or the code itself. */
  id: z.string().trim().min(1, 'Required').max(254),
});
export type PreviewRecord = z.infer<typeof previewRecord>;

export const emailPreviewInput = z.object({
  typeKey: z.string().trim().min(1, 'Required').max(100),
  languageId: languageId.default('en'),
  subject: z.string().max(300),
  htmlBody: htmlField,
  textBody: textField.nullable().default(null),
  /** Values for some tokens (overriding the samples and the record). */
  values: z
    .record(z.string().max(100), z.union([z.string().max(2000), z.array(z.string().max(2000)).max(50)]))
    .default({}),
  record: previewRecord.optional(),
});
export type EmailPreviewInput = z.input<typeof emailPreviewInput>;

export const emailPreview = z.object({
  subject: z.string(),
  /** Sanitised, as it would be sent. */
  html: z.string(),
  text: z.string(),
  /** The plain text was derived from the HTML (no text body was given). */
  textDerived: z.boolean(),
  /** Names in the template the type does not have: saving is refused until they are removed. */
  unknownTokens: z.array(z.string()),
  /** Tokens of the type the template does not use. */
  unusedTokens: z.array(z.string()),
  /** What to correct: a required token a body leaves out (saving is refused), an empty subject or body. */
  warnings: z.array(z.string()),
  /** Where the values came from: the samples, or the record picked (named). */
  source: z.string(),
});
export type EmailPreview = z.infer<typeof emailPreview>;

export const emailContentOptions = z.object({
  types: z.array(emailTypeInfo.omit({ tokens: true })),
  languages: z.array(language),
  /** Kinds of real record the preview can read values from. */
  previewRecords: z.array(z.object({ kind: z.enum(previewRecordKinds), label: z.string(), hint: z.string() })),
});
export type EmailContentOptions = z.infer<typeof emailContentOptions>;

export const emailTokensQuery = z.object({ typeKey: z.string().trim().max(100).optional() });

export const emailContents = {
  list: endpoint({
    method: 'GET',
    path: '/email-contents',
    access: 'canViewEmailContents',
    summary:
      'Every e-mail type in the chosen language (default English), 150 a page: its state there (missing, outdated, current), its cells in every language, and per language the counts of missing and outdated.',
    query: emailContentListQuery,
    response: emailContentPage,
  }),
  tokens: endpoint({
    method: 'GET',
    path: '/email-contents/tokens',
    access: 'canViewEmailContents',
    summary: 'The tokens each e-mail type allows: name, type, description, sample value and whether it is required.',
    query: emailTokensQuery,
    response: z.array(emailTypeInfo),
  }),
  options: endpoint({
    method: 'GET',
    path: '/email-contents/options',
    access: 'canViewEmailContents',
    summary: 'Choices for the e-mail content screens: the types, the languages and the records a preview can use.',
    response: emailContentOptions,
  }),
  languages: endpoint({
    method: 'GET',
    path: '/email-contents/languages',
    access: 'canViewEmailContents',
    summary: 'The languages e-mail content is written in: id and name.',
    response: z.array(language),
  }),
  get: endpoint({
    method: 'GET',
    path: '/email-contents/:id',
    access: 'canViewEmailContents',
    summary: 'One e-mail content with its version, derived plain text, state and the English it translates.',
    params: idParams,
    response: emailContentDetail,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/email-contents/:id',
    access: 'canUpdateEmailContents',
    summary:
      'Saves subject, HTML and plain text (empty: derived) as a new revision. An unknown token, a required token a body leaves out or an empty body is a 400 on that field; a stale version gets 409.',
    params: idParams,
    body: emailContentUpdate,
    refuses: emailContentRefusals.pick('type-not-sent'),
    response: emailContentDetail,
  }),
  copy: endpoint({
    method: 'POST',
    path: '/email-contents/:id/copy',
    access: 'canUpdateEmailContents',
    summary:
      "Copies this content to another language, creating its row, or replacing it when overwrite is set (409 otherwise). Returns the target's content.",
    params: idParams,
    body: emailContentCopy,
    refuses: emailContentRefusals.pick('type-not-sent', 'language-has-content', 'copied-meanwhile'),
    response: emailContentDetail,
  }),
  revisions: endpoint({
    method: 'GET',
    path: '/email-contents/:id/revisions',
    access: 'canViewEmailContents',
    summary:
      'Every revision of one content, newest first: its number, whether it was stored, saved, copied or restored, who saved it and when.',
    params: idParams,
    response: z.array(emailContentRevision),
  }),
  revision: endpoint({
    method: 'GET',
    path: '/email-contents/:id/revisions/:revision',
    access: 'canViewEmailContents',
    summary: 'One revision of a content with its subject and bodies as saved; 404 for a revision it never had.',
    params: emailRevisionParams,
    response: emailContentRevisionDetail,
  }),
  restoreRevision: endpoint({
    method: 'POST',
    path: '/email-contents/:id/revisions/:revision/restore',
    access: 'canUpdateEmailContents',
    summary:
      "Saves an earlier revision's subject and bodies as the content's new revision, checked as any save (a 400 on the body that no longer passes); a stale version gets 409. Audited.",
    params: emailRevisionParams,
    body: emailRevisionRestore,
    refuses: emailContentRefusals.pick('type-not-sent'),
    response: emailContentDetail,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/email-contents/preview',
    access: 'canViewEmailContents',
    summary:
      'Renders a draft through the sending engine with the sample values or a real record: subject, sanitised HTML, plain text, unknown and unused tokens and warnings. Changes nothing.',
    body: emailPreviewInput,
    response: emailPreview,
    readOnly: true,
  }),
};

/** The email-contents area: its endpoints, OpenAPI tag, audit words and history records (area.ts). */
export const emailContentsArea = defineContractArea({
  key: 'emailContents',
  word: 'email-contents',
  tag: 'Email content: the text of every e-mail the business sends, per type and language, with tokens, preview, copy to another language and its revisions.',
  audit: { verbs: ['update', 'copy', 'restore'], entities: ['email-content'] },
  history: { 'email-content': 'canViewEmailContents' },
  endpoints: emailContents,
});
