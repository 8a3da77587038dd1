import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contract/common';
import type { RecordContract } from '../../shared/contract/recordContract';
import { actorOf } from '../modules/activity/record';
import { withOwnImageUrl } from '../modules/files/location';
import { type EntityAccess, idIn, tagOf } from './entity';
import type { RecordService } from './recordService';

/** The API reference's line per call. */
export interface RecordSummaries {
  list: string;
  get?: string;
  add: string;
  update: string;
  delete: string;
}

/** A record entity's calls: its contract's paths and bodies, its roles, texts and service. */
export interface RecordRoutesSpec<Rec, Add, Update> {
  contract: RecordContract<Rec, Add, Update>;
  access: EntityAccess;
  service: RecordService<Rec, Add | Update>;
  /** The success messages of add, update and delete. */
  texts: { added: string; updated: string; deleted: string };
  summaries?: Partial<RecordSummaries>;
}

const plainSummaries = (tag: string): RecordSummaries => ({
  list: `Every record of ${tag}`,
  get: `One record of ${tag}`,
  add: `Add a record to ${tag}`,
  update: `Replace a record of ${tag}`,
  delete: `Delete a record of ${tag}; answers the deleted record`,
});

/** The list, get, add, update and delete routes of a record entity (HTTP only). */
export const recordRoutes =
  <Rec, Add extends object, Update extends { id: string }>({
    contract,
    access,
    service,
    texts,
    summaries: own,
  }: RecordRoutesSpec<Rec, Add, Update>): FastifyPluginAsyncZod =>
  async (app) => {
    const { deps } = app;
    const { paths } = contract;
    const tags = [tagOf(contract.base)];
    const summaries = { ...plainSummaries(tags[0] ?? ''), ...own };
    const security = [{ bearerAuth: [] }];
    const managers = { access: access.manage };
    // The type provider cannot resolve a generic schema's type; each body was validated by it.
    const idOf = (body: unknown) => idIn(body, contract.idKey);
    app.get('/', {
      config: { access: [...access.manage, ...(access.read ?? [])], cached: true },
      schema: { tags, security, summary: summaries.list, response: { 200: contract.list, ...errorResponses } },
      handler: async () => ({ data: await service.list(deps.db) }),
    });

    if (paths.get) {
      app.post(paths.get, {
        config: managers,
        schema: {
          tags,
          security,
          summary: summaries.get,
          body: contract.idBody,
          response: { 200: contract.one, ...errorResponses },
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
        body: contract.addBody,
        response: { 201: contract.written, ...errorResponses },
      },
      handler: async (request, reply) => {
        const data = await service.add(
          deps.db,
          { actor: actorOf(request) },
          withOwnImageUrl(request.body as Add, request.host),
        );
        return reply.code(201).send({ message: texts.added, data });
      },
    });

    app.post(paths.update, {
      config: managers,
      schema: {
        tags,
        security,
        summary: summaries.update,
        body: contract.updateBody,
        response: { 200: contract.written, ...errorResponses },
      },
      handler: async (request) => {
        const body = withOwnImageUrl(request.body as Update, request.host);
        return { message: texts.updated, data: await service.update(deps, { actor: actorOf(request) }, body.id, body) };
      },
    });

    app.post(paths.delete, {
      config: managers,
      schema: {
        tags,
        security,
        summary: summaries.delete,
        body: contract.idBody,
        response: { 200: contract.written, ...errorResponses },
      },
      handler: async (request) => ({
        message: texts.deleted,
        data: await service.remove(deps, { actor: actorOf(request) }, idOf(request.body)),
      }),
    });
  };
