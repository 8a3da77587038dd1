import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idSchema } from '../../shared/contract/common';
import { entityFormSchema } from '../../shared/contract/entityForm';
import { badRequest, notFound } from '../errors';
import { describeEntity } from './describe';
import { type CrudEntity, isChange } from './entity';
import { type ListQuery, listQuerySchema } from './listQuery';

type Row = Record<string, unknown>;

const idParams = z.object({ id: idSchema });

function columnOf(entity: CrudEntity, field: string, use: 'sort' | 'filter'): AnyPgColumn {
  // Own fields only: `__proto__` or `constructor` must not find Object's members.
  const column =
    field === 'id' ? entity.source.id : Object.hasOwn(entity.columns, field) ? entity.columns[field] : undefined;
  if (!column) throw badRequest(`Cannot ${use} ${entity.name} by ${field}`, { [use]: `Unknown field ${field}` });
  return column;
}

function whereOf(entity: CrudEntity, filter: ListQuery['filter']): SQL | undefined {
  const conditions = Object.entries(filter ?? {}).map(([field, value]) => {
    const column = columnOf(entity, field, 'filter');
    // Values reach PostgreSQL as sent, not through the column's mapping (a timestamp column's
    // calls toISOString on them): PostgreSQL casts each, and a misfit is a 22xxx error, a 400.
    if (Array.isArray(value)) return value.length ? sql`${column} in ${value}` : sql`false`;
    return value === null ? isNull(column) : sql`${column} = ${value}`;
  });
  return conditions.length ? and(...conditions) : undefined;
}

/** ra-data-simple-rest's conventions for one registered entity; see entity.ts. */
export const crudRoutes =
  (entity: CrudEntity): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = app.deps;
    // A registry entity reads any of our tables or views, so rows are typed by its `record`
    // schema; writes other than a CrudChange go to `source`, which is then a table.
    const { source } = entity;
    const table = source as PgTable;
    const read = { access: entity.access.read };
    const write = { access: entity.access.write };
    const tags = [entity.name];
    const security = [{ bearerAuth: [] }];
    const missing = () => notFound(`No ${entity.name} with this id`);
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
        summary: `List ${entity.name}`,
        querystring: listQuerySchema,
        response: { 200: z.array(entity.record), ...errorResponses },
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
        reply.header('Content-Range', `${entity.name} ${first}-${first + Math.max(rows.length - 1, 0)}/${total}`);
        return rows as Row[];
      },
    });

    const form = describeEntity(entity);
    app.get('/form', {
      config: read,
      schema: {
        tags,
        security,
        summary: `How the admin's generic screen lists and edits ${entity.name}`,
        response: { 200: entityFormSchema, ...errorResponses },
      },
      handler: async () => form,
    });

    app.get('/:id', {
      config: read,
      schema: {
        tags,
        security,
        summary: `One ${entity.name}`,
        params: idParams,
        response: { 200: entity.record, ...errorResponses },
      },
      handler: async (request) => readOne(request.params.id),
    });

    if (entity.create) {
      app.post('/', {
        config: write,
        schema: {
          tags,
          security,
          summary: `Create ${entity.name}`,
          body: entity.create,
          response: { 200: entity.record, ...errorResponses },
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

    const { update } = entity;
    if (update && isChange(update)) {
      app.put('/:id', {
        config: write,
        schema: {
          tags,
          security,
          summary: `Change ${entity.name}`,
          params: idParams,
          body: update.body,
          response: { 200: entity.record, ...errorResponses },
        },
        handler: async (request) => {
          await update.apply(app.deps, request.params.id, request.body as Row, request);
          return readOne(request.params.id);
        },
      });
    } else if (update) {
      app.put('/:id', {
        config: write,
        schema: {
          tags,
          security,
          summary: `Update ${entity.name}`,
          params: idParams,
          body: update,
          response: { 200: entity.record, ...errorResponses },
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
          summary: `Delete ${entity.name}`,
          params: idParams,
          response: { 200: entity.record, ...errorResponses },
        },
        handler: async (request) => {
          const [row] = await db.delete(table).where(eq(source.id, request.params.id)).returning();
          if (!row) throw missing();
          return row as Row;
        },
      });
    }
  };
