import fc from 'fast-check';

/** The part of an OpenAPI (JSON Schema) description the fuzzer reads; zod's transform writes it. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

const SAFE = Number.MAX_SAFE_INTEGER;

function stringOf(schema: JsonSchema, ids: fc.Arbitrary<string>): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return ids;
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'uri' || schema.format === 'url') return fc.constant('https://example.com/a.png');
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 24, 24)) });
}

/**
 * Values a route's schema would accept, or nearly: the starting point the mutations work on, so
 * that a mutated body gets past the fields it keeps and reaches the check of the one it breaks.
 */
export function sampleOf(schema: JsonSchema, ids: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  const inner = plainValueOf(schema, ids);
  return schema.nullable
    ? fc.oneof({ arbitrary: inner, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 })
    : inner;
}

function plainValueOf(schema: JsonSchema, ids: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => sampleOf(choice, ids)));
  if (schema.allOf?.[0]) return sampleOf(schema.allOf[0], ids);
  const types = [schema.type ?? (schema.properties ? 'object' : 'any')].flat();
  return fc.oneof(...types.map((type) => valueOfType(type, schema, ids)));
}

function valueOfType(type: string, schema: JsonSchema, ids: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(schema, ids);
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -SAFE), max: Math.min(schema.maximum ?? 1000, SAFE) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(schema.items ? sampleOf(schema.items, ids) : fc.jsonValue({ maxDepth: 1 }), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case 'object':
      return objectOf(schema, ids);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function objectOf(schema: JsonSchema, ids: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, sampleOf(value, ids)]));
  const known = fc.record(fields, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
  const extra = schema.additionalProperties;
  if (typeof extra !== 'object') return known;
  return fc
    .tuple(known, fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), sampleOf(extra, ids), { maxKeys: 2 }))
    .map(([k, more]) => ({ ...more, ...k }));
}
