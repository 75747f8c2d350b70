// Writes JSON responses with a serializer compiled once per route from the contract's zod schema (its
// JSON Schema, through fast-json-stringify), instead of validating every response with zod and then
// calling JSON.stringify. With `validate` (tests, development), each response is still checked against
// the contract, and the compiled output must equal what zod's encoding and JSON.stringify would send.
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod writes "X or null" as `anyOf: [X, {type: 'null'}]` (or `type: [X, 'null']`); fast-json-stringify
 * would check every such value against each branch with a validator, so they become `nullable` X.
 */
function nullableInPlace(schema: JsonSchema): JsonSchema {
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const other = anyOf.find((branch) => !(isObject(branch) && branch.type === 'null'));
    if (isObject(other) && anyOf.some((branch) => isObject(branch) && branch.type === 'null')) {
      const { anyOf: _anyOf, ...rest } = schema;
      return nullableInPlace({ ...rest, ...other, nullable: true });
    }
  }
  const type = schema.type;
  if (Array.isArray(type) && type.length === 2 && type.includes('null')) {
    return { ...schema, type: type.find((t) => t !== 'null'), nullable: true };
  }
  return schema;
}

/**
 * fast-json-stringify writes required properties before optional ones; zod writes them in the order
 * the schema declares them. Where those differ, the object keeps its order and loses `required` (a
 * missing property is then left out rather than refused: checking is the contract's job, in tests).
 */
function keepOrderInPlace(schema: JsonSchema): JsonSchema {
  const { properties, required } = schema;
  if (!isObject(properties) || !Array.isArray(required)) return schema;
  const keys = Object.keys(properties);
  const firstOptional = keys.findIndex((k) => !required.includes(k));
  const requiredAfterOptional = firstOptional >= 0 && keys.slice(firstOptional).some((k) => required.includes(k));
  if (!requiredAfterOptional) return schema;
  const { required: _required, ...rest } = schema;
  return rest;
}

/**
 * The JSON Schema fast-json-stringify compiles: zod's, with nullable values made cheap, properties in
 * zod's order, and without `additionalProperties: false`. zod strips unknown keys rather than refusing them, and so does the
 * compiled serializer, which writes declared properties only; but it picks a union's branch with a
 * validator, where that keyword would refuse an object carrying one key more than the branch names.
 */
export function serializableJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(serializableJsonSchema);
  if (!isObject(value)) return value;
  const walked = Object.fromEntries(
    Object.entries(value)
      .filter(([k, v]) => !(k === 'additionalProperties' && v === false))
      .map(([k, v]) => [k, serializableJsonSchema(v)]),
  );
  return keepOrderInPlace(nullableInPlace(walked));
}

/** The compiled serializer of one response schema, built once when the route is registered. */
export function compileResponseSerializer(schema: z.ZodType): (data: unknown) => string {
  const json = z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
    // A part JSON Schema cannot describe is written as JSON.stringify writes it.
    unrepresentable: 'any',
    reused: 'inline',
    cycles: 'ref',
  });
  return fastJson(serializableJsonSchema(json) as Parameters<typeof fastJson>[0]);
}

/**
 * Fastify's serializer compiler for the contract's response schemas. Without `validate` it sends what
 * the handler returned through the compiled serializer; with it, a response off the contract, or one
 * the compiled serializer would write differently from today's zod path, is a 500.
 */
export function responseSerializerCompiler(options: { validate: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema, method, url } = route;
    // Not a zod schema: the zod provider's compiler says why it cannot serialise it.
    if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route as never);
    const compiled = compileResponseSerializer(schema);
    if (!options.validate) return compiled;
    return (data: unknown) => {
      const checked = z.safeEncode(schema, data as never);
      if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
      const written = compiled(data);
      const expected = JSON.stringify(checked.data);
      if (written !== expected) throw new Error(`${method} ${url}: ${firstDifference(written, expected)}`);
      return written;
    };
  };
}

/** Where two serialisations part, with some text around it. */
function firstDifference(written: string, expected: string) {
  let i = 0;
  while (i < written.length && written[i] === expected[i]) i++;
  const around = (text: string) => text.slice(Math.max(0, i - 80), i + 80);
  return `the compiled serializer wrote …${around(written)}… where zod's encoding gives …${around(expected)}…`;
}
