// Copy to another language: the content as saved goes to the chosen language, which then opens for
// translating. A language that already has content is replaced only when the editor ticks that it may be.
import { contract, type EmailContentDetail, type LanguageId } from '@eco/contract';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { Modal } from '../../lib/modal';
import { onRefusal } from '../../lib/refusal';
import { toast } from '../../lib/toast';
import { languageName, stateLabels } from './email-state';
import { copyEmailContent } from './queries';

export function CopyDialog({
  content,
  dirty,
  open,
  onHide,
}: {
  content: EmailContentDetail;
  /** The form has unsaved changes: they are not copied. */
  dirty: boolean;
  open: boolean;
  onHide: () => void;
}) {
  const navigate = useNavigate();
  const targets = content.cells.filter((c) => c.languageId !== content.languageId);
  const [languageId, setLanguageId] = useState<LanguageId | null>(targets[0]?.languageId ?? null);
  const [overwrite, setOverwrite] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The server found content in the chosen language that the page did not show (copied meanwhile). */
  const [found, setFound] = useState<LanguageId | null>(null);
  const target = targets.find((c) => c.languageId === languageId);
  const replaces = target?.id != null || (languageId !== null && found === languageId);

  const copy = async () => {
    if (!languageId) return false;
    try {
      const copied = await copyEmailContent(content.id, { languageId, overwrite });
      toast.success(`${content.typeName} copied to ${languageName(languageId)}.`);
      void navigate({ to: '/email-content/$id/edit', params: { id: String(copied.id) } });
      return true;
    } catch (e) {
      if (e instanceof ApiError && (e.status === 409 || e.status === 400)) {
        setError(e.problem?.detail ?? Object.values(e.fieldErrors).flat().join(' '));
        // The language has content after all: the dialog asks, as for any language with content, to replace it.
        const replaceable = onRefusal(e, contract.emailContents.copy, {
          'email-contents.language-has-content': () => true,
          'email-contents.copied-meanwhile': () => true,
          'email-contents.type-not-sent': () => false,
        });
        if (replaceable) setFound(languageId);
        return false;
      }
      throw e;
    }
  };

  return (
    <Modal
      open={open}
      width="sm"
      title="Copy to another language"
      okLabel={replaces ? 'Replace and open' : 'Copy and open'}
      okSeverity={replaces ? 'danger' : 'primary'}
      okDisabled={!languageId || (replaces && !overwrite)}
      busyText="Copying..."
      onOk={copy}
      onHide={() => {
        setError(null);
        setOverwrite(false);
        onHide();
      }}
    >
      <p>
        Copies the saved subject and bodies of this {languageName(content.languageId)} e-mail to another language, then
        opens it there for translating.
      </p>
      {dirty && <p className="form-notice">Your unsaved changes are not copied: save them first to include them.</p>}
      <fieldset className="email-copy__languages">
        <legend className="form-field__label">Language</legend>
        {targets.map((c) => (
          <label key={c.languageId} className="email-copy__language">
            <input
              type="radio"
              name="copy-language"
              value={c.languageId}
              checked={languageId === c.languageId}
              data-autofocus={languageId === c.languageId || undefined}
              onChange={() => {
                setLanguageId(c.languageId);
                setOverwrite(false);
                setError(null);
              }}
            />{' '}
            {languageName(c.languageId)} <span className="cell-muted">({stateLabels[c.state].toLowerCase()})</span>
          </label>
        ))}
      </fieldset>
      {replaces && target && (
        <label className="email-copy__overwrite">
          <input type="checkbox" checked={overwrite} onChange={(event) => setOverwrite(event.target.checked)} /> Replace
          the {languageName(languageId ?? '')} content that exists (
          {target.id == null ? 'added meanwhile' : stateLabels[target.state].toLowerCase()})
        </label>
      )}
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
