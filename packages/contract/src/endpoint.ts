// The shape of one API endpoint as data: the server registers handlers from it, the web client calls
// through it, OpenAPI is generated from it, and the authorization and malformed-input tests walk it.
import type { z } from 'zod';
import type { Access } from './capabilities.js';
import type { DeclaredRefusal } from './refusals.js';

/** The XLSX media type a download answers with when asked for a workbook. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The file types a download endpoint may answer with. */
export type FileMediaType =
  | 'text/csv'
  | 'application/pdf'
  | 'application/xml'
  | 'text/calendar'
  | typeof XLSX_MEDIA_TYPE;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The error statuses an endpoint may declare (see Endpoint.errors). */
export type DeclaredError = 400 | 403 | 404 | 409 | 422;

export interface Endpoint {
  method: Method;
  /** Path under /api, Fastify style (`/courses/:id`); the specification's paths kept as written. */
  path: string;
  access: Access;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * Error statuses the endpoint answers beyond those its shape implies, which every endpoint documents
   * as they apply: 400 for any input, 401 and 403 for its access, 404 for a path naming a record, 409
   * for a version or a change to the record in its path, 422 for an Idempotency-Key, 429 for a file.
   * E.g. 404 for a record named in the body that may not exist.
   */
  errors?: readonly DeclaredError[];
  /**
   * The refusals of its areas' rules it may answer (refusals.ts), e.g. `invoiceRefusals.pick('not-draft')`:
   * OpenAPI lists their codes, and their statuses are documented as if declared in `errors`. The stale
   * version (`record.changed`) goes without saying for an endpoint that takes a version.
   */
  refuses?: readonly DeclaredRefusal[];
  /** Success status and its body schema; `null` for an empty body (204). */
  status?: 200 | 201 | 202 | 204;
  response: z.ZodType | null;
  /** Non-JSON success bodies (CSV, PDF): the handler returns a download to stream; the client reads a Blob. */
  produces?: FileMediaType;
  /** Other file types the same endpoint answers with when its request asks (a report's format xlsx). */
  alsoProduces?: readonly FileMediaType[];
  /**
   * Accepts an Idempotency-Key header (IDEMPOTENCY_KEY_HEADER, values as `idempotencyKey`): a repeat by the
   * same caller with the same key gets the first response again, marked `Idempotent-Replayed: true`,
   * instead of running twice; the same key with another body is refused (422).
   */
  idempotent?: boolean;
  /**
   * A request that only reads though it is not a GET (a search or an export whose filters need a body):
   * it changes nothing, so it leaves no audit event. Every other non-GET endpoint changes data, and the
   * server's tests check that each leaves one.
   */
  readOnly?: boolean;
}

/** Whether an endpoint changes data: every non-GET endpoint not declared `readOnly`. */
export const changesData = (e: Pick<Endpoint, 'method' | 'readOnly'>) => e.method !== 'GET' && !e.readOnly;

/** Declares an endpoint, keeping its literal type so handlers and clients are checked against it. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** An area's endpoints by name, or one part's (area-parts.ts). */
export type Endpoints = Record<string, Endpoint>;
/** An area split into parts, each with its endpoints by name: `contract.classes.records.updateClass`. */
export type PartedArea = Record<string, Endpoints>;
/** A contract area: its endpoints by name, or its parts by name (camelCase), never both. */
export type Area = Endpoints | PartedArea;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferIn<T> = T extends z.ZodType ? z.input<T> : undefined;

export type ParamsOf<E extends Endpoint> = Infer<E['params']>;
export type QueryOf<E extends Endpoint> = Infer<E['query']>;
export type BodyOf<E extends Endpoint> = Infer<E['body']>;
export type ResponseOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.infer<E['response']> : undefined;

/** What a caller passes: inputs before defaults are applied (the server applies them). */
export interface RequestOf<E extends Endpoint> {
  params: InferIn<E['params']>;
  query: InferIn<E['query']>;
  body: InferIn<E['body']>;
}
