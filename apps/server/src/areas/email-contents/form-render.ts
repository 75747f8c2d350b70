// Rendering for the editor's forms (the preview and a save): the sending engine's bounds (sections
// nested too deep, a template that would render past the budget with these values) answered as a 400
// on the form's field, as any other template error is.
import { FieldErrors } from '../../platform/field-errors.js';
import { type RenderedEmail, renderEmailContent, TemplateLimitError } from '../../platform/mail/index.js';

/** The engine's template fields as the form names them. */
export const formFields = { subject: 'subject', html: 'htmlBody', text: 'textBody' } as const;

export function renderForForm(...args: Parameters<typeof renderEmailContent>): RenderedEmail {
  try {
    return renderEmailContent(...args);
  } catch (error) {
    if (!(error instanceof TemplateLimitError)) throw error;
    const errors = new FieldErrors();
    for (const [field, message] of Object.entries(error.errors)) {
      errors.add(formFields[field as keyof typeof formFields], message);
    }
    errors.throwIfAny();
    throw error;
  }
}
