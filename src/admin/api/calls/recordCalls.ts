import type { z } from 'zod';
import type { Call, Endpoints } from './call';
import { wholeList } from './wholeList';

type Row = { id: string };

export interface RecordCallsOptions {
  /** The list's path, under which the others sit: '/equipments'. */
  base: string;
  /** The spec's path of each call under `base`: '/get-equipment', '/add-equipment' ... */
  paths: { getOne?: string; create: string; update: string; delete: string };
  /** The body field naming the record in getOne and delete: 'equipmentId'. */
  idKey: string;
  list: z.ZodType<{ data: Row[] }>;
  /** `{ data: record }` of getOne. */
  one?: z.ZodType<{ data: Row }>;
  /** `{ message, data: record }` of create, update and delete. */
  written: z.ZodType<{ data: Row }>;
}

/**
 * The spec's POST-style calls of an entity the API lists whole (spec §7 Equipment, Service
 * providers, Categories): the dialogs send bodies already in the wire shape; update adds the id.
 */
export const recordCalls = ({ base, paths, idKey, list, one, written }: RecordCallsOptions): Endpoints => {
  const post = <Params>(path: string, body: (params: Params) => unknown): Call<Params, Row> => ({
    method: 'POST',
    path: `${base}${path}`,
    body,
    read: (response) => written.parse(response).data,
  });
  return {
    getList: wholeList(base, list),
    ...(paths.getOne && one
      ? {
          getOne: {
            method: 'POST',
            path: `${base}${paths.getOne}`,
            body: ({ id }) => ({ [idKey]: id }),
            read: (response) => one.parse(response).data,
          },
        }
      : {}),
    create: post(paths.create, ({ data }) => data),
    update: post(paths.update, ({ id, data }) => ({ ...data, id })),
    delete: post(paths.delete, ({ id }) => ({ [idKey]: id })),
  };
};
