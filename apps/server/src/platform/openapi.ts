// OpenAPI 3.1 generated from the contract's zod schemas, at /api/openapi.json with a docs page at /api/docs.
// Only /api routes are documented: the identity provider, health checks and the console are not the API.
import { areaTags } from '@eco/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { API_PREFIX } from './register-area.js';

/** `enrollmentCodes` → `Enrollment codes`, the name a reader sees in the docs page. */
const displayName = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformObjectInput = Parameters<typeof jsonSchemaTransformObject>[0];
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null;

/** The route's schema as OpenAPI sees it: non-API routes hidden, examples and documented headers kept. */
function transformRoute(input: TransformInput) {
  if (!input.url.startsWith(`${API_PREFIX}/`)) return { schema: { hide: true }, url: input.url };
  const result = jsonSchemaTransform(input);
  const source = (input.schema ?? {}) as JsonObject;
  const schema = result.schema as JsonObject;
  // The zod transform keeps only each media type's schema; the examples beside it are put back.
  const responses = isObject(source.response) ? source.response : {};
  const documented = isObject(schema.response) ? schema.response : {};
  for (const [status, response] of Object.entries(responses)) {
    const target = documented[status];
    if (!isObject(response) || !isObject(response.content) || !isObject(target) || !isObject(target.content)) continue;
    for (const [mediaType, media] of Object.entries(response.content)) {
      const targetMedia = target.content[mediaType];
      if (isObject(media) && media.example !== undefined && isObject(targetMedia)) targetMedia.example = media.example;
    }
  }
  // Headers that the handler reads itself are documented without being validated by Fastify.
  if (schema.documentedHeaders) {
    schema.headers = schema.documentedHeaders;
    delete schema.documentedHeaders;
  }
  return result;
}

/** Every `$ref` target named anywhere in a value. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child);
      else refsIn(child, found);
    }
  }
  return found;
}

/** The components of the schema registry, keeping only those the document refers to (the zod transform
 * emits an input and an output variant of each), and a described tag per area. */
function transformDocument(input: TransformObjectInput) {
  const document = jsonSchemaTransformObject(input) as JsonObject & { components: { schemas?: JsonObject } };
  const schemas = document.components.schemas ?? {};
  const prefix = '#/components/schemas/';
  const kept = new Set<string>();
  let pending = [...refsIn({ ...document, components: { ...document.components, schemas: {} } })];
  while (pending.length > 0) {
    const names = pending.filter((ref) => ref.startsWith(prefix)).map((ref) => ref.slice(prefix.length));
    const fresh = names.filter((name) => !kept.has(name) && schemas[name] !== undefined);
    for (const name of fresh) kept.add(name);
    pending = fresh.flatMap((name) => [...refsIn(schemas[name])]);
  }
  // One tag per contract area, its sentence from the area's declaration (its `tag`).
  const tags = Object.entries(areaTags).map(([name, description]) => ({
    name,
    description,
    'x-displayName': displayName(name),
  }));
  return {
    ...document,
    tags,
    components: {
      ...document.components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name))),
    },
  };
}

export async function installOpenApi(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.productName} Eco API`,
        version: '1.0.0',
        description:
          'The staff back office API. Errors are RFC 9457 problem details (application/problem+json); ' +
          'a 400 names each refused field in `errors`.',
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: transformRoute,
    transformObject: transformDocument,
    // Contract routes carry their area's tag; anything untagged is not part of the API.
    hideUntagged: true,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
