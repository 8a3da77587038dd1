import { z } from 'zod';
import { dataResponse, idSchema, recordResponse } from './common';

/**
 * How an entity's calls are named under its base path; spec §7 uses two styles:
 * - 'spec' (Equipment, Service providers): POST /get-<noun>, /add-<noun>, /update-<noun>,
 *   /delete-<noun>, where get and delete name the record as `{ <idKey> }`;
 * - 'plain' (Categories): POST /create, /update, /delete `{ id }`, and no single get.
 * In both, the list is GET on the base and update sends the fields plus `id`.
 */
export type RecordCallNames<IdKey extends string> =
  | { style: 'spec'; noun: string; idKey: IdKey }
  | { style: 'plain'; idKey: IdKey & 'id' };

/** Each call's path under the base; no `get` in the plain style. */
export interface RecordCallPaths {
  get?: string;
  add: string;
  update: string;
  delete: string;
}

const pathsOf = (calls: RecordCallNames<string>): RecordCallPaths =>
  calls.style === 'spec'
    ? {
        get: `/get-${calls.noun}`,
        add: `/add-${calls.noun}`,
        update: `/update-${calls.noun}`,
        delete: `/delete-${calls.noun}`,
      }
    : { add: '/create', update: '/update', delete: '/delete' };

type IdShape<IdKey extends string> = { [K in IdKey]: typeof idSchema };

/**
 * The wire shapes and paths of an entity the API lists whole and edits record by record: both
 * the server's routes and the admin's calls are built from it. `addBody` and `updateBody` are
 * the fields as an object unless the entity gives its own (defaults, cross-field rules).
 */
export function recordContract<
  Fields extends z.ZodRawShape,
  Rec extends z.ZodObject,
  IdKey extends string = 'id',
  Add extends z.ZodType = z.ZodObject<Fields>,
  Update extends z.ZodType = z.ZodObject<{ id: typeof idSchema } & Fields>,
>(spec: {
  base: string;
  calls: RecordCallNames<IdKey>;
  fields: Fields;
  record: Rec;
  addBody?: Add;
  updateBody?: Update;
}) {
  const { base, calls, fields, record } = spec;
  return {
    base,
    paths: pathsOf(calls),
    idKey: calls.idKey,
    fields,
    record,
    // Without an entity's own body, the fields are the body: the defaults' types say so.
    addBody: (spec.addBody ?? z.object(fields)) as Add,
    updateBody: (spec.updateBody ?? z.object({ id: idSchema, ...fields })) as Update,
    idBody: z.object({ [calls.idKey]: idSchema } as IdShape<IdKey>),
    list: dataResponse(z.array(record)),
    one: dataResponse(record),
    written: recordResponse(record),
  };
}

/** What `recordContract` makes, for code that serves or calls any such entity. */
export interface RecordContract<Rec = unknown, Add = unknown, Update = unknown> {
  base: string;
  paths: RecordCallPaths;
  idKey: string;
  fields: z.ZodRawShape;
  record: z.ZodType<Rec> & { shape: z.ZodRawShape };
  addBody: z.ZodType<Add, object>;
  updateBody: z.ZodType<Update>;
  idBody: z.ZodType<Record<string, string>>;
  list: z.ZodType<{ data: Rec[] }>;
  one: z.ZodType<{ data: Rec }>;
  written: z.ZodType<{ message: string; data: Rec }>;
}
