// Edit Email Content (EmailContentEdit, /email-content/$id/edit): one e-mail type in one language.
// Subject, HTML body and plain text (left empty, it is derived from the HTML: the derived text shows
// below it), the type's token catalogue beside the fields, a live preview below, copy to another
// language, the content's revisions (each viewable; an earlier one restored or loaded into the form) and
// its history. Read only without canUpdateEmailContents.
import './email-content.css';
import { type EmailContentDetail, type EmailPreview, emailContentUpdate } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { BackLink, CancelLink } from '../../lib/back-link';
import { formatDateTime } from '../../lib/dates';
import { TextAreaField, TextField } from '../../lib/form/fields';
import { FormGuards } from '../../lib/form/form-guards';
import { FormActions, FormSection, RecordForm } from '../../lib/form/form-layout';
import { editableIf } from '../../lib/form/read-only';
import { type Form, useForm } from '../../lib/form/use-form';
import { canReadHistory, HistoryPanel } from '../../lib/history/history-panel';
import { PageHeader } from '../../lib/page-header';
import { queryClient } from '../../lib/query-client';
import { useRecordId } from '../../lib/record-id';
import { RecordLoader } from '../../lib/record-loader';
import { useHeaderText } from '../../shell/header-text';
import { useHeldCapabilities } from '../../shell/profile';
import { CopyDialog } from './copy-dialog';
import { EmailPreviewPanel } from './email-preview-panel';
import { EmailStateTag, languageName } from './email-state';
import { emailContentQueryOptions, emailTokensQueryOptions, updateEmailContent } from './queries';
import { RevisionsPanel } from './revisions-panel';
import { TokenCatalogue } from './token-catalogue';

const LIST = '/email-content';
const editRoute = getRouteApi('/email-content/$id/edit');

type Values = { subject: string; htmlBody: string; textBody: string | null; version: number };

const valuesOf = (c: EmailContentDetail): Values => ({
  subject: c.subject,
  htmlBody: c.htmlBody,
  textBody: c.textBody,
  version: c.version,
});

export function EmailContentEdit() {
  const id = useRecordId(editRoute.useParams().id);
  const content = useQuery({ ...emailContentQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null) return null;
  if (!content.data) return <RecordLoader query={content} what="e-mail content" />;
  return <EmailContentEditor key={content.data.id} content={content.data} />;
}

/** The field the cursor was last in: a token clicked in the catalogue goes there. */
interface Target {
  path: 'subject' | 'htmlBody' | 'textBody';
  element: HTMLInputElement | HTMLTextAreaElement;
}

function EmailContentEditor({ content }: { content: EmailContentDetail }) {
  const held = useHeldCapabilities();
  const canEdit = held.has('canUpdateEmailContents');
  const saved$ = useRef<((saved: EmailContentDetail) => void) | null>(null);
  const title = `${content.typeName} · ${languageName(content.languageId)}`;
  useHeaderText(title);
  const form = editableIf(
    canEdit,
    useForm({
      schema: emailContentUpdate,
      initial: valuesOf(content),
      // An emptied plain text is sent as null: derived from the HTML.
      onSubmit: (body) =>
        updateEmailContent(content.id, { ...body, textBody: body.textBody?.trim() ? body.textBody : null }),
      successMessage: () => `${title} saved.`,
      // The page stays open: the form goes on from the saved version.
      onSaved: (saved) => saved$.current?.(saved),
    }),
  );
  const tokens = useQuery(emailTokensQueryOptions).data?.find((t) => t.key === content.typeKey)?.tokens ?? [];
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const [copying, setCopying] = useState(false);
  const target = useRef<Target | null>(null);
  const values = form.values as Values;
  saved$.current = (saved) => form.reset(valuesOf(saved));

  const insert = (text: string) => {
    const at = target.current;
    const path = at?.path ?? 'htmlBody';
    const current = (values[path] as string | null) ?? '';
    const start = at?.element.selectionStart ?? current.length;
    const end = at?.element.selectionEnd ?? current.length;
    form.set(path, current.slice(0, start) + text + current.slice(end));
    // Back to the field, the cursor after the token, once React has written the new value.
    requestAnimationFrame(() => {
      if (!at) return;
      at.element.focus();
      at.element.setSelectionRange(start + text.length, start + text.length);
    });
  };
  // The field the cursor is in, followed through the page: a token clicked in the catalogue goes there.
  useEffect(() => {
    const follow = (event: FocusEvent) => {
      const element = event.target;
      if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
      const path = element.closest<HTMLElement>('[data-token-target]')?.dataset.tokenTarget as
        | Target['path']
        | undefined;
      if (path) target.current = { path, element };
    };
    document.addEventListener('focusin', follow);
    return () => document.removeEventListener('focusin', follow);
  }, []);

  return (
    <div className="email-content-page">
      <PageHeader
        title={title}
        back={<BackLink to={LIST} label="Email Content" />}
        subtitle={content.typeDescription}
        actions={
          <>
            <EmailStateTag state={content.state} />
            {canEdit && (
              <button type="button" className="p-button p-button-sm p-button-outlined" onClick={() => setCopying(true)}>
                <span className="p-button-icon p-button-icon-left pi pi-copy" aria-hidden="true" />
                <span className="p-button-label">Copy to another language</span>
              </button>
            )}
          </>
        }
      />
      <TranslationNote content={content} />
      <div className="record-layout email-editor">
        <RecordForm form={form} label="E-mail content">
          <FormSection title="Message" description="Mustache templates: {{token}} writes a value, safely escaped.">
            <div className="form-field--full" data-token-target="subject">
              <TextField form={form} name="subject" label="Subject" required maxLength={300} />
            </div>
            <div className="form-field--full email-code-field" data-token-target="htmlBody">
              <TextAreaField form={form} name="htmlBody" label="HTML body" required rows={14} />
            </div>
            <div className="form-field--full email-code-field" data-token-target="textBody">
              <TextAreaField
                form={form}
                name="textBody"
                label="Plain-text body"
                rows={6}
                help="Leave empty to send a plain text derived from the HTML."
              />
              {!values.textBody?.trim() && preview && (
                <details className="email-derived" open>
                  <summary>Derived plain text (sent as is)</summary>
                  <pre>{preview.text}</pre>
                </details>
              )}
            </div>
          </FormSection>
          <FormActions form={form} saveLabel="Save e-mail" cancel={<CancelLink to={LIST} />} />
        </RecordForm>
        <TokenCatalogue
          tokens={tokens}
          unused={preview?.unusedTokens ?? null}
          unknown={preview?.unknownTokens ?? []}
          onInsert={form.readOnly ? undefined : insert}
        />
      </div>
      <EmailPreviewPanel
        typeKey={content.typeKey}
        languageId={content.languageId}
        draft={{
          subject: values.subject,
          htmlBody: values.htmlBody,
          textBody: values.textBody?.trim() ? values.textBody : null,
        }}
        onResult={setPreview}
      />
      <p className="meta-line">
        Revision {content.revision}
        {content.updatedByName ? ` · last saved by ${content.updatedByName}` : ''} · {formatDateTime(content.updatedAt)}
      </p>
      <RevisionsPanel
        content={content}
        version={values.version}
        dirty={form.dirty}
        canRestore={!form.readOnly}
        onRestored={(saved) => form.reset(valuesOf(saved))}
        onLoad={(revision) => {
          form.set('subject', revision.subject);
          form.set('htmlBody', revision.htmlBody);
          form.set('textBody', revision.textBody ?? '');
        }}
      />
      {canReadHistory('email-content', held) && (
        <HistoryPanel
          entity="email-content"
          id={content.id}
          labels={{
            htmlBody: 'HTML body',
            textBody: 'Plain-text body',
            languageId: 'Language',
            revision: 'Revision',
            englishRevision: 'Translated from English revision',
            copiedFrom: 'Copied from content',
            restoredFrom: 'Restored from revision',
          }}
        />
      )}
      {copying && <CopyDialog content={content} dirty={form.dirty} open={copying} onHide={() => setCopying(false)} />}
      <FormGuards
        form={form as Form<Values>}
        what={`the ${title} e-mail`}
        onReload={async () => {
          const fresh = await queryClient.fetchQuery({ ...emailContentQueryOptions(content.id), staleTime: 0 });
          form.reset(valuesOf(fresh));
        }}
      />
    </div>
  );
}

/** A translation says how it stands against the English, and shows the English to translate from. */
function TranslationNote({ content }: { content: EmailContentDetail }) {
  if (!content.english) return null;
  return (
    <div className={`form-notice email-translation email-translation--${content.state}`} role="note">
      <span
        className={`pi ${content.state === 'current' ? 'pi-check-circle' : 'pi-exclamation-circle'}`}
        aria-hidden="true"
      />
      <div>
        <p>
          {content.state === 'current'
            ? `Translated from English revision ${content.english.revision}, the latest.`
            : content.englishRevision === null
              ? 'Copied, not yet translated: save it once translated.'
              : `Outdated: translated from English revision ${content.englishRevision}; the English is now at revision ${content.english.revision}.`}
        </p>
        <p>
          <Link to="/email-content/$id/edit" params={{ id: String(content.english.id) }}>
            Open the English
          </Link>{' '}
          (its history shows what changed).
        </p>
        <details>
          <summary>The English</summary>
          <p>
            <strong>Subject:</strong> {content.english.subject}
          </p>
          <pre className="email-translation__english">{content.english.htmlBody}</pre>
        </details>
      </div>
    </div>
  );
}
