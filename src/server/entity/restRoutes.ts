import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idSchema } from '../../shared/contract/common';
import { entityFormSchema } from '../../shared/contract/entityForm';
import { badRequest, notFound } from '../errors';
import { noStore } from '../http/noStore';
import { tagOf } from './entity';
import { describeEntity } from './restForm';
import { type ListQuery, listQuerySchema } from './restListQuery';
import type { RestEntitySpec } from './restSpec';

type Row = Record<string, unknown>;

const idParams = z.object({ id: idSchema });

function columnOf(entity: RestEntitySpec, field: string, use: 'sort' | 'filter'): AnyPgColumn {
  // Own fields only: `__proto__` or `constructor` must not find Object's members.
  const column =
    field === 'id' ? entity.source.id : Object.hasOwn(entity.columns, field) ? entity.columns[field] : undefined;
  if (!column)
    throw badRequest(`Cannot ${use} ${tagOf(entity.contract.base)} by ${field}`, { [use]: `Unknown field ${field}` });
  return column;
}

function whereOf(entity: RestEntitySpec, filter: ListQuery['filter']): SQL | undefined {
  const conditions = Object.entries(filter ?? {}).map(([field, value]) => {
    const column = columnOf(entity, field, 'filter');
    // Values reach PostgreSQL as sent, not through the column's mapping (a timestamp column's
    // calls toISOString on them): PostgreSQL casts each, and a misfit is a 22xxx error, a 400.
    if (Array.isArray(value)) return value.length ? sql`${column} in ${value}` : sql`false`;
    return value === null ? isNull(column) : sql`${column} = ${value}`;
  });
  return conditions.length ? and(...conditions) : undefined;
}

/** ra-data-simple-rest's conventions for one REST entity; see restEntity.ts. */
export const restRoutes =
  (entity: RestEntitySpec): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = app.deps;
    // A REST entity reads any of our tables or views, so rows are typed by its `record`
    // schema; writes other than a `change` go to `source`, which is then a table.
    const { source } = entity;
    const table = source as PgTable;
    const { contract } = entity;
    const name = tagOf(contract.base);
    const read = { access: [...entity.access.manage, ...(entity.access.read ?? [])] };
    const write = { access: entity.access.manage };
    const tags = [name];
    const security = [{ bearerAuth: [] }];
    const missing = () => notFound(`No ${name} with this id`);
    if (entity.noStore) app.addHook('onSend', noStore);
    const readOne = async (id: string) => {
      const [row] = await db.select().from(source).where(eq(source.id, id));
      if (!row) throw missing();
      return row as Row;
    };

    app.get('/', {
      config: { ...read, cached: true },
      schema: {
        tags,
        security,
        summary: `List ${name}`,
        querystring: listQuerySchema,
        response: { 200: z.array(contract.record), ...errorResponses },
      },
      handler: async (request, reply) => {
        const { sort, range, filter } = request.query;
        const where = whereOf(entity, filter);
        const [field, order] = sort ?? [entity.defaultSort.field, entity.defaultSort.order];
        const column = columnOf(entity, field, 'sort');
        const [first, last] = range ?? [0, 24];
        const [rows, totals] = await Promise.all([
          db
            .select()
            .from(source)
            .where(where)
            .orderBy(order === 'ASC' ? asc(column) : desc(column), asc(source.id))
            .limit(last - first + 1)
            .offset(first),
          db.select({ total: count() }).from(source).where(where),
        ]);
        const total = totals[0]?.total ?? 0;
        reply.header('Content-Range', `${name} ${first}-${first + Math.max(rows.length - 1, 0)}/${total}`);
        return rows as Row[];
      },
    });

    const form = describeEntity(entity);
    app.get('/form', {
      config: read,
      schema: {
        tags,
        security,
        summary: `How the admin's generic screen lists and edits ${name}`,
        response: { 200: entityFormSchema, ...errorResponses },
      },
      handler: async () => form,
    });

    app.get('/:id', {
      config: read,
      schema: {
        tags,
        security,
        summary: `One ${name}`,
        params: idParams,
        response: { 200: contract.record, ...errorResponses },
      },
      handler: async (request) => readOne(request.params.id),
    });

    if (contract.create) {
      app.post('/', {
        config: write,
        schema: {
          tags,
          security,
          summary: `Create ${name}`,
          body: contract.create,
          response: { 200: contract.record, ...errorResponses },
        },
        handler: async (request) => {
          const [row] = await db
            .insert(table)
            .values(request.body as Row)
            .returning();
          return row as Row;
        },
      });
    }

    const { change } = entity;
    const { update } = contract;
    if (change) {
      app.put('/:id', {
        config: write,
        schema: {
          tags,
          security,
          summary: `Change ${name}`,
          params: idParams,
          body: change.body,
          response: { 200: contract.record, ...errorResponses },
        },
        handler: async (request) => {
          await change.apply(app.deps, request.params.id, request.body as Row, request);
          return readOne(request.params.id);
        },
      });
    } else if (update) {
      app.put('/:id', {
        config: write,
        schema: {
          tags,
          security,
          summary: `Update ${name}`,
          params: idParams,
          body: update,
          response: { 200: contract.record, ...errorResponses },
        },
        handler: async (request) => {
          const changes = request.body as Row;
          if (Object.keys(changes).length === 0) return readOne(request.params.id);
          const [row] = await db.update(table).set(changes).where(eq(source.id, request.params.id)).returning();
          if (!row) throw missing();
          return row as Row;
        },
      });
    }

    if (entity.remove) {
      app.delete('/:id', {
        config: write,
        schema: {
          tags,
          security,
          summary: `Delete ${name}`,
          params: idParams,
          response: { 200: contract.record, ...errorResponses },
        },
        handler: async (request) => {
          const [row] = await db.delete(table).where(eq(source.id, request.params.id)).returning();
          if (!row) throw missing();
          return row as Row;
        },
      });
    }
  };
