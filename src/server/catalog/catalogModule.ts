import { desc, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '../errors';
import { type CatalogRoutesSpec, catalogRoutes } from './recordRoutes';
import { type CatalogRecordSpec, type CatalogTable, catalogRecordService } from './recordService';

type Fields = Record<string, unknown>;

export interface CatalogModuleSpec<Rec extends Fields, Add extends Fields, Update extends { id: string }>
  extends Omit<CatalogRoutesSpec<Rec, Add, Update, { id: string }>, 'schemas' | 'service' | 'texts' | 'idOf'>,
    Partial<Omit<CatalogRecordSpec<Fields, Rec, Add | Update>, 'table' | 'missing'>> {
  table: CatalogTable & { createdAt: CatalogTable['id'] };
  schemas: {
    record: z.ZodType<Rec> & z.ZodObject;
    addBody: z.ZodType<Add> & z.ZodObject;
    updateBody: z.ZodType<Update>;
    idBody: z.ZodType<{ id: string }>;
  };
  texts: CatalogRoutesSpec<Rec, Add, Update, { id: string }>['texts'] & { notFound: string };
}

/**
 * An entity the API lists whole, from its table, contract (`catalogSchemas`) and texts: the
 * record is the row's fields the record schema names, add and update write the body's fields
 * that are columns (a field left out is null), newest first. An entity overrides what is its own.
 */
export const catalogModule = <Rec extends Fields, Add extends Fields, Update extends { id: string }>({
  table,
  schemas,
  texts,
  toRecord,
  columnsOf,
  orderBy,
  refine,
  guardDelete,
  ...routes
}: CatalogModuleSpec<Rec, Add, Update>) => {
  const recordKeys = Object.keys(schemas.record.shape);
  const columnKeys = Object.keys(getTableColumns(table)).filter((key) => key !== 'id' && key in schemas.addBody.shape);
  const service = catalogRecordService<Fields, Rec, Add | Update>({
    table,
    // The response schema checks this shape when the record is sent.
    toRecord: toRecord ?? ((row) => Object.fromEntries(recordKeys.map((key) => [key, row[key]])) as Rec),
    columnsOf: columnsOf ?? ((body: Fields) => Object.fromEntries(columnKeys.map((key) => [key, body[key] ?? null]))),
    orderBy: orderBy ?? [desc(table.createdAt), desc(table.id)],
    missing: () => notFound(texts.notFound),
    refine,
    guardDelete,
  });
  return catalogRoutes<Rec, Add, Update, { id: string }>({ ...routes, schemas, texts, service, idOf: ({ id }) => id });
};
