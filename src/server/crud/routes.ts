import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idSchema } from '../../shared/contract/common';
import { badRequest, notFound } from '../errors';
import type { CrudEntity } from './entity';
import { type ListQuery, listQuerySchema } from './listQuery';

type Row = Record<string, unknown>;

const idParams = z.object({ id: idSchema });

function columnOf(entity: CrudEntity, field: string, use: 'sort' | 'filter'): AnyPgColumn {
  const column = field === 'id' ? entity.table.id : entity.columns[field];
  if (!column) throw badRequest(`Cannot ${use} ${entity.name} by ${field}`, { [use]: `Unknown field ${field}` });
  return column;
}

function whereOf(entity: CrudEntity, filter: ListQuery['filter']): SQL | undefined {
  const conditions = Object.entries(filter ?? {}).map(([field, value]) => {
    const column = columnOf(entity, field, 'filter');
    if (Array.isArray(value)) return value.length ? inArray(column, value) : sql`false`;
    return value === null ? isNull(column) : eq(column, value);
  });
  return conditions.length ? and(...conditions) : undefined;
}

/** ra-data-simple-rest's conventions for one registered entity; see entity.ts. */
export const crudRoutes =
  (entity: CrudEntity): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = app.deps;
    // A registry entity is any of our tables, so rows are typed by its `record` schema instead.
    const table = entity.table as PgTable;
    const read = { access: entity.access.read };
    const write = { access: entity.access.write };
    const tags = [entity.name];
    const security = [{ bearerAuth: [] }];
    const missing = () => notFound(`No ${entity.name} with this id`);

    app.get('/', {
      config: read,
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
            .from(table)
            .where(where)
            .orderBy(order === 'ASC' ? asc(column) : desc(column), asc(entity.table.id))
            .limit(last - first + 1)
            .offset(first),
          db.select({ total: count() }).from(table).where(where),
        ]);
        const total = totals[0]?.total ?? 0;
        reply.header('Content-Range', `${entity.name} ${first}-${first + Math.max(rows.length - 1, 0)}/${total}`);
        return rows as Row[];
      },
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
      handler: async (request) => {
        const [row] = await db.select().from(table).where(eq(entity.table.id, request.params.id));
        if (!row) throw missing();
        return row as Row;
      },
    });

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

    app.put('/:id', {
      config: write,
      schema: {
        tags,
        security,
        summary: `Update ${entity.name}`,
        params: idParams,
        body: entity.update,
        response: { 200: entity.record, ...errorResponses },
      },
      handler: async (request) => {
        const changes = request.body as Row;
        const [row] = Object.keys(changes).length
          ? await db.update(table).set(changes).where(eq(entity.table.id, request.params.id)).returning()
          : await db.select().from(table).where(eq(entity.table.id, request.params.id));
        if (!row) throw missing();
        return row as Row;
      },
    });

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
        const [row] = await db.delete(table).where(eq(entity.table.id, request.params.id)).returning();
        if (!row) throw missing();
        return row as Row;
      },
    });
  };
