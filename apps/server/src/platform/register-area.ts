// Turns a contract area plus its handler object into Fastify routes: validation from the contract's
// zod schemas, the declared access enforced before anything else runs, responses written by the
// serializer compiled from the contract (and checked against it with VALIDATE_RESPONSES).
// What an endpoint declares beyond JSON in and out is handled here too, so handlers never see Fastify:
// an idempotent endpoint's ctx.write stores and replays its response, a file endpoint's download is sent.
import {
  type Area,
  allows,
  areaWords,
  type BodyOf,
  contract,
  type Endpoint,
  type EndpointPlace,
  endpointsOf,
  type HistoryEntity,
  historyEntities,
  IDEMPOTENT_REPLAYED_HEADER,
  type IsParted,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@eco/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { type AreaModule, emailTypesOf, type HistorySources, historySourcesOf } from './area-definition.js';
import type { AttentionContributor } from './attention.js';
import type { TokenVerifier } from './auth.js';
import { createContext, type RequestContext } from './context.js';
import { type Download, sendDownload } from './download.js';
import { forbidden } from './errors.js';
import type { ExportGate } from './export-gate.js';
import type { RegisteredFinder } from './finders.js';
import { idempotentContext, readIdempotencyKey } from './idempotency.js';
import type { EmailType } from './mail/index.js';
import type { OwnedTable } from './owned-tables.js';
import type { Principal, PrincipalResolver } from './principal.js';
import { schemaOf } from './route-schema.js';
import { refuseUnstorableText } from './storable-text.js';

export interface HandlerInput<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** For an idempotent endpoint, `ctx.write` is the idempotent one (see idempotency.ts). */
  ctx: RequestContext;
}

type UncheckedInput = { params: unknown; query: unknown; body: unknown; ctx: RequestContext };

/** What a handler returns: the response body, or for an endpoint that `produces` a file, the download. */
export type ResultOf<E extends Endpoint> = E extends { produces: string } ? Download : ResponseOf<E>;

export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<ResultOf<E>> | ResultOf<E>;
/** A flat area's or one part's handlers, by endpoint name. */
type EndpointHandlers<E> = { [K in keyof E]: E[K] extends Endpoint ? Handler<E[K]> : never };
/**
 * An area's handlers by endpoint name; for an area split into parts, by part and then by name
 * (`{ records: { updateClass } }`), so each part's folder makes its own `Handlers<typeof contract.<area>.<part>>`.
 */
export type Handlers<A extends Area> =
  IsParted<A> extends true ? { [P in keyof A]: EndpointHandlers<A[P]> } : EndpointHandlers<A>;

export interface AreaDeps {
  db: Db;
  config: Config;
  verifyToken: TokenVerifier;
  principals: PrincipalResolver;
  /** Bounds the file exports running at once (per instance, per person) and reads them on their own pool. */
  exports: ExportGate;
  /**
   * Adds the demo rows that are missing (System, Seed demo data). The demo seeders sit above the areas
   * (they read every area's tables), so the app hands this in.
   */
  seedMissingDemo: (tx: Db, password: string) => Promise<{ kind: string; count: number }[]>;
  /** What every area declared for Go to and for the start page (see AreaExtras). */
  finders: readonly RegisteredFinder[];
  attention: readonly AttentionContributor[];
  /** Every table holding rows an account owns, as the areas declared them (merge, holdings). */
  owned: readonly OwnedTable[];
  /** Every e-mail type the product sends, as the areas declared them (and the platform's). */
  emailTypes: readonly EmailType[];
  /** Where each record kind's history is kept, from the area that declares it (History). */
  historySources: Readonly<Record<HistoryEntity, HistorySources>>;
}

/** What the server makes once for every area; registerAreas adds what the areas declared. */
export type ServerDeps = Omit<AreaDeps, 'finders' | 'attention' | 'owned' | 'emailTypes' | 'historySources'>;

export { type AreaExtras, type AreaModule, defineArea } from './area-definition.js';

/** Registers every area of `modules`; refuses to start when a contract area has no module. */
export function registerAreas(app: FastifyInstance, deps: ServerDeps, modules: readonly AreaModule[]) {
  const missing = Object.keys(contract).filter((key) => !modules.some((m) => m.key === key));
  if (missing.length > 0) throw new Error(`No handlers for contract area(s): ${missing.join(', ')}`);
  const all: AreaDeps = {
    ...deps,
    finders: modules.flatMap((m) => (m.finders ?? []).map((f) => ({ ...f, area: m.key }))),
    attention: modules.flatMap((m) => m.attention ?? []),
    owned: ownedTablesOf(modules),
    emailTypes: emailTypesOf(modules),
    historySources: historySourcesOf(modules, Object.keys(historyEntities) as HistoryEntity[]),
  };
  for (const module of modules) {
    // Each module's handlers were checked against its own area by defineArea.
    const handlers = module.handlers(all) as unknown as Handlers<Area>;
    registerArea<Area>(app, all, { key: module.key, word: areaWords[module.key] }, contract[module.key], handlers);
  }
}

/** Every area's owned tables, in the order of the list of areas. */
export const ownedTablesOf = (modules: readonly AreaModule[]) => modules.flatMap((m) => m.owned ?? []);

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** Set on every route made by registerArea; /api routes without it refuse to start. */
    fromContract?: boolean;
    /** The contract endpoint a route serves, and its operation as the audit trail spells it. */
    endpoint?: Endpoint;
    operation?: string;
  }
}

export const API_PREFIX = '/api';

export function registerArea<A extends Area>(
  app: FastifyInstance,
  deps: AreaDeps,
  declared: { key: string; word: string },
  area: A,
  handlers: Handlers<A>,
) {
  for (const { endpoint, ...place } of endpointsOf(declared.key, area)) {
    const { part, name } = place;
    // Fastify has parsed the input with the endpoint's schemas: the handler gets what its type says.
    const handler = handlerOf(handlers, place);
    if (!handler)
      throw new Error(`No handler for ${endpoint.method} ${endpoint.path} (${part ? `${part}.` : ''}${name})`);
    if (!endpoint.access) throw new Error(`${endpoint.method} ${endpoint.path} declares no access rule`);
    const status = endpoint.status ?? (endpoint.response ? 200 : 204);
    // The area's declared word as the audit trail spells it (enrollment-codes.generate), and in a part the
    // part's key in kebab-case too (classes.self-paced.addStudent): scopes Idempotency-Keys; the audit check
    // reads the area from it.
    const operation = [declared.word, ...(part === undefined ? [] : [wordOf(part)]), name].join('.');
    app.withTypeProvider<ZodTypeProvider>().route({
      method: endpoint.method,
      url: API_PREFIX + endpoint.path,
      config: { fromContract: true, endpoint, operation },
      schema: schemaOf(place, endpoint, status),
      onRequest: (request) => authorize(request, endpoint, deps),
      preValidation: refuseUnstorableText,
      handler: async (request, reply) => {
        const input = { params: request.params, query: request.query, body: request.body };
        if (endpoint.produces) {
          // A file export runs in a turn of the export gate, reading through the exports' own pool.
          const ctx = createContext(deps.exports.db, request.principal, request.id, request.log);
          const person = personOf(request.principal);
          const download = await deps.exports.run(
            person,
            reply,
            async () => (await handler({ ...input, ctx })) as Download,
          );
          return sendDownload(reply.status(status), download);
        }
        const ctx = contextOf(request, reply, deps, endpoint.idempotent ? { operation, status } : undefined);
        const done = deps.exports.interactiveStarted(); // running exports give way meanwhile
        try {
          const result = await handler({ ...input, ctx });
          reply.status(status);
          return endpoint.response ? result : reply.send();
        } finally {
          done();
        }
      },
    });
  }
}

/** A part's key as the audit trail spells it: selfPaced → self-paced. */
const wordOf = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The handler of the endpoint at `place`: by name, or in a parted area by part and then by name. */
function handlerOf(handlers: object, { part, name }: EndpointPlace) {
  const map = (part === undefined ? handlers : (handlers as Record<string, object | undefined>)[part]) ?? {};
  return (map as Record<string, ((input: UncheckedInput) => unknown) | undefined>)[name];
}

/** The handler's context: for an idempotent endpoint sent an Idempotency-Key, with the idempotent write. */
function contextOf(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AreaDeps,
  idempotent: { operation: string; status: number } | undefined,
): RequestContext {
  const ctx = createContext(deps.db, request.principal, request.id, request.log);
  const key = idempotent && readIdempotencyKey(request.headers['idempotency-key']);
  if (!idempotent || key === undefined) return ctx;
  const onReplay = () => reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  // A key replays only the same request: for a path naming a record (an account), the same record too.
  const params = (request.params ?? {}) as Record<string, unknown>;
  const sent = Object.keys(params).length ? { params, body: request.body } : request.body;
  return idempotentContext(ctx, { ...idempotent, key, request: sent, onReplay });
}

/** Who counts as one person for the export gate: their account, else their subject at the issuer. */
const personOf = (principal: Principal | null) =>
  principal?.account?.admId ?? (principal ? `${principal.issuer} ${principal.subject}` : 'anonymous');

/** Runs before parsing: callers without the capability learn nothing about valid input. */
async function authorize(request: FastifyRequest, endpoint: Endpoint, deps: AreaDeps) {
  request.principal = null;
  if (endpoint.access === 'public') return;
  const token = await deps.verifyToken(request.headers.authorization);
  const principal = await deps.principals.resolve(token);
  request.principal = principal;
  if (!allows(endpoint.access, principal.capabilities, true)) throw forbidden();
}

/** Refuses any /api route that did not come from the contract, so nothing escapes its access rule. */
export function guardApiRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    const documentation = url === `${API_PREFIX}/openapi.json` || url.startsWith(`${API_PREFIX}/docs`);
    if (url.startsWith(`${API_PREFIX}/`) && !route.config?.fromContract && !documentation) {
      throw new Error(`Route ${route.method} ${url} is not declared in the contract`);
    }
  });
}
