import type { FastifyInstance } from 'fastify';
import type { Access } from '../../src/server/auth/access';
import { declaredAccess } from '../../src/server/auth/guard';
import type { JsonSchema } from './jsonSchema';

/** One /api/v1 route to fuzz, with what its OpenAPI description says it reads. */
export interface FuzzTarget {
  method: string;
  url: string;
  access: Access | undefined;
  /** The JSON body's schema, when the route declares one. */
  body?: JsonSchema;
  /** The route takes a multipart upload. */
  multipart: boolean;
  /** Query parameter names the route declares. */
  query: string[];
}

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema & { $ref?: string } }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/**
 * Every /api/v1 route the app declares (its access table), with the body and query schemas of
 * its OpenAPI document, which fastify-type-provider-zod writes from the routes' own zod schemas.
 * HEAD routes are Fastify's copies of the GET ones, answered by the same handlers.
 */
export async function fuzzTargets(app: FastifyInstance): Promise<FuzzTarget[]> {
  await app.ready();
  const doc = app.swagger() as OpenApiDocument;
  const resolve = (schema: (JsonSchema & { $ref?: string }) | undefined): JsonSchema | undefined =>
    schema?.$ref ? doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')] : schema;
  const operationOf = (route: { method: string; url: string }) => {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    // A plugin's '/' route is documented with its trailing slash.
    return (doc.paths?.[path] ?? doc.paths?.[`${path}/`])?.[route.method.toLowerCase()];
  };
  // An event stream, answered, never ends: its input is a header, checked by tests/server/inbox.test.ts.
  const streams = (route: { method: string; url: string }) =>
    Object.values(operationOf(route)?.responses ?? {}).some((r) => 'text/event-stream' in (r.content ?? {}));
  return declaredAccess(app)
    .filter((route) => route.method !== 'HEAD' && !streams(route))
    .map((route) => {
      const operation = operationOf(route);
      const content = operation?.requestBody?.content ?? {};
      return {
        method: route.method,
        url: route.url,
        access: route.access,
        body: resolve(content['application/json']?.schema),
        multipart: 'multipart/form-data' in content,
        query: (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      };
    });
}

export const routeName = (target: Pick<FuzzTarget, 'method' | 'url'>) => `${target.method} ${target.url}`;
