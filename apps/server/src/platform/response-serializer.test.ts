// The compiled response serializer: the same bytes as zod's encoding plus JSON.stringify for the shapes
// the contract uses, every contract response schema compiles, and with validation on (tests,
// development) a response off the contract, or written differently, is a 500.
import { contract, contractEndpoints, endpointIdOf } from '@eco/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileResponseSerializer, responseSerializerCompiler } from './response-serializer.js';

const row = z.object({
  id: z.number().int(),
  code: z.string(),
  admId: z.uuid().nullable(),
  partnerId: z.number().int().nullable(),
  state: z.enum(['Active', 'Revoked']),
  revokedAt: z.iso.datetime().nullable(),
  note: z.string().optional(),
  // Declared after an optional one: the written order stays the declared one.
  createdAt: z.string(),
  headers: z.record(z.string(), z.string()).nullable(),
  ratio: z.number(),
  tags: z.array(z.string()),
  owner: z.object({ name: z.string().nullable() }).nullable(),
  any: z.unknown(),
});
const page = z.object({ results: z.array(row), totalRowCount: z.number().int(), page: z.number().int() });
const outcome = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), id: z.number() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);

const zodWrites = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value as never));

describe('compileResponseSerializer', () => {
  it('writes what zod writes: nulls, optional keys, escapes, records, nested objects, order, extra keys', () => {
    const rows = [
      {
        id: 1,
        code: 'ABCD-"EFGH"-\\',
        admId: '0b7d3c4e-8f1a-4c2b-9d3e-5f6a7b8c9d0e',
        partnerId: 7,
        state: 'Revoked',
        revokedAt: '2025-03-14T09:26:53.589Z',
        note: 'line\nbreak \u2028 é 😀',
        createdAt: '2025-01-01T00:00:00.000Z',
        headers: { 'x-a': '1', 'quote"d': 'v' },
        ratio: 0.1 + 0.2,
        tags: ['a', ''],
        owner: { name: null },
        any: { nested: [1, null, 'x'] },
        notInTheContract: 'left out',
      },
      {
        id: 2,
        code: '',
        admId: null,
        partnerId: null,
        state: 'Active',
        revokedAt: null,
        note: undefined,
        createdAt: 'x',
        headers: null,
        ratio: -0,
        tags: [],
        owner: null,
        any: null,
      },
    ];
    const value = { results: rows, totalRowCount: 1_000_001, page: 1 };
    expect(compileResponseSerializer(page)(value)).toBe(zodWrites(page, value));
  });

  it('picks the member of a discriminated union as zod does', () => {
    const write = compileResponseSerializer(outcome);
    for (const value of [
      { ok: true, id: 3 },
      { ok: false, error: 'Revoked', extra: 1 },
    ]) {
      expect(write(value)).toBe(zodWrites(outcome, value));
    }
  });

  const responses = contractEndpoints(contract)
    .filter(({ endpoint: e }) => e.response && !e.produces)
    .map(({ endpoint: e, ...place }) => ({ name: endpointIdOf(place), schema: e.response as z.ZodType }));

  it.each(responses)('compiles the response schema of $name', ({ schema }) => {
    expect(compileResponseSerializer(schema)).toBeTypeOf('function');
  });
});

describe('responseSerializerCompiler over HTTP', () => {
  const small = z.object({ name: z.string(), trimmed: z.string().overwrite((s) => s.trim()) });
  const servers: FastifyInstance[] = [];
  const urls: Record<'validating' | 'serialising', string> = { validating: '', serialising: '' };

  beforeAll(async () => {
    for (const mode of ['validating', 'serialising'] as const) {
      const app = Fastify();
      app.setSerializerCompiler(responseSerializerCompiler({ validate: mode === 'validating' }));
      const route = (url: string, body: unknown) =>
        app.get(url, { schema: { response: { 200: small } } }, async () => body);
      route('/right', { name: 'a', trimmed: 'b', extra: 'c' });
      route('/wrong', { name: 1, trimmed: 'b' });
      // zod's encoding trims; the compiled serializer only copies what the schema declares.
      route('/different', { name: 'a', trimmed: ' b ' });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address() as { port: number };
      urls[mode] = `http://127.0.0.1:${address.port}`;
      servers.push(app);
    }
  });
  afterAll(() => Promise.all(servers.map((s) => s.close())));

  const get = async (base: string, path: string) => {
    const res = await fetch(`${base}${path}`);
    return { status: res.status, body: await res.text() };
  };

  it('sends what the contract declares, in both modes', async () => {
    for (const base of Object.values(urls)) {
      expect(await get(base, '/right')).toEqual({ status: 200, body: '{"name":"a","trimmed":"b"}' });
    }
  });

  it('refuses a response off the contract when validating, and only serialises it otherwise', async () => {
    expect((await get(urls.validating, '/wrong')).status).toBe(500);
    expect(await get(urls.serialising, '/wrong')).toEqual({ status: 200, body: '{"name":1,"trimmed":"b"}' });
  });

  it('refuses a response the compiled serializer would write differently from zod when validating', async () => {
    expect((await get(urls.validating, '/different')).status).toBe(500);
    expect((await get(urls.serialising, '/different')).body).toBe('{"name":"a","trimmed":" b "}');
  });
});
