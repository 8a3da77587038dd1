import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse, errorResponses, type Role, recordResponse } from '../../shared/contract/common';
import { withOwnImageUrl } from '../modules/files/location';
import type { CatalogRecordService } from './recordService';

/** A catalog entity's spec §7 calls: their paths, bodies, roles and texts. */
export interface CatalogRoutesSpec<Record, AddBody extends object, UpdateBody extends { id: string }, IdBody> {
  tag: string;
  /** Who manages the entity (every call). */
  access: readonly Role[];
  /** Who may also read the list (vendors read categories for the product form). */
  readers?: readonly Role[];
  /** Each call's path under the module's prefix; the list is GET '/'. Categories' paths unless given. */
  paths?: { get?: string; add: string; update: string; delete: string };
  /** The record as the API answers it; the list, single and write responses wrap it. */
  schemas: {
    record: z.ZodType<Record>;
    idBody: z.ZodType<IdBody>;
    addBody: z.ZodType<AddBody>;
    updateBody: z.ZodType<UpdateBody>;
  };
  /** The record a get or delete body names (`{ equipmentId }`, `{ id }` ...). */
  idOf: (body: IdBody) => string;
  service: CatalogRecordService<Record, AddBody | UpdateBody>;
  /** The success messages of add, update and delete. */
  texts: { added: string; updated: string; deleted: string };
  /** The API reference's line per call; plain ones unless given. */
  summaries?: { list: string; get?: string; add: string; update: string; delete: string };
}

const CATEGORY_STYLE_PATHS: NonNullable<CatalogRoutesSpec<unknown, object, { id: string }, unknown>['paths']> = {
  add: '/create',
  update: '/update',
  delete: '/delete',
};

const plainSummaries = (tag: string) => ({
  list: `Every record of ${tag}`,
  get: `One record of ${tag}`,
  add: `Add a record to ${tag}`,
  update: `Replace a record of ${tag}`,
  delete: `Delete a record of ${tag}; answers the deleted record`,
});

/** The list, get, add, update and delete routes of a catalog entity (HTTP only). */
export const catalogRoutes =
  <Record, AddBody extends object, UpdateBody extends { id: string }, IdBody>(
    spec: CatalogRoutesSpec<Record, AddBody, UpdateBody, IdBody>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const { deps } = app;
    const { schemas, service, texts, paths = CATEGORY_STYLE_PATHS, summaries = plainSummaries(spec.tag) } = spec;
    const list = dataResponse(z.array(schemas.record));
    const written = recordResponse(schemas.record);
    // The type provider cannot resolve a generic schema's type; each body was validated by it.
    const idOf = (body: unknown) => spec.idOf(body as IdBody);
    const managers = { access: spec.access };
    const tags = [spec.tag];
    const security = [{ bearerAuth: [] }];

    app.get('/', {
      config: { access: [...spec.access, ...(spec.readers ?? [])], cached: true },
      schema: { tags, security, summary: summaries.list, response: { 200: list, ...errorResponses } },
      handler: async () => ({ data: await service.list(deps.db) }),
    });

    if (paths.get) {
      app.post(paths.get, {
        config: managers,
        schema: {
          tags,
          security,
          summary: summaries.get,
          body: schemas.idBody,
          response: { 200: dataResponse(schemas.record), ...errorResponses },
        },
        handler: async (request) => ({ data: await service.get(deps.db, idOf(request.body)) }),
      });
    }

    app.post(paths.add, {
      config: managers,
      schema: {
        tags,
        security,
        summary: summaries.add,
        body: schemas.addBody,
        response: { 201: written, ...errorResponses },
      },
      handler: async (request, reply) => {
        const data = await service.add(deps.db, withOwnImageUrl(request.body as AddBody, request.host));
        return reply.code(201).send({ message: texts.added, data });
      },
    });

    app.post(paths.update, {
      config: managers,
      schema: {
        tags,
        security,
        summary: summaries.update,
        body: schemas.updateBody,
        response: { 200: written, ...errorResponses },
      },
      handler: async (request) => {
        const body = withOwnImageUrl(request.body as UpdateBody, request.host);
        return { message: texts.updated, data: await service.update(deps, body.id, body) };
      },
    });

    app.post(paths.delete, {
      config: managers,
      schema: {
        tags,
        security,
        summary: summaries.delete,
        body: schemas.idBody,
        response: { 200: written, ...errorResponses },
      },
      handler: async (request) => ({ message: texts.deleted, data: await service.remove(deps, idOf(request.body)) }),
    });
  };
