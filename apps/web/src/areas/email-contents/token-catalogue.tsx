// The tokens an e-mail type allows, beside its editor: each with its type, description and sample, marked
// used or not used by the draft (from the live preview), required ones starred (saving refuses a body
// that leaves one out, in the bodies it is required in). Clicking a token inserts
// it where the cursor was in the subject or a body. Names the draft uses that the type does not have are
// listed first: saving is refused until they are gone.
import type { EmailToken } from '@eco/contract';

/** How a token is written in a template: a list is a section repeating its items. */
export const tokenText = (token: Pick<EmailToken, 'name' | 'type'>) =>
  token.type === 'list' ? `{{#${token.name}}}{{.}}{{/${token.name}}}` : `{{${token.name}}}`;

const bodyNames = { html: 'the HTML body', text: 'the plain-text body' } as const;

/** Where a required token must be: every body, unless its type names some. */
const requiredTitle = (token: EmailToken) =>
  token.requiredIn.length === 2
    ? 'Required in every body'
    : `Required in ${token.requiredIn.map((b) => bodyNames[b]).join(' and ')}`;

const sampleText = (sample: EmailToken['sample']) => (Array.isArray(sample) ? sample.join(', ') : sample);

export function TokenCatalogue({
  tokens,
  unused,
  unknown,
  onInsert,
}: {
  tokens: EmailToken[];
  /** From the latest preview; null until the first one arrives. */
  unused: readonly string[] | null;
  unknown: readonly string[];
  /** Absent for a person who may only read. */
  onInsert?: (text: string) => void;
}) {
  return (
    <aside className="side-panel token-catalogue" aria-labelledby="token-catalogue-title">
      <h2 id="token-catalogue-title">Tokens</h2>
      <p className="token-catalogue__intro">
        {onInsert ? 'Click a token to insert it at the cursor.' : 'What this e-mail can say.'} Required tokens are
        marked *: the HTML and plain-text bodies must each use them.
      </p>
      {unknown.length > 0 && (
        <div className="form-error" role="alert">
          <span className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>
            Not tokens of this e-mail: {unknown.map((u) => `{{${u}}}`).join(', ')}. Remove or correct them to save.
          </span>
        </div>
      )}
      <ul className="token-catalogue__list">
        {tokens.map((token) => {
          const used = unused === null ? null : !unused.includes(token.name);
          return (
            <li key={token.name} className="token-catalogue__item">
              <div className="token-catalogue__head">
                {onInsert ? (
                  <button
                    type="button"
                    className="token-catalogue__token"
                    onClick={() => onInsert(tokenText(token))}
                    aria-label={`Insert ${token.name}`}
                  >
                    {tokenText(token)}
                  </button>
                ) : (
                  <code className="token-catalogue__token">{tokenText(token)}</code>
                )}
                {token.required && (
                  <span className="token-catalogue__required" title={requiredTitle(token)}>
                    *
                  </span>
                )}
                {used !== null && (
                  <span className={`token-catalogue__use token-catalogue__use--${used ? 'used' : 'unused'}`}>
                    {used ? 'Used' : 'Not used'}
                  </span>
                )}
              </div>
              <p className="token-catalogue__description">
                {token.description} <span className="cell-muted">({token.type})</span>
              </p>
              <p className="token-catalogue__sample">
                e.g. <q>{sampleText(token.sample)}</q>
              </p>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
