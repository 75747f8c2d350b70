// What an area's audit examples are (areas/<area>/audit-examples.ts): one successful request for each of
// its endpoints that change data, which the audit test sends to check the change leaves an audit event.
import type { Contract, EndpointNameOf } from '@eco/contract';
import type { Db } from '../db/client.js';

/** An answer of the API as an example reads it: JSON, its shape the example's to know. */
// biome-ignore lint/suspicious/noExplicitAny: examples read the answers of many endpoints as plain JSON
export type AuditAnswer = any;

/** The request an example makes: its path parameters, query and body. */
export interface AuditCall {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: object;
  /** Reads the change's answer, for the area's later examples (e.g. the codes a generation made). */
  answered?: (answer: AuditAnswer) => void;
}

/** What an example may use: the database, and the API as an administrator. */
export interface AuditKit {
  db: Db;
  /** GET /api<url> as the administrator, expecting 200: its answer. */
  get: (url: string) => Promise<AuditAnswer>;
  /** The `version` of the record GET /api<url> answers. */
  version: (url: string) => Promise<number>;
  /** POST /api<url> as the administrator, for a record an example needs on its way: its answer. */
  post: (url: string, payload: object) => Promise<AuditAnswer>;
}

export type AuditExample = (kit: AuditKit) => Promise<AuditCall>;

/** An area's examples by endpoint name (across its parts in an area split into parts). */
export type AuditExamples<K extends keyof Contract> = { [N in EndpointNameOf<Contract[K]>]?: AuditExample };

/** Declares an area's audit examples, checked against the area's endpoint names. */
export const defineAuditExamples = <K extends keyof Contract>(area: K, examples: AuditExamples<K>) => ({
  area,
  examples: examples as Partial<Record<string, AuditExample>>,
});
