// A record form for someone who may view the record but not change it: the same screen, its values
// shown in disabled fields under a notice, no Save, nothing to leave unsaved (RecordForm and FormActions
// read `readOnly`).
import type { Form } from './use-form';

export function readOnlyForm<V>(form: Form<V>, reason?: string): Form<V> {
  return {
    ...form,
    readOnly: true,
    readOnlyReason: reason,
    set: () => {},
    submit: async (event) => event?.preventDefault(),
    shouldBlock: () => false,
  };
}

/**
 * The form as given when the person may change the record, else its read-only version. `closed` says why
 * the record itself takes no change (its state), a sentence shown in place of the access notice.
 */
export const editableIf = <V>(canEdit: boolean, form: Form<V>, closed?: string): Form<V> =>
  canEdit && !closed ? form : readOnlyForm(form, closed);
