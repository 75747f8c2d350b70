// The one API client: calls an endpoint of the contract with the bearer token, turns failures into
// ApiError and drives the error catalogue (spec section 8) unless the call opts out (`global: false`).
// It reads only an endpoint's method, path and produces, never its schemas, so the first load stays
// free of zod (see `endpointRef`).
import type { Endpoint, Method, RequestOf, ResponseOf } from '@eco/contract';
import { ApiError, globalAction, parseProblem } from './api-error';
import { emit, SECURITY_CHANGED, SERVER_ERROR } from './events';
import { setPageError } from './page-error';
import { serverAnswered } from './toast';

export { ApiError } from './api-error';

export const API_BASE = '/api';

let bearer: string | null = null;

/** The default API credential: set from the signed-in user's access token (spec section 4). */
export function setApiToken(token: string | null): void {
  bearer = token;
}

export interface ApiOptions {
  /** false: no page state, no toast; the caller handles every failure itself. */
  global?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

type Req<E extends Endpoint> = RequestOf<E>;
type Part<K extends string, T, Required extends boolean> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Required extends true
    ? { [P in K]: T }
    : { [P in K]?: T };

/** `{ params, query, body }` as the endpoint declares them; params and body are required when declared. */
export type ApiRequest<E extends Endpoint> = Part<'params', Req<E>['params'], true> &
  Part<'query', Req<E>['query'], false> &
  Part<'body', Req<E>['body'], undefined extends Req<E>['body'] ? false : true>;

export type ApiResponse<E extends Endpoint> = E extends { produces: string } ? Blob : ResponseOf<E>;

type Args<E extends Endpoint> = [Req<E>['params'], Req<E>['body']] extends [undefined, undefined]
  ? [request?: ApiRequest<E>, options?: ApiOptions]
  : [request: ApiRequest<E>, options?: ApiOptions];

/**
 * A schema-free reference to an endpoint, typed as the contract's: for the shell's own calls, whose
 * first load must not include the contract's zod schemas. Areas import `contract` directly.
 */
export function endpointRef<E extends Endpoint>(ref: Pick<E, Extract<keyof E, 'method' | 'path' | 'produces'>>): E {
  return ref as unknown as E;
}

export async function api<E extends Endpoint>(endpoint: E, ...[request, options]: Args<E>): Promise<ApiResponse<E>> {
  const response = await send(endpoint, request, options);
  if (endpoint.produces) return (await response.blob()) as ApiResponse<E>;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as ApiResponse<E>;
}

export interface DownloadOptions extends ApiOptions {
  /** Bytes received so far, as they arrive. */
  onProgress?: (bytes: number) => void;
}

export interface Download {
  blob: Blob;
  /** From the response's Content-Disposition, when the server names the file. */
  filename: string | null;
}

/**
 * A file endpoint (`produces`, e.g. a streamed CSV) read to a Blob with the bearer token, reporting
 * progress while it streams. Failures follow the error catalogue like `api`.
 */
export async function download<E extends Endpoint & { produces: string }>(
  endpoint: E,
  request: ApiRequest<E> | undefined,
  options: DownloadOptions = {},
): Promise<Download> {
  const response = await send(endpoint, request, options);
  const filename = filenameOf(response.headers.get('content-disposition'));
  const reader = response.body?.getReader();
  if (!reader) return { blob: await response.blob(), filename };
  const chunks: BlobPart[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    options.onProgress?.(received);
  }
  // The type the server answered with: an endpoint may produce more than one (CSV or XLSX).
  const type = response.headers.get('content-type')?.split(';')[0] ?? endpoint.produces;
  return { blob: new Blob(chunks, { type }), filename };
}

/**
 * Applies the error catalogue to a failure the caller first looked at itself (`global: false`): e.g. a
 * form handles 400 and 409 and hands everything else back here.
 */
export function reportApiError(method: Method, error: unknown, toastKey?: string): void {
  if (error instanceof ApiError) applyGlobalAction(method, error, toastKey);
}

async function send(endpoint: Endpoint, request: unknown, options: ApiOptions | undefined): Promise<Response> {
  const { params, query, body } = (request ?? {}) as { params?: object; query?: object; body?: unknown };
  const global = options?.global !== false;
  const headers: Record<string, string> = {
    Accept: endpoint.produces
      ? `${[endpoint.produces, ...(endpoint.alsoProduces ?? [])].join(', ')}, application/problem+json`
      : 'application/json, application/problem+json',
    ...options?.headers,
  };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(endpoint.path, params, query), {
      method: endpoint.method,
      headers,
      body: payload,
      signal: options?.signal ?? null,
    });
  } catch (cause) {
    if (options?.signal?.aborted) throw cause;
    return fail(endpoint, new ApiError(0, '', null, ''), global);
  }
  serverAnswered();
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  return fail(endpoint, new ApiError(response.status, response.statusText, parseProblem(text), text), global);
}

function fail(endpoint: Endpoint, error: ApiError, global: boolean): never {
  if (global) applyGlobalAction(endpoint.method, error);
  throw error;
}

function applyGlobalAction(method: Method, error: ApiError, toastKey?: string): void {
  const action = globalAction(method, error);
  if (action.kind === 'page') setPageError(action.state);
  else if (action.kind === 'securityChanged') emit(SECURITY_CHANGED, {});
  else if (action.kind === 'serverError')
    emit(SERVER_ERROR, toastKey ? { detail: action.detail, key: toastKey } : { detail: action.detail });
}

/** `attachment; filename="x.csv"` → `x.csv`. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** `/users/:admId` + `{ admId }` → `/api/users/…`; query values: arrays comma-joined, empties dropped. */
export function buildUrl(path: string, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.map(String).join(','));
    } else if (value instanceof Date) search.set(key, value.toISOString());
    else search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${filled}${qs ? `?${qs}` : ''}`;
}
