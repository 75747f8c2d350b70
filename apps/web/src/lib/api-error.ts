// What a failed API call turns into, and how the error catalogue (spec section 8) treats it. Pure, so
// the catalogue is unit-tested without a browser.
import type { Method, Problem } from '@eco/contract';

export class ApiError extends Error {
  constructor(
    /** 0 when no response arrived (network failure). */
    readonly status: number,
    readonly statusText: string,
    /** The problem+json body when the server sent one. */
    readonly problem: Problem | null,
    /** The raw response body (empty for a network failure). */
    readonly body: string,
  ) {
    super(problem?.detail ?? problem?.title ?? (status === 0 ? 'network error' : `${status} ${statusText}`.trim()));
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** Field path → messages of a 400 (RFC 9457 `errors`), empty otherwise. */
  get fieldErrors(): Record<string, string[]> {
    return this.problem?.errors ?? {};
  }
}

export type GlobalAction =
  | { kind: 'page'; state: 'network' | 'notfound' | 'unauthorized' }
  | { kind: 'caller' }
  | { kind: 'securityChanged' }
  | { kind: 'serverError'; detail: string };

/** A token signed with a key the API no longer knows (keys rotated): the app must restart. */
const signingKeyNotFound = /SignatureKeyNotFound|signing[-_ ]?key[-_ ]?not[-_ ]?found/i;

export function globalAction(method: Method, error: ApiError): GlobalAction {
  if (error.isNetworkError) return { kind: 'page', state: 'network' };
  // Checked before 401: a server says so on the 401 it answers for such a token.
  if (signingKeyNotFound.test(error.body)) return { kind: 'securityChanged' };
  if (error.status === 404) return { kind: 'page', state: 'notfound' };
  if (error.status === 400 && error.body) return { kind: 'caller' };
  if (error.status === 401 || error.status === 403) return { kind: 'page', state: 'unauthorized' };
  return { kind: 'serverError', detail: serverErrorMessage(method, error) };
}

export function serverErrorMessage(method: Method, error: ApiError): string {
  if (method === 'POST' || method === 'PUT') {
    const base = 'Sorry, an error occurred while saving changes.';
    // A conflict or rule the server explains (409, 422) is worth showing; 5xx details are hidden anyway.
    return error.status < 500 && error.problem?.detail ? `${base} ${error.problem.detail}` : base;
  }
  const what =
    error.status === 500
      ? error.statusText || error.problem?.title
      : (error.problem?.title ?? (error.body || error.statusText));
  return what ? `An error occurred with the API. ${what}` : 'An error occurred with the API.';
}

/**
 * What to tell a person whose request the server turned away for now (429 Too Many Requests, e.g. too
 * many exports running): the server's reason, which says when to try again; null for any other failure.
 */
export function tooManyRequestsMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return error.problem?.detail ?? 'The server is busy. Try again in a few seconds.';
}

/** Reads a problem+json body; anything else (text, HTML, empty) gives null. */
export function parseProblem(text: string): Problem | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && 'status' in value && 'title' in value) return value as Problem;
  } catch {
    // not JSON: the caller keeps the raw body
  }
  return null;
}
