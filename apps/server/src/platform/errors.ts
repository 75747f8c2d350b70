// Typed errors that services throw, and the one handler that writes them as RFC 9457 problem+json.
// A rule's refusal is thrown with refuse(), naming a kind its area declares in the contract.
import {
  type Problem,
  type RefusalArgs,
  type RefusalKindOf,
  type Refusals,
  recordRefusals,
  refusalMessage,
} from '@eco/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CONNECTION_RETRY_AFTER_SECONDS, isConnectionLost, isDataException } from './db-errors.js';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: Record<string, string[]>,
    /** RFC 9457 extension members beside `errors` (e.g. a class save's scheduling `checks`). */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(detail ?? title);
  }
}

/**
 * A declared refusal (the contract's refusals.ts): answered with its status, its `code` and `params`, the
 * sentence written from them as the detail, and beside its field (`errors`) when the kind names one.
 */
export class Refusal extends AppError {
  constructor(
    readonly code: string,
    readonly params: unknown,
    status: 400 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(
      status,
      status === 409 ? 'Conflict' : 'Bad Request',
      message,
      field === undefined ? undefined : { [field]: [message] },
      params === undefined ? { code } : { code, params },
    );
  }

  /** The same refusal beside another field: a rule shared by forms that name the field differently. */
  beside(field: string): Refusal {
    return new Refusal(this.code, this.params, this.status as 400 | 409, this.detail as string, field);
  }
}

/** The refusal of a kind `refusals` declares, written from its params: `throw refuse(invoiceRefusals, 'numbered', { number })`. */
export function refuse<R extends Refusals, N extends RefusalKindOf<R>>(
  refusals: R,
  kind: N,
  ...params: RefusalArgs<R['kinds'][N]>
): Refusal {
  const declared = refusals.kinds[kind];
  if (!declared) throw new Error(`${refusals.area} declares no refusal ${kind}`);
  const message = refusalMessage(refusals, kind, ...params);
  return new Refusal(refusals.code(kind), (params as unknown[])[0], declared.status, message, declared.field);
}

export const notFound = (what = 'Resource') => new AppError(404, 'Not Found', `${what} was not found.`);
export const forbidden = (detail = 'You do not have the capability this needs.') =>
  new AppError(403, 'Forbidden', detail);
export const unauthorized = (detail = 'Sign in to continue.') => new AppError(401, 'Unauthorized', detail);
/**
 * A 409: without a detail, the stale version every versioned record shares (`record.changed`); with one,
 * a refusal not declared yet (an area that adopts refusals throws refuse() instead).
 */
export const conflict = (detail?: string) =>
  detail === undefined ? refuse(recordRefusals, 'changed') : new AppError(409, 'Conflict', detail);
/** A rule broken by one field: a 400 whose `errors` names the field, shown beside it in the console. */
export const invalid = (field: string, message: string) =>
  new AppError(400, 'Bad Request', 'The request has invalid fields.', { [field]: [message] });

const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

/** Turns a zod issue path such as ['body', 'roles', 0] into the field name the form knows ('roles.0'). */
function fieldErrors(issues: readonly { instancePath?: string; message?: string; params?: unknown }[]) {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
    out[key] = [...(out[key] ?? []), issue.message ?? 'Invalid value'];
  }
  return out;
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const send = (body: Omit<Problem, 'type'> & { type?: string }) =>
      reply
        .status(body.status)
        .type(PROBLEM_TYPE)
        .send({ type: 'about:blank', ...body, instance: request.url, requestId: request.id });

    if (error instanceof AppError) {
      return send({
        ...error.extensions,
        title: error.title,
        status: error.status,
        detail: error.detail,
        errors: error.errors,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send({
        title: 'Bad Request',
        status: 400,
        detail: `The request's ${error.validationContext ?? 'input'} has invalid fields.`,
        errors: fieldErrors(error.validation),
      });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status < 500) {
      // Fastify's own client errors: malformed JSON, wrong media type, body too large...
      return send({ title: httpTitle(status), status, detail: error.message });
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return send({
        title: 'Bad Request',
        status: 400,
        detail: 'A value in the request is out of range or malformed.',
      });
    }
    if (isConnectionLost(error)) {
      request.log.warn({ err: error }, 'the database connection was lost during the request');
      reply.header('retry-after', String(CONNECTION_RETRY_AFTER_SECONDS));
      return send({
        title: 'Service Unavailable',
        status: 503,
        detail: 'The database is briefly unavailable. Try again in a moment.',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return send({ title: 'Internal Server Error', status: 500, detail: 'An unexpected error occurred.' });
  });
}

/** The 404 for an unknown route, as problem+json like every other error. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .type(PROBLEM_TYPE)
    .send({ type: 'about:blank', title: 'Not Found', status: 404, instance: request.url, requestId: request.id });
}

/**
 * Fastify's own refusals, made while routing and so before any hook: a path parameter past
 * maxParamLength (414) or a malformed URL (400). Written as problem+json like every other error.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  return reply
    .status(status)
    .type(PROBLEM_TYPE)
    .send({
      type: 'about:blank',
      title: httpTitle(status),
      status,
      detail: status === 414 ? 'The path is longer than any this server serves.' : 'The URL is malformed.',
      instance: request.url,
      requestId: request.id,
    });
}

function httpTitle(status: number) {
  const titles: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    406: 'Not Acceptable',
    409: 'Conflict',
    413: 'Content Too Large',
    414: 'URI Too Long',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
  };
  return titles[status] ?? 'Bad Request';
}
