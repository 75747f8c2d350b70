// Unsaved form values kept in the tab's sessionStorage, one draft per form and record (the screen's
// address and the form's name), so a reload, a crash of the page or a lost connection loses nothing
// typed. A draft remembers the record it was made on (`base`): restored over a record that changed
// since, it keeps the old version, so saving it meets the conflict dialog rather than overwriting.
// sessionStorage: the tab's own, gone with it, and cleared on sign-out (another person may sit down).
export interface Draft {
  values: unknown;
  /** The form's starting values (as JSON) the draft was made on. */
  base: string;
  savedAt: number;
}

const PREFIX = 'eco.draft:';

export function draftKey(pathname: string, form: string): string {
  return `${PREFIX}${pathname}|${form}`;
}

export function readDraft(key: string): Draft | null {
  try {
    const raw = sessionStorage.getItem(key);
    const draft = raw ? (JSON.parse(raw) as Partial<Draft>) : null;
    return draft && typeof draft.base === 'string' && typeof draft.savedAt === 'number' && 'values' in draft
      ? (draft as Draft)
      : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: Draft): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form works on without a draft.
  }
}

export function removeDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing to remove
  }
}

/** Every draft of this tab (sign-out). */
export function clearDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing kept
  }
}
