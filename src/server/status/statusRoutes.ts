import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { dataResponse, errorResponses, recordResponse } from '../../shared/contract/common';
import type { AuthUser } from '../auth/access';
import { requireUser } from '../auth/requireUser';
import type { Db } from '../db/client';

/**
 * An ADMIN list of records with a status (rentals, bookings): spec §7's list and update calls,
 * and a details call beyond the spec (the status history and the clash warning).
 */
export interface StatusRoutesSpec<Record, Details, ListBody, ListQuery, UpdateBody, IdBody> {
  tag: string;
  paths: { list: string; update: string; details: string };
  schemas: {
    listBody: z.ZodType<ListBody>;
    listQuery: z.ZodType<ListQuery>;
    listResponse: z.ZodType;
    updateBody: z.ZodType<UpdateBody>;
    record: z.ZodType<Record>;
    idBody: z.ZodType<IdBody>;
    details: z.ZodType<Details>;
  };
  summaries: { list: string; update: string; details: string };
  list: (db: Db, body: ListBody, query: ListQuery) => Promise<unknown>;
  /** Sets the status, recording who did it; answers the record as it now stands. */
  update: (db: Db, body: UpdateBody, changedBy: string) => Promise<Record>;
  details: (db: Db, body: IdBody) => Promise<Details>;
  /** Spec §8's success toast of the update. */
  updated: string;
}

const config = { access: ['ADMIN'] } as const;
const security = [{ bearerAuth: [] }];
const userIdOf = (user: AuthUser | null) => requireUser(user).id;

/** The list, update and details routes of a status list (HTTP only). */
export const statusRoutes =
  <Record, Details, ListBody, ListQuery, UpdateBody, IdBody>(
    spec: StatusRoutesSpec<Record, Details, ListBody, ListQuery, UpdateBody, IdBody>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const { deps } = app;
    const { schemas, summaries, paths } = spec;
    const tags = [spec.tag];

    // The type provider cannot resolve a generic schema's type; each part was validated by it.
    app.post(paths.list, {
      config: { ...config, cached: true },
      schema: {
        tags,
        security,
        summary: summaries.list,
        body: schemas.listBody,
        querystring: schemas.listQuery,
        response: { 200: schemas.listResponse, ...errorResponses },
      },
      handler: async (request) => spec.list(deps.db, request.body as ListBody, request.query as ListQuery),
    });

    app.post(paths.update, {
      config,
      schema: {
        tags,
        security,
        summary: summaries.update,
        body: schemas.updateBody,
        response: { 200: recordResponse(schemas.record), ...errorResponses },
      },
      handler: async (request) => ({
        message: spec.updated,
        data: await spec.update(deps.db, request.body as UpdateBody, userIdOf(request.user)),
      }),
    });

    app.post(paths.details, {
      config,
      schema: {
        tags,
        security,
        summary: summaries.details,
        body: schemas.idBody,
        response: { 200: dataResponse(schemas.details), ...errorResponses },
      },
      handler: async (request) => ({ data: await spec.details(deps.db, request.body as IdBody) }),
    });
  };
