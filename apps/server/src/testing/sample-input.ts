// A valid request input made from an endpoint's schema, naming records that do not exist: every id a
// number past any row (the largest int4), every UUID a fresh one. The generated tests send it to see how
// each endpoint answers for a record it cannot find.
import { randomUUID } from 'node:crypto';
import { INT4_MAX } from '@eco/contract';
import { z } from 'zod';

interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Strings a pattern of the contract accepts (codes, times, paths...), tried in turn. */
const PATTERN_CANDIDATES = ['x', 'ZZ', 'ZZZ', 'XTS', '09:00', '/passcodes', 'sample-1', 'Sample1', 'x1'];

/** Whether a field names a record by its id. */
const namesRecord = (key: string) => /(^id|Id|Ids)$/.test(key);

/** Whether a schema has a field naming a record, or a UUID, anywhere within it. */
function mentionsRecord(schema: JsonSchema | undefined, defs: Record<string, JsonSchema>, depth = 0): boolean {
  if (!schema || depth > 8) return false;
  if (schema.$ref) return mentionsRecord(defs[schema.$ref.replace(/^#\/\$defs\//, '')], defs, depth + 1);
  if (schema.format === 'uuid') return true;
  const properties = Object.entries(schema.properties ?? {});
  if (properties.some(([name]) => namesRecord(name))) return true;
  const inner = [...properties.map(([, p]) => p), schema.items, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return inner.some((s) => mentionsRecord(s, defs, depth + 1));
}

function sampleOf(schema: JsonSchema, key: string, defs: Record<string, JsonSchema>): unknown {
  if (schema.$ref) return sampleOf(defs[schema.$ref.replace(/^#\/\$defs\//, '')] ?? {}, key, defs);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const option = options.find((o) => o.type !== 'null') ?? options[0] ?? {};
    return sampleOf(option, key, defs);
  }
  if (schema.allOf?.[0]) return sampleOf(schema.allOf[0], key, defs);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema, key);
    case 'integer':
    case 'number': {
      if (namesRecord(key)) return Math.min(schema.maximum ?? INT4_MAX, INT4_MAX);
      const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1);
      return Math.max(low, Math.min(1, schema.maximum ?? 1));
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      // One item at least where the items name records (ids, or rows carrying one), so one is named.
      const count = Math.max(schema.minItems ?? 0, namesRecord(key) || mentionsRecord(schema.items, defs) ? 1 : 0);
      return Array.from({ length: count }, () => sampleOf(schema.items ?? {}, key.replace(/s$/, ''), defs));
    }
    case 'object': {
      // The required fields, and every field naming a record (so each is sent as one that does not exist)
      // with the version that goes with it.
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).filter(
        ([name]) => required.has(name) || namesRecord(name) || name === 'version',
      );
      return Object.fromEntries(entries.map(([name, property]) => [name, sampleOf(property, name, defs)]));
    }
    default:
      return 'x';
  }
}

function stringOf(schema: JsonSchema, key: string): string {
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'email':
      return `nobody-${randomUUID()}@example.com`;
    case 'date':
      return '2024-01-01';
    case 'date-time':
      return '2024-01-01T00:00:00Z';
    case 'uri':
      return 'https://example.com/';
  }
  // Fields whose rule the JSON schema cannot show (a refinement, a pipe's second half), by name.
  if (/zone/i.test(key)) return 'UTC';
  if (/email/i.test(key)) return `nobody-${randomUUID()}@example.com`;
  if (/currency/i.test(key)) return 'EUR';
  if (/url/i.test(key)) return 'https://example.com/';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return PATTERN_CANDIDATES.find((c) => pattern.test(c)) ?? 'x';
  }
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** A sample input for `schema` (its required fields only), or undefined without a schema. */
export function sampleInput(schema: z.ZodType | undefined): unknown {
  if (!schema) return undefined;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return sampleOf(json, '', json.$defs ?? {});
}
