// Form state for create and edit screens: values validated on save by the contract's own zod schema
// (the server validates with the same one), field errors from that check or from a 400 shown beside
// their fields, a 409 kept as a conflict for the screen to offer a reload, dirty tracking for the
// unsaved-changes guard, a toast on success.
//
// A save that fails keeps everything typed: the reason is shown beside the Save button (`saveError`),
// and Save can be pressed again. Field errors are enough for invalid values (no toast); a lost
// connection or a server failure also shows one toast, replaced by the next failure and cleared by a
// successful save. A page's form keeps a draft (draft.ts) that a reload brings back.
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../api-error';
import { FORM_TOAST_KEY, toast } from '../toast';
import { draftKey, readDraft, removeDraft, writeDraft } from './draft';
import { NETWORK_SAVE_TOAST } from './form-api';
import { errorFor, getPath, issuesToErrors, setPath } from './paths';

export const NETWORK_SAVE_ERROR = NETWORK_SAVE_TOAST;
export const SERVER_SAVE_ERROR = 'The server could not save your changes. They are still here; try again.';
export const INVALID_SAVE_ERROR = 'Not saved. Please correct the highlighted fields.';

export interface UseFormOptions<S extends z.ZodType, R> {
  schema: S;
  /** Values to start from (a record read from the server, or a new record's defaults). */
  initial: z.input<S>;
  /** Sends the checked values; a failure of the call is handled here (400, 409) or by the catalogue. */
  onSubmit: (data: z.output<S>) => Promise<R>;
  /** The toast after a save. */
  successMessage: (result: R) => string;
  /** After the toast, e.g. navigate back to the list. */
  onSaved?: (result: R) => void;
}

export interface Form<V> {
  values: V;
  /** The person may view but not change the record (see read-only.ts): fields disabled, no Save. */
  readOnly?: boolean;
  /** Why the record is read only when it is its state, not the person's access (a deleted account). */
  readOnlyReason?: string;
  get: (path: string) => unknown;
  set: (path: string, value: unknown) => void;
  error: (path: string) => string | undefined;
  /** Errors that name no field of the form (shown above it). */
  formError: string | null;
  dirty: boolean;
  saving: boolean;
  /** The server's message of a 409; null when there is none. */
  conflict: string | null;
  clearConflict: () => void;
  submit: (event?: { preventDefault(): void }) => Promise<void>;
  /** Start over from these values (after a reload). */
  reset: (values: V) => void;
  /** True while the unsaved-changes guard should ask (read at navigation time). */
  shouldBlock: () => boolean;
  /** Why the last save failed, shown beside Save; null after a success or a new attempt. */
  saveError: string | null;
  /**
   * Keep a draft of this form under `name` on this screen's address, and bring back the one a reload
   * left (RecordForm calls it: page forms keep drafts, dialogs do not).
   */
  keepDraft: (name: string) => void;
  /** A draft brought back on opening: when it was made, and whether the record changed since. */
  restoredDraft: { savedAt: number; outdated: boolean } | null;
  /** Drop the draft and go back to the values the form started from. */
  discardDraft: () => void;
  /** Drop the draft, keep the values (leaving without saving). */
  forgetDraft: () => void;
}

const stable = (value: unknown) => JSON.stringify(value ?? null);

export function useForm<S extends z.ZodType, R>(options: UseFormOptions<S, R>): Form<z.input<S>> {
  type V = z.input<S>;
  const [values, setValues] = useState<V>(options.initial);
  const [saved, setSaved] = useState(() => stable(options.initial));
  // The values `saved` stands for, to go back to when a restored draft is discarded.
  const savedValues = useRef<V>(options.initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [restoredDraft, setRestoredDraft] = useState<Form<V>['restoredDraft']>(null);
  const dirty = stable(values) !== saved;
  const block = useRef(false);
  block.current = dirty && !saving;
  const draft = useRef<{ key: string; restoring: boolean } | null>(null);
  // Whether the failure toast on screen is this form's: it goes when the form does (leaving the screen).
  const raisedToast = useRef(false);
  useEffect(
    () => () => {
      if (raisedToast.current) toast.dismiss(FORM_TOAST_KEY);
    },
    [],
  );

  // The draft follows the values: written while they differ from what was saved, gone once they do not.
  useEffect(() => {
    const current = draft.current;
    if (!current) return;
    if (dirty) {
      current.restoring = false;
      writeDraft(current.key, { values, base: saved, savedAt: Date.now() });
    } else if (!current.restoring) removeDraft(current.key);
  }, [values, saved, dirty]);

  // The fields the screen shows (each asks for its error while rendering): other errors go above the form.
  const shown = useRef(new Set<string>());

  const submit = async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (saving) return;
    // A new attempt: the last failure's toast and message go.
    toast.dismiss(FORM_TOAST_KEY);
    raisedToast.current = false;
    setSaveError(null);
    const checked = options.schema.safeParse(values);
    if (!checked.success) {
      setErrors(issuesToErrors(checked.error.issues));
      setSaveError(INVALID_SAVE_ERROR);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const result = await options.onSubmit(checked.data);
      block.current = false;
      if (draft.current) removeDraft(draft.current.key);
      savedValues.current = values;
      setSaved(stable(values));
      setRestoredDraft(null);
      toast.success(options.successMessage(result));
      options.onSaved?.(result);
    } catch (error) {
      // Every failure but a conflict (its dialog says it) may have put up a toast under the form's key.
      raisedToast.current = !(error instanceof ApiError && error.status === 409);
      if (error instanceof ApiError && error.status === 400) {
        const fieldErrors = error.fieldErrors;
        setErrors(fieldErrors);
        const detail = error.problem?.detail ?? 'The server did not accept these values.';
        setSaveError(Object.keys(fieldErrors).length > 0 ? INVALID_SAVE_ERROR : `Not saved. ${detail}`);
        // A form in a dialog has no place beside Save: a reason that names no field goes in its toast.
        if (!draft.current && Object.keys(fieldErrors).length === 0)
          toast.error(detail, 'Not saved', { key: FORM_TOAST_KEY });
        focusFirstInvalid();
      } else if (error instanceof ApiError && error.status === 409) {
        // The conflict dialog says it; no toast repeating it.
        setConflict(error.problem?.detail ?? 'Someone else changed this record since you opened it.');
      } else if (error instanceof ApiError && error.isNetworkError) {
        setSaveError(NETWORK_SAVE_ERROR);
      } else {
        // Reported by the error catalogue too (a toast, or the page's state for 401, 403 and 404).
        setSaveError(SERVER_SAVE_ERROR);
      }
    } finally {
      setSaving(false);
    }
  };

  const unplaced = Object.keys(errors).filter(
    (key) => ![...shown.current].some((path) => key === path || key.startsWith(`${path}.`)),
  );

  return {
    values,
    get: (path) => getPath(values, path),
    set: (path, value) => {
      setValues((current) => setPath(current, path, value));
      if (errorFor(errors, path)) {
        setErrors((current) => {
          const next = { ...current };
          for (const key of Object.keys(next)) if (key === path || key.startsWith(`${path}.`)) delete next[key];
          return next;
        });
      }
    },
    error: (path) => {
      shown.current.add(path);
      return errorFor(errors, path);
    },
    formError: unplaced.length > 0 ? unplaced.map((key) => errors[key]?.[0]).join(' ') : null,
    dirty,
    saving,
    conflict,
    clearConflict: () => setConflict(null),
    submit,
    reset: (next) => {
      setValues(next);
      savedValues.current = next;
      setSaved(stable(next));
      setErrors({});
      setConflict(null);
      setSaveError(null);
      setRestoredDraft(null);
    },
    shouldBlock: () => block.current,
    saveError,
    keepDraft: (name) => {
      if (draft.current) return;
      const key = draftKey(window.location.pathname, name);
      draft.current = { key, restoring: false };
      const kept = readDraft(key);
      if (!kept || stable(kept.values) === saved) return;
      draft.current.restoring = true;
      setValues(kept.values as V);
      setRestoredDraft({ savedAt: kept.savedAt, outdated: kept.base !== saved });
    },
    restoredDraft,
    discardDraft: () => {
      if (draft.current) removeDraft(draft.current.key);
      setValues(savedValues.current);
      setErrors({});
      setSaveError(null);
      setRestoredDraft(null);
    },
    forgetDraft: () => {
      if (draft.current) removeDraft(draft.current.key);
      draft.current = null;
    },
  };
}

function focusFirstInvalid() {
  // After React has rendered the errors.
  setTimeout(() => {
    const invalid = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    invalid?.focus();
  }, 0);
}
