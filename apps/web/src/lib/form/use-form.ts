// Form state for create and edit screens: values validated on save by the contract's own zod schema
// (the server validates with the same one), field errors from that check or from a 400 shown beside
// their fields, a 409 kept as a conflict for the screen to offer a reload, dirty tracking for the
// unsaved-changes guard, and toasts for success and failure.
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../api-error';
import { toast } from '../toast';
import { errorFor, getPath, issuesToErrors, setPath } from './paths';

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
}

const stable = (value: unknown) => JSON.stringify(value ?? null);

export function useForm<S extends z.ZodType, R>(options: UseFormOptions<S, R>): Form<z.input<S>> {
  type V = z.input<S>;
  const [values, setValues] = useState<V>(options.initial);
  const [saved, setSaved] = useState(() => stable(options.initial));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const dirty = stable(values) !== saved;
  const block = useRef(false);
  block.current = dirty && !saving;

  // The fields the screen shows (each asks for its error while rendering): other errors go above the form.
  const shown = useRef(new Set<string>());

  const submit = async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (saving) return;
    const checked = options.schema.safeParse(values);
    if (!checked.success) {
      setErrors(issuesToErrors(checked.error.issues));
      toast.error('Please correct the highlighted fields.', 'Not saved');
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const result = await options.onSubmit(checked.data);
      block.current = false;
      setSaved(stable(values));
      toast.success(options.successMessage(result));
      options.onSaved?.(result);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fieldErrors = error.fieldErrors;
        setErrors(fieldErrors);
        toast.error(
          Object.keys(fieldErrors).length > 0
            ? 'Please correct the highlighted fields.'
            : (error.problem?.detail ?? 'The server did not accept these values.'),
          'Not saved',
        );
        focusFirstInvalid();
      } else if (error instanceof ApiError && error.status === 409) {
        const message = error.problem?.detail ?? 'Someone else changed this record since you opened it.';
        setConflict(message);
        toast.error(message, 'Not saved');
      }
      // Anything else already reached the error catalogue (a toast or the page's error state).
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
      setSaved(stable(next));
      setErrors({});
      setConflict(null);
    },
    shouldBlock: () => block.current,
  };
}

function focusFirstInvalid() {
  // After React has rendered the errors.
  setTimeout(() => {
    const invalid = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    invalid?.focus();
  }, 0);
}
