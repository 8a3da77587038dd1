import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

type Schema = { [keyword: string]: unknown };
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** OpenAPI 3.0's `nullable: true` as JSON Schema says it (`anyOf` with null), everywhere in a schema. */
function jsonSchemaOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonSchemaOf);
  if (value === null || typeof value !== 'object') return value;
  const { nullable, ...rest } = value as Schema;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, jsonSchemaOf(inner)]));
  return nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}

/**
 * What an outside client would check a request against: each route's body and query schema of
 * the served `/api/docs/json`, compiled by ajv with its formats. A query is strings, so its
 * validator coerces them as a client's generated types would. `multipleOf` is judged to 1e-6,
 * as a decimal rather than a binary fraction (0.3 is a multiple of 0.01).
 */
export async function documentValidators(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = res.json<OpenApiDocument>();
  const options = { strict: false, allErrors: true, multipleOfPrecision: 6 } as const;
  const bodies = addFormats(new Ajv(options));
  const queries = addFormats(new Ajv({ ...options, coerceTypes: true }));
  const operation = (method: string, path: string): Operation => {
    const found = document.paths[path]?.[method.toLowerCase()];
    if (!found) throw new Error(`${method} ${path} is not in the document`);
    return found;
  };
  return {
    document,
    body(method: string, path: string): ValidateFunction {
      const schema = operation(method, path).requestBody?.content['application/json'].schema;
      if (!schema) throw new Error(`${method} ${path} documents no JSON body`);
      return bodies.compile(jsonSchemaOf(schema) as Schema);
    },
    query(method: string, path: string): ValidateFunction {
      const parameters = (operation(method, path).parameters ?? []).filter((p) => p.in === 'query');
      return queries.compile({
        type: 'object',
        properties: Object.fromEntries(parameters.map((p) => [p.name, jsonSchemaOf(p.schema)])),
        required: parameters.filter((p) => p.required).map((p) => p.name),
      });
    },
  };
}
