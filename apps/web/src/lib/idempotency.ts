// Idempotency-Keys for requests that must not happen twice (generate codes, send e-mails): a repeated
// click or a retry sends the same key, and the server answers with the first result.
import { useRef } from 'react';

/** A fresh Idempotency-Key. crypto.randomUUID needs a secure context (https, localhost); the fallback does not. */
export function newIdempotencyKey(): string {
  if (window.isSecureContext) return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** One key per distinct request: resubmitting the same values repeats the request, not the action. */
export function useIdempotencyKeys(): (request: unknown) => string {
  const keys = useRef(new Map<string, string>());
  return (request) => {
    const text = JSON.stringify(request);
    const known = keys.current.get(text);
    if (known) return known;
    const key = newIdempotencyKey();
    keys.current.set(text, key);
    return key;
  };
}
