// An area split into parts (nested routers): the contract's walk yields each endpoint with its part,
// registerArea serves it from handlers grouped by part, named `area.part.name` in OpenAPI and
// `area-word.part-word.name` for Idempotency-Keys and the audit check; a flat area keeps its names.
import {
  type Area,
  contract,
  contractEndpoints,
  endpoint,
  endpointIdOf,
  endpointsOf,
  type IsParted,
} from '@eco/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type AreaDeps, type Handlers, registerArea } from './register-area.js';
import { responseSerializerCompiler } from './response-serializer.js';

const show = endpoint({
  method: 'GET',
  path: '/course-stats/records/:id',
  access: 'public',
  summary: 'One record.',
  params: z.object({ id: z.coerce.number().int() }),
  response: z.object({ id: z.number(), part: z.string() }),
});
const add = endpoint({
  method: 'POST',
  path: '/course-stats/self-paced',
  access: 'public',
  summary: 'Adds a student.',
  body: z.object({ name: z.string() }),
  status: 201,
  response: z.object({ name: z.string() }),
});
/** A small area in two parts, as `<area>/index.ts` exports a parted area. */
const courseStats = { records: { show }, selfPaced: { add } };
const flat = { show };

describe('the walk of an area', () => {
  it('yields each endpoint of a part with its part, and of a flat area without one', () => {
    expect(endpointsOf('courseStats', courseStats).map(endpointIdOf)).toEqual([
      'courseStats.records.show',
      'courseStats.selfPaced.add',
    ]);
    expect(endpointsOf('courseStats', courseStats)[1]).toEqual({
      area: 'courseStats',
      part: 'selfPaced',
      name: 'add',
      endpoint: add,
    });
    expect(endpointsOf('passcodes', flat)).toEqual([{ area: 'passcodes', name: 'show', endpoint: show }]);
  });

  it('refuses an area that mixes endpoints and parts', () => {
    expect(() => endpointsOf('mixed', { show, records: { add } } as unknown as Area)).toThrow(/mixes/);
  });

  it('tells a parted area from a flat one by type', () => {
    expectTypeOf<IsParted<typeof courseStats>>().toEqualTypeOf<true>();
    expectTypeOf<IsParted<typeof flat>>().toEqualTypeOf<false>();
    expectTypeOf<IsParted<typeof contract.passcodes>>().toEqualTypeOf<false>();
  });

  it('names each endpoint of the contract once in its area, across its parts', () => {
    const ids = contractEndpoints(contract).map(({ area, name }) => `${area}.${name}`);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

describe('registerArea with an area in parts', () => {
  let app: FastifyInstance;
  const routes: { url: string; operation?: string; operationId?: unknown; tags?: unknown }[] = [];
  const handlers: Handlers<typeof courseStats> = {
    records: { show: ({ params }) => ({ id: params.id, part: 'records' }) },
    selfPaced: { add: ({ body }) => ({ name: body.name }) },
  };

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler({ validate: true }));
    app.addHook('onRoute', (route) => {
      const { operationId, tags } = (route.schema ?? {}) as { operationId?: unknown; tags?: unknown };
      if (route.method !== 'HEAD')
        routes.push({ url: route.url, operation: route.config?.operation, operationId, tags });
    });
    // Public endpoints that write nothing need no database, token or export turn.
    const deps = { db: {}, exports: { interactiveStarted: () => () => {} } } as unknown as AreaDeps;
    registerArea(app, deps, { key: 'courseStats', word: 'course-stats' }, courseStats, handlers);
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers each part through its own handlers', async () => {
    const shown = await app.inject({ method: 'GET', url: '/api/course-stats/records/7' });
    expect(shown.json()).toEqual({ id: 7, part: 'records' });
    const added = await app.inject({ method: 'POST', url: '/api/course-stats/self-paced', payload: { name: 'Ana' } });
    expect([added.statusCode, added.json()]).toEqual([201, { name: 'Ana' }]);
  });

  it('names each route area.part.name, tags it with its area, and spells its operation with words', () => {
    expect(routes.filter((r) => r.url.startsWith('/api/'))).toEqual([
      {
        url: '/api/course-stats/records/:id',
        operation: 'course-stats.records.show',
        operationId: 'courseStats.records.show',
        tags: ['courseStats'],
      },
      {
        url: '/api/course-stats/self-paced',
        operation: 'course-stats.self-paced.add',
        operationId: 'courseStats.selfPaced.add',
        tags: ['courseStats'],
      },
    ]);
  });

  it('refuses to start without a handler for an endpoint of a part', () => {
    const bare = Fastify();
    const missing = { records: handlers.records } as unknown as Handlers<typeof courseStats>;
    expect(() =>
      registerArea(bare, {} as AreaDeps, { key: 'courseStats', word: 'course-stats' }, courseStats, missing),
    ).toThrow(/selfPaced\.add/);
  });

  it('takes handlers grouped by part, and a flat area’s by name', () => {
    // @ts-expect-error an area in parts takes its handlers by part
    const byName: Handlers<typeof courseStats> = { show: handlers.records.show, add: handlers.selfPaced.add };
    const flatHandlers: Handlers<typeof flat> = { show: handlers.records.show };
    expect([byName, flatHandlers]).toHaveLength(2);
  });
});
