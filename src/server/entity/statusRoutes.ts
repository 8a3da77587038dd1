import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses } from '../../shared/contract/common';
import type { StatusContract, StatusListQuery } from '../../shared/contract/statusContract';
import type { ZeroBasedPage } from '../../shared/contract/statusLists';
import type { Db } from '../db/client';
import { type Actor, actorOf } from '../modules/activity/record';
import { type EntityAccess, tagOf } from './entity';

/** The API reference's line per call. */
export interface StatusSummaries {
  list: string;
  update: string;
  details: string;
}

/** A status entity's calls: its contract's paths and bodies, its roles, and what each call does. */
export interface StatusRoutesSpec<C extends StatusContract> {
  contract: C;
  access: EntityAccess;
  summaries: StatusSummaries;
  list: (db: Db, body: ZeroBasedPage, query: StatusListQuery) => Promise<z.output<C['listResponse']>>;
  /** Sets the status, recording who did it; answers the record as it now stands. */
  update: (db: Db, body: { status: string }, by: Actor) => Promise<z.output<C['record']>>;
  details: (db: Db, body: unknown) => Promise<z.output<C['details']>>;
  /** Spec §8's success toast of the update. */
  updated: string;
}

const security = [{ bearerAuth: [] }];

/**
 * The list, update and details routes of a status entity (HTTP only). The type provider cannot
 * resolve a generic contract's types; each part was validated by its schema, and each answer
 * is checked by its response schema when sent.
 */
export const statusRoutes =
  <C extends StatusContract>(spec: StatusRoutesSpec<C>): FastifyPluginAsyncZod =>
  async (app) => {
    const { deps } = app;
    const { contract, summaries } = spec;
    const { paths } = contract;
    const tags = [tagOf(contract.base)];
    const config = { access: spec.access.manage };

    app.post(paths.list, {
      config: { ...config, cached: true },
      schema: {
        tags,
        security,
        summary: summaries.list,
        body: contract.listBody,
        querystring: contract.listQuery,
        response: { 200: contract.listResponse, ...errorResponses },
      },
      handler: async (request) => spec.list(deps.db, request.body as ZeroBasedPage, request.query as StatusListQuery),
    });

    app.post(paths.update, {
      config,
      schema: {
        tags,
        security,
        summary: summaries.update,
        body: contract.updateBody,
        response: { 200: contract.updated, ...errorResponses },
      },
      handler: async (request) => ({
        message: spec.updated,
        data: await spec.update(deps.db, request.body as { status: string }, actorOf(request)),
      }),
    });

    app.post(paths.details, {
      config,
      schema: {
        tags,
        security,
        summary: summaries.details,
        body: contract.idBody,
        response: { 200: contract.detailsResponse, ...errorResponses },
      },
      handler: async (request) => ({ data: await spec.details(deps.db, request.body) }),
    });
  };
