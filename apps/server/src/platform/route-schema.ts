// The Fastify route schema of a contract endpoint: what validates input, what checks responses on the way
// out, and what OpenAPI documents: summary, tag, operationId and every response the endpoint can give.
import {
  type DeclaredRefusal,
  type Endpoint,
  type EndpointPlace,
  endpointIdOf,
  type Problem,
  problem,
  recordRefusals,
  XLSX_MEDIA_TYPE,
} from '@eco/contract';
import { z } from 'zod';

/** The one problem+json component every error response refers to (`#/components/schemas/Problem`). */
export const problemSchema = problem.meta({
  id: 'Problem',
  description:
    'RFC 9457 problem details. On a 400 or 422, `errors` maps each refused field to its messages. A refusal ' +
    "of an area's rules also carries its `code` (listed per response) and the `params` its detail is written from.",
});

const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** Documented only: the header lives outside the validated schema, read by the idempotent handler. */
export const IDEMPOTENCY_KEY_HEADER = {
  type: 'object',
  properties: {
    'Idempotency-Key': {
      type: 'string',
      pattern: '^[\\x21-\\x7e]{1,255}$',
      description:
        'Any 1 to 255 visible ASCII characters, e.g. a UUID. A repeat with the same key returns the first response.',
      examples: ['5f0c6b52-8d0e-4a6c-9f3e-2b7a1d4c9e10'],
    },
  },
} as const;

interface ErrorDoc {
  description: string;
  example: Pick<Problem, 'title' | 'detail' | 'errors'>;
}

const EXAMPLE_REQUEST_ID = '0b4ad4a2-6d3b-4c1e-9b8e-4f2f7c1d2a90';

const ERRORS = {
  400: {
    description: 'Invalid input: `errors` names each refused field.',
    example: {
      title: 'Bad Request',
      detail: "The request's body has invalid fields.",
      errors: { name: ['Required'], 'price.amount': ['At least 0'] },
    },
  },
  401: {
    description: 'No valid bearer token.',
    example: { title: 'Unauthorized', detail: 'The bearer token is invalid or has expired.' },
  },
  403: {
    description: 'The caller lacks the capability this endpoint needs.',
    example: { title: 'Forbidden', detail: 'You do not have the capability this needs.' },
  },
  404: {
    description: 'The record named in the path does not exist.',
    example: { title: 'Not Found', detail: 'Resource was not found.' },
  },
  409: {
    description: 'The record changed since it was read (stale version), or its state refuses this change.',
    example: {
      title: 'Conflict',
      detail: 'Someone else changed this record since you loaded it. Reload it and apply your changes again.',
    },
  },
  422: {
    description: 'The Idempotency-Key was already used with a different request.',
    example: {
      title: 'Unprocessable Content',
      detail: 'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
      errors: { 'Idempotency-Key': ['Already used with a different request'] },
    },
  },
  429: {
    description:
      'Too many exports are running (on this server, or of this person): try again after the seconds in Retry-After.',
    example: {
      title: 'Too Many Requests',
      detail: 'The server is busy with other exports. Try again in 5 seconds.',
    },
  },
} satisfies Record<number, ErrorDoc>;

type ErrorStatus = keyof typeof ERRORS;

const SUCCESS_DESCRIPTIONS = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content' } as const;

/** Streamed bodies are written by the handler, never serialised: the schema only documents them. */
const STREAMED = {
  'text/csv': z.string().meta({ description: 'CSV with a header row.' }),
  'application/pdf': z.string().meta({ format: 'binary', description: 'A PDF document.' }),
  'application/xml': z.string().meta({ description: 'An XML document (an EN 16931 e-invoice: UBL 2.1 or CII D16B).' }),
  'text/calendar': z.string().meta({ description: 'An iCalendar file (RFC 5545).' }),
  [XLSX_MEDIA_TYPE]: z.string().meta({ format: 'binary', description: 'An XLSX workbook.' }),
} as const;

const hasVersion = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject && Object.hasOwn(schema.shape, 'version');

/** Whether the endpoint honours an Idempotency-Key, when the contract declares it. */
export const isIdempotent = (endpoint: Endpoint) => 'idempotent' in endpoint && endpoint.idempotent === true;

/** The error statuses an endpoint can answer: derived from its shape, and those it declares (`errors`). */
export function errorStatusesOf(endpoint: Endpoint): ErrorStatus[] {
  const declared = new Set<number>([...(endpoint.errors ?? []), ...(endpoint.refuses ?? []).map((r) => r.status)]);
  const hasPathParams = endpoint.params !== undefined;
  const capability = endpoint.access !== 'public' && endpoint.access !== 'signedIn';
  // A change to one record can meet a stale version or a state that refuses it; a repeated idempotency
  // key can meet its first request still running.
  const conflicts =
    hasVersion(endpoint.body) ||
    hasVersion(endpoint.query) ||
    (endpoint.method !== 'GET' && hasPathParams) ||
    isIdempotent(endpoint);
  const statuses: [ErrorStatus, boolean][] = [
    [400, hasPathParams || endpoint.query !== undefined || endpoint.body !== undefined],
    [401, endpoint.access !== 'public'],
    [403, capability],
    [404, hasPathParams],
    [409, conflicts],
    [422, isIdempotent(endpoint)],
    // File exports wait for a turn of the export gate, and are refused when none comes soon.
    [429, endpoint.produces !== undefined],
  ];
  return statuses.filter(([status, applies]) => applies || declared.has(status)).map(([status]) => status);
}

/** The refusals an endpoint may answer: those it declares, and the stale version when it takes one. */
export function refusalsOf(endpoint: Endpoint): DeclaredRefusal[] {
  const stale = hasVersion(endpoint.body) || hasVersion(endpoint.query) ? recordRefusals.pick('changed') : [];
  return [...stale, ...(endpoint.refuses ?? [])];
}

/** A status's description, followed by the codes of the refusals it answers with, each with an example. */
function describedWith(description: string, refusals: readonly DeclaredRefusal[]) {
  if (!refusals.length) return description;
  const lines = refusals.map((r) => `- \`${r.code}\`: ${r.example}`);
  return [description, '', 'Refusals, by `code`:', ...lines].join('\n');
}

function errorResponse(status: ErrorStatus, refusals: readonly DeclaredRefusal[]) {
  const { description, example } = ERRORS[status];
  const { title, ...rest } = example;
  const body = { type: 'about:blank', title, status, ...rest, requestId: EXAMPLE_REQUEST_ID };
  return {
    description: describedWith(
      description,
      refusals.filter((r) => r.status === status),
    ),
    content: { [PROBLEM_MEDIA_TYPE]: { schema: problemSchema, example: body } },
  };
}

function successResponse(endpoint: Endpoint, status: number) {
  const description = SUCCESS_DESCRIPTIONS[status as keyof typeof SUCCESS_DESCRIPTIONS] ?? 'Success';
  if (endpoint.produces) {
    const types = [endpoint.produces, ...(endpoint.alsoProduces ?? [])];
    return { description, content: Object.fromEntries(types.map((type) => [type, { schema: STREAMED[type] }])) };
  }
  // No body (204): a null schema with no media type, which OpenAPI writes as a response without content.
  if (endpoint.response === null) return z.null().meta({ description });
  return { description, content: { 'application/json': { schema: endpoint.response } } };
}

/** The endpoint's summary split for OpenAPI: the first sentence as summary, the whole as description. */
export function summaryOf(text: string) {
  const first = /^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;
  return first === text ? { summary: text } : { summary: first, description: text };
}

/** The route schema, naming only the parts the endpoint declares. */
export function schemaOf(place: EndpointPlace, endpoint: Endpoint, status: number) {
  const response = {
    [status]: successResponse(endpoint, status),
    ...Object.fromEntries(errorStatusesOf(endpoint).map((s) => [s, errorResponse(s, refusalsOf(endpoint))])),
  };
  const parts = { params: endpoint.params, querystring: endpoint.query, body: endpoint.body };
  const declared = Object.entries(parts).filter(([, v]) => v !== undefined);
  // operationIds are unique across the document (`passcodes.list`, in a part `classes.records.list`); the
  // area is the tag, one for all its parts.
  return {
    ...summaryOf(endpoint.summary),
    operationId: endpointIdOf(place),
    tags: [place.area],
    // Public endpoints need no token: an empty list overrides the document's bearer requirement.
    ...(endpoint.access === 'public' ? { security: [] } : {}),
    ...(isIdempotent(endpoint) ? { documentedHeaders: IDEMPOTENCY_KEY_HEADER } : {}),
    ...Object.fromEntries(declared),
    response,
  };
}
