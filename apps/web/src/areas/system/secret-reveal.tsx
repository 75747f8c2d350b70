// A webhook secret shown once (after creation or rotation), with a copy button: the server keeps it but
// never shows it again.
import { useState } from 'react';
import { toast } from '../../lib/toast';

export function SecretReveal({ secret, onDone, note }: { secret: string; onDone: () => void; note: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      toast.warn('The browser refused the clipboard: select the secret and copy it.');
    }
  };
  return (
    <section className="form-section secret-reveal" aria-labelledby="secret-title">
      <div className="form-section__intro">
        <h2 id="secret-title" className="form-section__title">
          Signing secret
        </h2>
        <p className="form-section__description">{note}</p>
      </div>
      <div className="form-section__fields">
        <div className="form-field form-field--full">
          <label className="form-field__label" htmlFor="webhook-secret">
            Secret (shown only now)
          </label>
          <input id="webhook-secret" className="p-inputtext p-component cell-code" readOnly value={secret} />
        </div>
        <div className="form-actions">
          <button type="button" className="p-button p-component p-button-outlined" onClick={() => void copy()}>
            <span className="p-button-icon p-button-icon-left pi pi-copy" aria-hidden="true" />
            <span className="p-button-label">{copied ? 'Copied' : 'Copy secret'}</span>
          </button>
          <button type="button" className="p-button p-component" onClick={onDone}>
            <span className="p-button-label">I have saved it</span>
          </button>
        </div>
      </div>
    </section>
  );
}
