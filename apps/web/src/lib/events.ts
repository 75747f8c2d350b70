// The three page-wide events of spec section 7: the API client and the session raise them, the shell
// listens (toasts, the renewal modal). Plain DOM CustomEvents so any module can raise them.
export const SECURITY_CHANGED = 'eco.api.security_changed';
export const SERVER_ERROR = 'eco.api.server_error';
export const REFRESH_NEEDED = 'eco.auth.refresh_needed';

export interface EcoEvents {
  [SECURITY_CHANGED]: Record<string, never>;
  /** `key`: replaces the toast shown under the same key (a form's last failure). */
  [SERVER_ERROR]: { summary?: string; detail: string; key?: string };
  [REFRESH_NEEDED]: { message: string };
}

export function emit<K extends keyof EcoEvents>(name: K, detail: EcoEvents[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function listen<K extends keyof EcoEvents>(name: K, handler: (detail: EcoEvents[K]) => void): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<EcoEvents[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
